import type { MarkingProblemView } from '../../../shared/api/marking';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { evaluateItem } from './item-decide';
import { blockAccess, paperRole } from './marking-access';
import { paperChanged } from './marking-signals';
import { refreshPaperStatus } from './paper-status';
import { checkScores, lockTask, logEvent } from './record-score';
import { findBlock } from './setup.repository';
import { cropsOf } from './task-view';
import { totalOf } from '../../../shared/marking';

/** 问题卷: the marker flags the 评次 they hold with a reason instead of scoring it. */
export async function flagProblem(
  ctx: ServerContext,
  userId: string,
  taskId: string,
  body: { reason: string; note: string },
) {
  const head = await ctx.db
    .selectFrom('markingTasks')
    .select('blockId')
    .where('id', '=', taskId)
    .executeTakeFirst();
  if (!head) throw fail.notFound('该题不存在');
  const a = await blockAccess(ctx.db, userId, head.blockId);
  if (!a.marker && !a.leader) throw fail.forbidden();
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const task = await lockTask(trx, taskId);
    if (!task || task.markerId !== userId || task.status !== 'leased')
      throw fail.conflict('只能标记自己正在评阅的答卷');
    const item = await trx
      .selectFrom('markingItems')
      .select(['orgId', 'paperId'])
      .where('id', '=', task.itemId)
      .executeTakeFirstOrThrow();
    const at = nowIso(now);
    await trx
      .updateTable('markingTasks')
      .set({ status: 'problem', leaseUntil: null, updatedAt: at })
      .where('id', '=', taskId)
      .execute();
    await trx
      .insertInto('markingProblems')
      .values({
        id: newId(now),
        orgId: item.orgId,
        paperId: item.paperId,
        blockId: task.blockId,
        itemId: task.itemId,
        taskId,
        reason: body.reason,
        note: body.note.trim(),
        status: 'open',
        resolution: null,
        resolvedBy: null,
        resolvedAt: null,
        createdBy: userId,
        createdAt: at,
      })
      .execute();
    await logEvent(
      trx,
      {
        orgId: item.orgId,
        paperId: item.paperId,
        itemId: task.itemId,
        taskId,
        actorId: userId,
        action: 'problem',
        round: task.round,
        detail: body,
      },
      now,
    );
    await evaluateItem(trx, task.itemId, now);
    await refreshPaperStatus(trx, item.paperId, now);
  });
  paperChanged(a.paper.id);
  return null;
}

/** 问题卷 of a paper: all for its owner or administrators, their blocks' for 题组长. */
export async function listProblems(
  ctx: ServerContext,
  userId: string,
  paperId: string,
  status: 'open' | 'settled' | 'all',
): Promise<MarkingProblemView[]> {
  const { manager } = await paperRole(ctx.db, userId, paperId);
  let q = ctx.db
    .selectFrom('markingProblems')
    .innerJoin('markingBlocks', 'markingBlocks.id', 'markingProblems.blockId')
    .innerJoin('markingItems', 'markingItems.id', 'markingProblems.itemId')
    .innerJoin('users', 'users.id', 'markingProblems.createdBy')
    .select([
      'markingProblems.id',
      'markingProblems.itemId',
      'markingProblems.blockId',
      'markingBlocks.name as blockName',
      'markingBlocks.leaderId',
      'markingProblems.reason',
      'markingProblems.note',
      'markingProblems.status',
      'markingProblems.resolution',
      'users.displayName as createdBy',
      'markingProblems.createdAt',
      'markingItems.pages',
    ])
    .where('markingProblems.paperId', '=', paperId)
    .orderBy('markingProblems.createdAt');
  if (status !== 'all') q = q.where('markingProblems.status', '=', status);
  const rows = (await q.execute()).filter((r) => manager || r.leaderId === userId);
  if (!manager && !rows.length) {
    const leads = await ctx.db
      .selectFrom('markingBlocks')
      .select('id')
      .where('paperId', '=', paperId)
      .where('leaderId', '=', userId)
      .executeTakeFirst();
    if (!leads) throw fail.forbidden();
  }
  const out: MarkingProblemView[] = [];
  for (const r of rows) {
    const block = (await findBlock(ctx.db, r.blockId))!;
    out.push({
      id: r.id,
      itemId: r.itemId,
      blockId: r.blockId,
      blockName: r.blockName,
      reason: r.reason,
      note: r.note,
      status: r.status,
      resolution: r.resolution,
      createdBy: r.createdBy,
      createdAt: r.createdAt,
      crops: await cropsOf(ctx.db, r.itemId, r.pages),
      fields: block.fields,
      step: block.step,
    });
  }
  return out;
}

