import { onPostgres, type Db } from '../../db/connect';
import type { ScanPageTable } from '../../db/database';
import type { StoredPage } from './scan-page.types';

/** A page row with its file's name and upload time (upload order: time, name, page of file). */
export const findPage = (db: Db, id: string, opts: { lock?: boolean } = {}) => {
  let q = db
    .selectFrom('scanPages')
    .innerJoin('scanFiles', 'scanFiles.id', 'scanPages.fileId')
    .selectAll('scanPages')
    .select(['scanFiles.name as fileName', 'scanFiles.receivedAt', 'scanFiles.receivedBy'])
    .where('scanPages.id', '=', id);
  // SQLite runs one transaction at a time; PostgreSQL needs the row locked for read-modify-write.
  if (opts.lock && onPostgres(db)) q = q.forUpdate('scanPages');
  return q.executeTakeFirst();
};

/** A page row as `findPage` answers it. */
export type PageRow = NonNullable<Awaited<ReturnType<typeof findPage>>>;

/** The stored recognition of a page (an empty one while it was never recognised). */
export const storedOf = (row: Pick<ScanPageTable, 'result'>): StoredPage =>
  row.result ? (JSON.parse(row.result) as StoredPage) : { result: null, failure: null, manual: {} };

/** Writes a page's columns. */
export const updatePage = (db: Db, id: string, set: Partial<Omit<ScanPageTable, 'id'>>) =>
  db.updateTable('scanPages').set(set).where('id', '=', id).execute();

/** The page just before (or after) one in upload order within its batch. */
export async function neighbourPage(db: Db, page: PageRow, dir: 'before' | 'after') {
  const lt = dir === 'before' ? '<' : '>';
  const order = dir === 'before' ? 'desc' : 'asc';
  return db
    .selectFrom('scanPages')
    .innerJoin('scanFiles', 'scanFiles.id', 'scanPages.fileId')
    .selectAll('scanPages')
    .select(['scanFiles.name as fileName', 'scanFiles.receivedAt', 'scanFiles.receivedBy'])
    .where('scanPages.batchId', '=', page.batchId)
    .where((eb) =>
      eb(
        eb.refTuple('scanFiles.receivedAt', 'scanFiles.name', 'scanPages.pageIndex'),
        lt,
        eb.tuple(page.receivedAt, page.fileName, page.pageIndex),
      ),
    )
    .orderBy('scanFiles.receivedAt', order)
    .orderBy('scanFiles.name', order)
    .orderBy('scanPages.pageIndex', order)
    .limit(1)
    .executeTakeFirst();
}

/**
 * The page counted for a student's page of a paper (done, not a duplicate, in a batch not deleted),
 * other than `exceptId`, with its upload order.
 */
export const countedPage = (
  db: Db,
  q: { orgId: string; paperId: string; studentId: string; pageNo: number; exceptId: string },
) =>
  db
    .selectFrom('scanPages')
    .innerJoin('scanBatches', 'scanBatches.id', 'scanPages.batchId')
    .innerJoin('scanFiles', 'scanFiles.id', 'scanPages.fileId')
    .selectAll('scanPages')
    .select(['scanFiles.name as fileName', 'scanFiles.receivedAt'])
    .where('scanPages.orgId', '=', q.orgId)
    .where('scanPages.paperId', '=', q.paperId)
    .where('scanPages.studentId', '=', q.studentId)
    .where('scanPages.pageNo', '=', q.pageNo)
    .where('scanPages.status', '=', 'done')
    .where('scanPages.duplicateOf', 'is', null)
    .where('scanPages.id', '!=', q.exceptId)
    .where('scanBatches.deletedAt', 'is', null)
    .orderBy('scanFiles.receivedAt')
    .executeTakeFirst();

/** Tells whether page `a` was uploaded before page `b` (time, file name, page of file, id). */
export const uploadedBefore = (
  a: { receivedAt: string; fileName: string; pageIndex: number; id: string },
  b: { receivedAt: string; fileName: string; pageIndex: number; id: string },
): boolean => {
  const ka = [a.receivedAt, a.fileName, String(a.pageIndex).padStart(6, '0'), a.id];
  const kb = [b.receivedAt, b.fileName, String(b.pageIndex).padStart(6, '0'), b.id];
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! < kb[i]!;
  return false;
};

/** Marks a paper 扫描中 when its first page is recognised (a paper further along keeps its status). */
export const markPaperScanning = (db: Db, paperId: string, at: string) =>
  db
    .updateTable('papers')
    .set({ status: '扫描中', updatedAt: at })
    .where('id', '=', paperId)
    .where('status', 'in', ['草稿', '已发布'])
    .execute();
