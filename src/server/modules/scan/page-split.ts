import type { Db } from '../../db/connect';
import { newId, nowIso } from '../../lib/ids';
import { countScanPages } from './page-count';

/** A stored scan file, as splitting needs it. */
export interface SplitFile {
  id: string;
  orgId: string;
  batchId: string;
}

/** Most pages of one scan file (a grade's cards in one scanner PDF, 2,000 pages, fit). */
export const MAX_FILE_PAGES = 3000;

/**
 * How many pages a file holds (an unreadable file, or one over MAX_FILE_PAGES, is one page, so a
 * person sees it with the reason).
 */
export async function pagesOf(
  bytes: Uint8Array,
): Promise<{ pages: number; reason: string | null }> {
  const counted = await countScanPages(bytes);
  if (!counted.ok) return { pages: 1, reason: counted.reason };
  if (counted.pages > MAX_FILE_PAGES)
    return {
      pages: 1,
      reason: `文件有 ${counted.pages} 页，超过每个文件 ${MAX_FILE_PAGES} 页的上限，请在扫描软件中分成几个文件后上传`,
    };
  return { pages: counted.pages, reason: null };
}

/**
 * Records a pending page row for every page of a stored file that has none yet, and marks the file
 * split (inside the caller's transaction, so a file is never half split).
 */
export async function splitFile(
  trx: Db,
  now: number,
  file: SplitFile,
  counted: { pages: number; reason: string | null },
): Promise<void> {
  const at = nowIso(now);
  const have = new Set(
    (
      await trx.selectFrom('scanPages').select('pageIndex').where('fileId', '=', file.id).execute()
    ).map((p) => p.pageIndex),
  );
  const rows = Array.from({ length: counted.pages }, (_, pageIndex) => pageIndex)
    .filter((i) => !have.has(i))
    .map((pageIndex) => ({
      id: newId(now),
      orgId: file.orgId,
      batchId: file.batchId,
      fileId: file.id,
      pageIndex,
      status: 'pending' as const,
      attempts: 0,
      result: null,
      error: null,
      paperId: null,
      paperVersion: null,
      pageNo: null,
      studentId: null,
      examNo: null,
      absent: 0 as const,
      duplicateOf: null,
      objective: null,
      objectiveScore: null,
      createdAt: at,
      updatedAt: at,
    }));
  for (let i = 0; i < rows.length; i += 100)
    await trx
      .insertInto('scanPages')
      .values(rows.slice(i, i + 100))
      .execute();
  await trx
    .updateTable('scanFiles')
    .set({ status: 'split', pageCount: counted.pages, reason: counted.reason })
    .where('id', '=', file.id)
    .execute();
}
