import type {
  ProblemKind,
  ResolveProblemBody,
  ScanPageDetail,
  ScanProblemView,
} from '../../../shared/api';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { nowIso } from '../../lib/ids';
import { afterProblemSettled } from '../marking/scan-hook';
import { requireBatch } from './batch.service';
import { findPage } from './page.repository';
import { settle } from './problem-actions';
import { recordEvent } from './problem.repository';
import { pageDetail } from './page.service';
import type { ScanRuntime } from './scan-runtime';
import { problemView } from './scan-views';

/** Problems of a batch, oldest first, optionally of one kind or state. */
export async function listProblems(
  ctx: ServerContext,
  userId: string,
  batchId: string,
  q: { kind?: ProblemKind; status?: 'open' | 'resolved' },
): Promise<ScanProblemView[]> {
  const batch = await requireBatch(ctx, userId, batchId);
  let query = ctx.db.selectFrom('scanProblems').selectAll().where('batchId', '=', batch.id);
  if (q.kind) query = query.where('kind', '=', q.kind);
  if (q.status) query = query.where('status', '=', q.status);
  return (await query.orderBy('createdAt').orderBy('id').execute()).map(problemView);
}

/**
 * Settles a problem: records who and when (problem and audit trail), applies the action, and
 * re-scores the page at once (or queues it for recognition again: retry, set-page).
 */
export async function resolveProblem(
  ctx: ServerContext,
  rt: ScanRuntime,
  userId: string,
  problemId: string,
  body: ResolveProblemBody,
): Promise<{ problem: ScanProblemView; page: ScanPageDetail }> {
  const problem = await ctx.db
    .selectFrom('scanProblems')
    .selectAll()
    .where('id', '=', problemId)
    .executeTakeFirst();
  if (!problem) throw fail.notFound('该异常不存在');
  const batch = await requireBatch(ctx, userId, problem.batchId);
  if (problem.status !== 'open') throw fail.conflict('该异常已处理');
  const bctx = await rt.contexts.get(batch.id);
  const at = nowIso(ctx.now());
  const view = problemView(problem);
  const prepared = await settle(ctx, rt.contexts, bctx, view, body);
  await ctx.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('scanProblems')
      .set({
        status: 'resolved',
        resolution: JSON.stringify(body),
        resolvedBy: userId,
        resolvedAt: at,
      })
      .where('id', '=', problem.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw fail.conflict('该异常已处理');
    await recordEvent(
      trx,
      {
        orgId: problem.orgId,
        batchId: problem.batchId,
        pageId: problem.pageId,
        actorId: userId,
        action: 'resolve',
      },
      { problemId: problem.id, kind: problem.kind, ...body },
      ctx.now(),
    );
  });
  await prepared.apply();
  if (prepared.requeued) await rt.wake();
  const settled = await findPage(ctx.db, problem.pageId);
  if (settled?.paperId) await afterProblemSettled(ctx.db, settled.paperId, ctx.now());
  const after = await ctx.db
    .selectFrom('scanProblems')
    .selectAll()
    .where('id', '=', problem.id)
    .executeTakeFirstOrThrow();
  return { problem: problemView(after), page: await pageDetail(ctx, userId, problem.pageId) };
}
