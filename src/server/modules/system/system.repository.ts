import type { Db } from '../../db/connect';

/** A user by id. */
export const findUser = (db: Db, id: string) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

/** An organisation by id. */
export const findOrg = (db: Db, id: string) =>
  db.selectFrom('orgs').selectAll().where('id', '=', id).executeTakeFirst();

/** The membership of a user in a school, or undefined. */
export const findMembership = (db: Db, userId: string, orgId: string) =>
  db
    .selectFrom('memberships')
    .selectAll()
    .where('userId', '=', userId)
    .where('orgId', '=', orgId)
    .executeTakeFirst();

/** Grade/class items of a school under a parent (null = top level), optionally of one type. */
export function listClasses(db: Db, orgId: string, opts: { type?: number; pid: string | null }) {
  let q = db
    .selectFrom('classes')
    .select(['id', 'name'])
    .where('orgId', '=', orgId)
    .where('retiredAt', 'is', null)
    .orderBy('sort')
    .orderBy('name');
  q = opts.pid === null ? q.where('pid', 'is', null) : q.where('pid', '=', opts.pid);
  if (opts.type !== undefined) q = q.where('type', '=', opts.type);
  return q.execute();
}

/** One grade/class item of a school. */
export const findClass = (db: Db, orgId: string, id: string) =>
  db
    .selectFrom('classes')
    .selectAll()
    .where('orgId', '=', orgId)
    .where('id', '=', id)
    .executeTakeFirst();

/** Sets the default grade of a user in a school. */
export const setDefaultClass = (db: Db, membershipId: string, classId: string) =>
  db
    .updateTable('memberships')
    .set({ defaultClassId: classId })
    .where('id', '=', membershipId)
    .execute();

/** Subjects and classes a teacher teaches in a school. */
export const listAssignments = (db: Db, userId: string, orgId: string) =>
  db
    .selectFrom('teacherAssignments')
    .innerJoin('subjects', 'subjects.id', 'teacherAssignments.subjectId')
    .innerJoin('classes', 'classes.id', 'teacherAssignments.classId')
    .select([
      'subjects.id as subjectId',
      'subjects.name as subjectName',
      'subjects.sort as subjectSort',
      'classes.id as classId',
      'classes.name as className',
      'classes.pid as gradeId',
      'classes.sort as classSort',
    ])
    .where('teacherAssignments.userId', '=', userId)
    .where('teacherAssignments.orgId', '=', orgId)
    .execute();
