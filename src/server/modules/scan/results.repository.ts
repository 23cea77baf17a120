import type { Db } from '../../db/connect';
import { toNumber } from '../../db/connect';
import { sql, type SqlBool } from 'kysely';

/** Students with their class names, class by class, then by 考号. */
const studentRows = (db: Db) =>
  db
    .selectFrom('students')
    .innerJoin('classes', 'classes.id', 'students.classId')
    .select([
      'students.id',
      'students.name',
      'students.examNo',
      'students.classId',
      'classes.name as className',
    ])
    .orderBy('classes.sort')
    .orderBy('classes.name')
    .orderBy('students.examNo');

/** Students of some classes, class by class, then by 考号. */
export const studentsOf = (db: Db, classIds: string[]) =>
  classIds.length
    ? studentRows(db).where('students.classId', 'in', classIds).execute()
    : Promise.resolve([]);

/** Every student of a school. */
export const studentsOfSchool = (db: Db, orgId: string) =>
  studentRows(db).where('students.orgId', '=', orgId).execute();

/** Scan pages that count (recognised, not a repeat, in a batch not deleted), to select from. */
export const countingPages = (db: Db) =>
  db
    .selectFrom('scanPages')
    .innerJoin('scanBatches', 'scanBatches.id', 'scanPages.batchId')
    .where('scanPages.status', '=', 'done')
    .where('scanPages.duplicateOf', 'is', null)
    .where('scanBatches.deletedAt', 'is', null);

/** Pages counted for a paper (recognised, placed, not a repeat, batch not deleted), of some students. */
export const countedPages = (db: Db, paperId: string, studentIds: string[]) =>
  studentIds.length
    ? countingPages(db)
        .select([
          'scanPages.studentId',
          'scanPages.pageNo',
          'scanPages.absent',
          'scanPages.objective',
          'scanPages.objectiveScore',
        ])
        .where('scanPages.paperId', '=', paperId)
        .where('scanPages.studentId', 'in', studentIds)
        .execute()
    : Promise.resolve([]);

/**
 * Scan work of a paper (batches joined as scan_batches, pages as sp): its own batches, and in a
 * practice batch (错题重练, many students' papers) the pages that are on this paper.
 */
const ofPaper = (paperId: string) =>
  sql<SqlBool>`((scan_batches.paper_id = ${paperId} and scan_batches.rehearse_batch_id is null)
    or (sp.paper_id = ${paperId} and scan_batches.rehearse_batch_id is not null))`;

/** Work still open for a paper: pages waiting for recognition and open problems (batches not deleted). */
export async function openWork(db: Db, paperId: string) {
  // The paper's own batches; a practice batch (错题重练) holds many students' papers, so its pages
  // and problems count by each page's own paper.
  const pending = await db
    .selectFrom('scanPages as sp')
    .innerJoin('scanBatches', 'scanBatches.id', 'sp.batchId')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(ofPaper(paperId))
    .where('scanBatches.deletedAt', 'is', null)
    .where('sp.status', 'in', ['pending', 'processing'])
    .executeTakeFirstOrThrow();
  const unsplit = await db
    .selectFrom('scanFiles')
    .innerJoin('scanBatches', 'scanBatches.id', 'scanFiles.batchId')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('scanBatches.paperId', '=', paperId)
    .where('scanBatches.rehearseBatchId', 'is', null)
    .where('scanBatches.deletedAt', 'is', null)
    .where('scanFiles.status', '=', 'stored')
    .executeTakeFirstOrThrow();
  const problems = await db
    .selectFrom('scanProblems')
    .innerJoin('scanBatches', 'scanBatches.id', 'scanProblems.batchId')
    .leftJoin('scanPages as sp', 'sp.id', 'scanProblems.pageId')
    .select((eb) => ['scanBatches.id as batchId', eb.fn.countAll().as('n')])
    .where(ofPaper(paperId))
    .where('scanBatches.deletedAt', 'is', null)
    .where('scanProblems.status', '=', 'open')
    .groupBy(['scanBatches.id', 'scanBatches.createdAt'])
    .orderBy('scanBatches.createdAt')
    .execute();
  const problemsByBatch = problems.map((p) => ({
    batchId: p.batchId,
    openProblems: toNumber(p.n),
  }));
  return {
    pendingPages: toNumber(pending.n) + toNumber(unsplit.n),
    openProblems: problemsByBatch.reduce((n, p) => n + p.openProblems, 0),
    problemsByBatch,
  };
}

/** The classes a paper is scanned for: those it was assigned to and those of its batches. */
export async function classesOfPaper(db: Db, paperId: string): Promise<string[]> {
  const assigned = await db
    .selectFrom('paperClasses')
    .select('classId')
    .where('paperId', '=', paperId)
    .execute();
  const batches = await db
    .selectFrom('scanBatches')
    .select('classIds')
    .where('paperId', '=', paperId)
    .where('deletedAt', 'is', null)
    .execute();
  return [
    ...new Set([
      ...assigned.map((a) => a.classId),
      ...batches.flatMap((b) => JSON.parse(b.classIds) as string[]),
    ]),
  ];
}

/** Students of a paper marked 缺考 in 收卷核对, of some students. */
export const markedAbsences = (db: Db, paperId: string, studentIds: string[]) =>
  studentIds.length
    ? db
        .selectFrom('scanAbsences')
        .select('studentId')
        .where('paperId', '=', paperId)
        .where('studentId', 'in', studentIds)
        .execute()
    : Promise.resolve([]);
