import type { NextAnswer, SubmitBody } from '../../../shared/api/marking';
import { arg, hotFirst } from '../../db/hot-query';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { nowIso } from '../../lib/ids';
import { blockAccess, requireMarker, type BlockAccess } from './marking-access';
import { paperChanged } from './marking-signals';
import { refreshPaperStatus } from './paper-status';
import { checkScores, recordScore, type Recorded } from './record-score';
import { claimTask, heldTasks, markerCount, releaseTask, renewLease } from './task.repository';
import { taskView } from './task-view';

/** Marks the setup started (settings freeze) and the paper 批改中, once. */
export async function markStarted(ctx: ServerContext, a: BlockAccess): Promise<void> {
  if (a.startedAt) return;
  const now = ctx.now();
  const res = await ctx.db
    .updateTable('markingSetups')
    .set({ startedAt: nowIso(now), updatedAt: nowIso(now) })
    .where('id', '=', a.setupId)
    .where('startedAt', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 1) await refreshPaperStatus(ctx.db, a.paper.id, now);
}

/**
 * The next 评次 for a marker: one they already hold (back in time after a closed tab), else one
 * taken atomically from the pool; the 题组长's queue holds the rulings (round 4).
 */
export async function nextTask(
  ctx: ServerContext,
  userId: string,
  blockId: string,
  opts: { queue: 'mark' | 'leader'; holding: string[] },
): Promise<NextAnswer> {
  const a = await blockAccess(ctx.db, userId, blockId);
  const leader = opts.queue === 'leader';
  if (leader ? !a.leader : !a.marker) throw fail.forbidden();
  if (a.block.closedAt) return { task: null, reason: '本题块已结束阅卷' };
  const rounds = leader ? [4] : [1, 2, 3];
  const now = ctx.now();
  const held = (await heldTasks(ctx.db, blockId, userId, rounds)).find(
    (t) => !opts.holding.includes(t.id),
  );
  if (held) {
    await renewLease(ctx.db, held.id, userId, now);
    const fresh = await ctx.db
      .selectFrom('markingTasks')
      .selectAll()
      .where('id', '=', held.id)
      .executeTakeFirstOrThrow();
    return { task: await taskView(ctx.db, a, fresh), reason: null };
  }
  if (!leader && a.quota !== null && (await markerCount(ctx.db, blockId, userId)) >= a.quota)
    return { task: null, reason: `已完成您的配额（${a.quota} 份）` };
  const task = await claimTask(ctx.db, {
    blockId,
    userId,
    rounds,
    classIds: leader ? null : a.classIds,
    holding: opts.holding,
    now,
    blind: !leader,
  });
  if (!task) return { task: null, reason: leader ? '暂无需要题组长裁定的答卷' : '暂无可评的答卷' };
  await markStarted(ctx, a);
  return { task: await taskView(ctx.db, a, task), reason: null };
}

/** Submits a score for a held 评次 (idempotent by submit key); the item is decided again. */
export async function submitTask(
  ctx: ServerContext,
  userId: string,
  taskId: string,
  body: SubmitBody,
): Promise<Recorded> {
  const task = await hotFirst(
    ctx.db,
    'taskBlock',
    (db) => db.selectFrom('markingTasks').select(['blockId', 'round']).where('id', '=', arg(0)),
    [taskId],
  );
  if (!task) throw fail.notFound('该题不存在');
  const a = await blockAccess(ctx.db, userId, task.blockId);
  if (task.round === 4 ? !a.leader : !a.marker) throw fail.forbidden();
  if (a.block.closedAt) throw fail.conflict('本题块已结束阅卷，不能再给分');
  checkScores(a.block, body.scores);
  const now = ctx.now();
  const out = await ctx.db
    .transaction()
    .execute((trx) => recordScore(trx, a.block, taskId, userId, { ...body, via: null }, now));
  if (!out.duplicate) paperChanged(a.paper.id);
  return out;
}

/** Keeps a held 评次 (the marker is still looking at it). */
export async function renewTask(ctx: ServerContext, userId: string, taskId: string) {
  const task = await ctx.db
    .selectFrom('markingTasks')
    .select('blockId')
    .where('id', '=', taskId)
    .executeTakeFirst();
  if (!task) throw fail.notFound('该题不存在');
  await requireMarker(ctx.db, userId, task.blockId).catch(async (e: unknown) => {
    const a = await blockAccess(ctx.db, userId, task.blockId);
    if (!a.leader) throw e;
  });
  if (!(await renewLease(ctx.db, taskId, userId, ctx.now())))
    throw fail.conflict('领取已超时，该题已由其他老师评阅，请继续下一题');
  return null;
}

/** Gives held 评次 back at once (leaving the page). */
export async function releaseTasks(ctx: ServerContext, userId: string, taskIds: string[]) {
  for (const id of taskIds) await releaseTask(ctx.db, id, userId, ctx.now());
  return null;
}
