import type { Db } from '../../db/connect';

/** Grade/class items by id (any school; the caller checks membership). */
export const findClassesById = (db: Db, ids: readonly string[]) =>
  ids.length
    ? db
        .selectFrom('classes')
        .select(['id', 'orgId', 'pid', 'type', 'name', 'sort'])
        .where('id', 'in', [...ids])
        .orderBy('sort')
        .orderBy('name')
        .execute()
    : Promise.resolve([]);

/** The classes of a grade, in order. */
export const classesOfGrade = (db: Db, gradeId: string) =>
  db
    .selectFrom('classes')
    .select(['id', 'orgId', 'pid', 'type', 'name', 'sort'])
    .where('pid', '=', gradeId)
    .where('type', '=', 2)
    .orderBy('sort')
    .orderBy('name')
    .execute();

/** Students of classes with their class names, class by class, then by 考号. */
export const studentsOfClasses = (db: Db, classIds: readonly string[]) =>
  classIds.length
    ? db
        .selectFrom('students')
        .innerJoin('classes', 'classes.id', 'students.classId')
        .select(['students.name', 'students.examNo', 'classes.name as className'])
        .where('students.classId', 'in', [...classIds])
        .orderBy('classes.sort')
        .orderBy('classes.name')
        .orderBy('students.examNo')
        .execute()
    : Promise.resolve([]);

/** The card layout JSON stored with a paper version, or null when none was printed yet. */
export const storedCardLayout = async (db: Db, paperId: string, version: number) =>
  (
    await db
      .selectFrom('paperVersions')
      .select('cardLayout')
      .where('paperId', '=', paperId)
      .where('version', '=', version)
      .executeTakeFirst()
  )?.cardLayout ?? null;

/** Stores a version's card layout the first time a card is printed (never overwrites). */
export const storeCardLayout = (db: Db, paperId: string, version: number, json: string) =>
  db
    .updateTable('paperVersions')
    .set({ cardLayout: json })
    .where('paperId', '=', paperId)
    .where('version', '=', version)
    .where('cardLayout', 'is', null)
    .execute();
