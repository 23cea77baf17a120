import type { Db } from '../../db/connect';

/** A student's pages that count for a paper (recognised, placed, not a repeat, batch kept). */
export const studentPages = (db: Db, paperId: string, studentId: string) =>
  db
    .selectFrom('scanPages')
    .innerJoin('scanBatches', 'scanBatches.id', 'scanPages.batchId')
    .select([
      'scanPages.id',
      'scanPages.orgId',
      'scanPages.paperVersion',
      'scanPages.pageNo',
      'scanPages.absent',
    ])
    .where('scanPages.paperId', '=', paperId)
    .where('scanPages.studentId', '=', studentId)
    .where('scanPages.status', '=', 'done')
    .where('scanPages.duplicateOf', 'is', null)
    .where('scanBatches.deletedAt', 'is', null)
    .execute();
