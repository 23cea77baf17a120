import { afterPageApplied } from '../marking/scan-hook';
import type { ScanBatch, ScanSettings } from '../../../shared/api/scan';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { requireMemberOf } from '../system/access';
import { applyPage } from './page-apply';
import { batchCounts, findBatch, listBatchRows, type BatchRow } from './batch.repository';
import type { BlobStore, StoredBlob } from '../../storage/blob-store';
import { ingestStored, type IngestedFile } from './ingest.service';
import { MAX_BATCH_PAGES, batchFullMessage } from './page-limits';
import { batchPageCount } from './page-split';
import { recordEvent } from './problem.repository';
import type { ScanRuntime } from './scan-runtime';
import { batchClassIds, mayUseScans, paperOwner } from './scan-access';
import { batchView } from './scan-views';
import { withPracticeTitles } from './practice-context';

/** A batch of a school the user belongs to: 404 when missing or deleted, 403 for another school. */
export async function requireBatch(
  ctx: ServerContext,
  userId: string,
  batchId: string,
): Promise<BatchRow> {
  const batch = await findBatch(ctx.db, batchId);
  const gone = '扫描批次不存在或已删除';
  if (!batch) throw fail.notFound(gone);
  const m = await requireMemberOf(ctx.db, userId, batch.orgId, gone);
  const paper = await paperOwner(ctx.db, batch.paperId);
  if (!(await mayUseScans(ctx.db, userId, m, paper, batchClassIds(batch)))) throw fail.forbidden();
  return batch;
}

/** A batch with its live counts. */
export async function batchDetail(ctx: ServerContext, userId: string, batchId: string) {
  const batch = await withPracticeTitles(ctx.db, [await requireBatch(ctx, userId, batchId)]);
  return batchView(batch[0]!, (await batchCounts(ctx.db, [batchId])).get(batchId)!);
}

/** Creates a batch for a paper of the user's school and some of that school's classes. */
export async function createBatch(
  ctx: ServerContext,
  userId: string,
  body: { paperId: string; classIds: string[]; settings: ScanSettings },
): Promise<ScanBatch> {
  const paper = await ctx.db
    .selectFrom('papers')
    .select(['id', 'orgId', 'isBasket', 'ownerId', 'subjectId'])
    .where('id', '=', body.paperId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  const gone = '试卷不存在或已删除';
  if (!paper || paper.isBasket === 1) throw fail.notFound(gone);
  const m = await requireMemberOf(ctx.db, userId, paper.orgId, gone);
  const ids = [...new Set(body.classIds)];
  const classes = await ctx.db
    .selectFrom('classes')
    .select(['id', 'orgId', 'type'])
    .where('id', 'in', ids)
    .execute();
  if (classes.length !== ids.length || classes.some((c) => c.type !== 2 || c.orgId !== paper.orgId))
    throw fail.notFound('所选班级不存在');
  if (!(await mayUseScans(ctx.db, userId, m, paper, ids))) throw fail.forbidden();
  const id = newId(ctx.now());
  const at = nowIso(ctx.now());
  await ctx.db
    .insertInto('scanBatches')
    .values({
      id,
      orgId: paper.orgId,
      paperId: paper.id,
      classIds: JSON.stringify(ids),
      settings: JSON.stringify(body.settings),
      createdBy: userId,
      createdAt: at,
      deletedAt: null,
      deletedBy: null,
    })
    .execute();
  await recordEvent(
    ctx.db,
    { orgId: paper.orgId, batchId: id, pageId: null, actorId: userId, action: 'create-batch' },
    { paperId: paper.id, classIds: ids, settings: body.settings },
    ctx.now(),
  );
  return batchDetail(ctx, userId, id);
}

/**
 * Batches of the user's schools (optionally of one paper) that the paper's rule lets them use,
 * newest first, with counts.
 */
export async function listBatches(
  ctx: ServerContext,
  userId: string,
  of: { paperId?: string | undefined; rehearseBatchId?: string | undefined } = {},
) {
  const orgs = await ctx.db
    .selectFrom('memberships')
    .select(['orgId', 'isCreator', 'isAdministrator'])
    .where('userId', '=', userId)
    .execute();
  const all = await listBatchRows(
    ctx.db,
    orgs.map((o) => o.orgId),
    of,
  );
  const rows = [];
  for (const r of all) {
    const m = orgs.find((o) => o.orgId === r.orgId)!;
    const paper = { ownerId: r.paperOwnerId, subjectId: r.paperSubjectId };
    if (await mayUseScans(ctx.db, userId, m, paper, batchClassIds(r))) rows.push(r);
  }
  const counts = await batchCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return (await withPracticeTitles(ctx.db, rows)).map((r) => batchView(r, counts.get(r.id)!));
}

/**
 * Keeps uploaded files (durably, before anything else: `receive` streams them into the store once
 * the batch is known to be the user's) and wakes recognition.
 */
export async function uploadFiles(
  ctx: ServerContext,
  rt: ScanRuntime,
  userId: string,
  batchId: string,
  receive: (store: BlobStore) => Promise<{ name: string; blob: StoredBlob }[]>,
): Promise<{ files: IngestedFile[] }> {
  const batch = await requireBatch(ctx, userId, batchId);
  const have = await batchPageCount(ctx.db, batch.id);
  if (have >= MAX_BATCH_PAGES) throw fail.badRequest(batchFullMessage(have));
  const files = await receive(rt.store);
  if (files.length === 0) throw fail.badRequest('请选择要上传的扫描文件');
  const out = await ingestStored(ctx, batch, userId, files);
  await rt.wake();
  return { files: out };
}

/**
 * Deletes a batch (soft: batch, files and pages stay, marked deleted; recorded). Its pages stop
 * counting, so pages of other batches that were kept aside as their repeats count again.
 */
export async function deleteBatch(
  ctx: ServerContext,
  rt: ScanRuntime,
  userId: string,
  batchId: string,
): Promise<void> {
  const batch = await requireBatch(ctx, userId, batchId);
  const at = nowIso(ctx.now());
  const students = await ctx.db
    .selectFrom('scanPages')
    .select(['paperId', 'studentId'])
    .distinct()
    .where('batchId', '=', batch.id)
    .where('studentId', 'is not', null)
    .execute();
  await ctx.db
    .updateTable('scanBatches')
    .set({ deletedAt: at, deletedBy: userId })
    .where('id', '=', batch.id)
    .execute();
  await recordEvent(
    ctx.db,
    {
      orgId: batch.orgId,
      batchId: batch.id,
      pageId: null,
      actorId: userId,
      action: 'delete-batch',
    },
    { paperId: batch.paperId },
    ctx.now(),
  );
  const repeats = await ctx.db
    .selectFrom('scanPages')
    .select(['id', 'batchId'])
    .where('duplicateOf', 'in', (eb) =>
      eb.selectFrom('scanPages').select('id').where('batchId', '=', batch.id),
    )
    .where('batchId', '!=', batch.id)
    .execute();
  for (const p of repeats) {
    const bctx = await rt.contexts.get(p.batchId);
    await applyPage(ctx.db, bctx, p.id, ctx.now());
  }
  // Marking follows: the batch's students lose the items its pages gave (scores given are kept);
  // a practice batch's pages each counted for their own student's paper.
  for (const paperId of new Set(students.map((s) => s.paperId ?? batch.paperId)))
    await afterPageApplied(
      ctx.db,
      paperId,
      students.filter((s) => (s.paperId ?? batch.paperId) === paperId).map((s) => s.studentId),
      ctx.now(),
    );
}