const RESOLUTION = { rescore: '已改判', return: '已退回重评', rescan: '待重新扫描' } as const;

/**
 * Settles a 问题卷 (owner, administrator or the block's 题组长): rescore (the settler gives the
 * score of that 评次), return it to the pool, or wait for a re-scan (the item is marked afresh once
 * the new page's crops are cut).
 */
export async function settleProblem(
  ctx: ServerContext,
  userId: string,
  problemId: string,
  body: { action: 'rescore' | 'return' | 'rescan'; scores?: number[] },
) {
  const p = await ctx.db
    .selectFrom('markingProblems')
    .selectAll()
    .where('id', '=', problemId)
    .executeTakeFirst();
  if (!p) throw fail.notFound('问题卷不存在');
  const a = await blockAccess(ctx.db, userId, p.blockId);
  if (!a.manager && !a.leader) throw fail.forbidden();
  if (p.status !== 'open') throw fail.conflict('该问题卷已处理');
  if (body.action === 'rescore') {
    if (!body.scores) throw fail.badRequest('请给出分数');
    checkScores(a.block, body.scores);
  }
  const now = ctx.now();
  const at = nowIso(now);
  await ctx.db.transaction().execute(async (trx) => {
    const task = await lockTask(trx, p.taskId);
    if (!task) throw fail.notFound('该题不存在');
    if (body.action === 'rescore')
      await trx
        .updateTable('markingTasks')
        .set({
          status: 'done',
          scores: JSON.stringify(body.scores),
          total: totalOf(body.scores!),
          submittedAt: at,
          via: 'settle',
          submitKey: `settle:${problemId}`,
          updatedAt: at,
        })
        .where('id', '=', task.id)
        .execute();
    else if (body.action === 'return')
      await trx
        .updateTable('markingTasks')
        .set({ status: 'open', markerId: null, leaseUntil: null, updatedAt: at })
        .where('id', '=', task.id)
        .execute();
    else {
      await trx
        .updateTable('markingTasks')
        .set({ status: 'cancelled', markerId: null, leaseUntil: null, updatedAt: at })
        .where('itemId', '=', task.itemId)
        .execute();
      await trx
        .updateTable('markingItems')
        .set({
          status: 'waiting',
          pages: '[]',
          finalScores: null,
          finalTotal: null,
          finalVia: null,
          finalAt: null,
          updatedAt: at,
        })
        .where('id', '=', task.itemId)
        .execute();
    }
    await trx
      .updateTable('markingProblems')
      .set({
        status: 'settled',
        resolution: RESOLUTION[body.action],
        resolvedBy: userId,
        resolvedAt: at,
      })
      .where('id', '=', problemId)
      .execute();
    await logEvent(
      trx,
      {
        orgId: p.orgId,
        paperId: p.paperId,
        itemId: p.itemId,
        taskId: p.taskId,
        actorId: userId,
        action: `settle:${body.action}`,
        round: task.round,
        score: body.scores ? totalOf(body.scores) : null,
        detail: body,
      },
      now,
    );
    if (body.action !== 'rescan') await evaluateItem(trx, task.itemId, now);
    await refreshPaperStatus(trx, p.paperId, now);
  });
  paperChanged(p.paperId);
  return null;
}
