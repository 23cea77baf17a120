import { schoolChanged } from '../marking/marking-signals';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/connect';
import { onPostgres, toNumber } from '../../db/connect';
import { newId, nowIso } from '../../lib/ids';
import type { BlobStore } from '../../storage/blob-store';
import { MAX_BATCH_PAGES, batchFullReason } from './page-limits';
import type { FileSplitter } from './split/file-splitter';
import { isSingleImage, type SplitOutput } from './split/split-file';

/** A stored scan file, as splitting needs it. */
export interface SplitFile {
  id: string;
  orgId: string;
  batchId: string;
  blobKey: string;
}

/** Pages a batch already holds (every state: each counts toward its limit). */
export async function batchPageCount(db: Db, batchId: string): Promise<number> {
  const row = await db
    .selectFrom('scanPages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('batchId', '=', batchId)
    .executeTakeFirst();
  return toNumber(row?.n ?? 0);
}

/** Stores page files a few at a time; answers their keys in page order. */
async function putPages(store: BlobStore, blobs: Uint8Array[]): Promise<string[]> {
  const keys: string[] = new Array<string>(blobs.length);
  let next = 0;
  const lane = async () => {
    while (next < blobs.length) {
      const i = next++;
      keys[i] = (await store.put(blobs[i]!)).key;
    }
  };
  await Promise.all(Array.from({ length: 8 }, lane));
  return keys;
}

/**
 * Splits one stored file, once: its bytes are read a single time (a multi-page TIFF or PDF is cut
 * into one small file per page on a worker thread and each page file stored), the batch's page
 * limit is checked, and a pending page row per page is recorded with its page file.
 */
export async function splitStored(
  ctx: ServerContext,
  store: BlobStore,
  split: FileSplitter,
  file: SplitFile,
): Promise<void> {
  const bytes = await store.get(file.blobKey);
  let out: SplitOutput = isSingleImage(bytes)
    ? { pages: 1, blobs: null, reason: null }
    : await split(bytes);
  const have = await batchPageCount(ctx.db, file.batchId);
  if (!out.reason && have + out.pages > MAX_BATCH_PAGES)
    out = { pages: 1, blobs: null, reason: batchFullReason(have, out.pages) };
  const keys = out.blobs ? await putPages(store, out.blobs) : null;
  await ctx.db.transaction().execute((trx) => splitFile(trx, ctx.now(), file, out, keys));
  schoolChanged(file.orgId);
}

/**
 * Records a pending page row for every page of a stored file that has none yet (with its page
 * file's key when the file was cut into pages), and marks the file split (inside the caller's
 * transaction, so a file is never half split).
 */
export async function splitFile(
  trx: Db,
  now: number,
  file: Omit<SplitFile, 'blobKey'>,
  counted: { pages: number; reason: string | null },
  keys: string[] | null = null,
): Promise<void> {
  const at = nowIso(now);
  // Several processes may split at once: the file's row is locked and the first split wins.
  let lock = trx.selectFrom('scanFiles').select('status').where('id', '=', file.id);
  if (onPostgres(trx)) lock = lock.forUpdate();
  if ((await lock.executeTakeFirst())?.status !== 'stored') return;
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
      blobKey: keys?.[pageIndex] ?? null,
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

/** A stored file that could not be split (its original unreadable) is set aside with the reason. */
export async function markUnreadable(db: Db, fileId: string, err: unknown): Promise<void> {
  const detail = err instanceof Error ? err.message : String(err);
  await db
    .updateTable('scanFiles')
    .set({ status: 'unreadable', reason: `无法读取保存的原件：${detail}`.slice(0, 500) })
    .where('id', '=', fileId)
    .where('status', '=', 'stored')
    .execute();
}
