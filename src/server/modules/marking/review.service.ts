import type { ReviewRow, SubmitBody } from '../../../shared/api/marking';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { nowIso } from '../../lib/ids';
import { totalOf } from '../../../shared/marking';
import { evaluateItem } from './item-decide';
import { blockAccess, requireMarker } from './marking-access';
import { paperChanged } from './marking-signals';
import { checkScores, lockTask, logEvent } from './record-score';
import { cropUrl } from './task-view';

/** 回评: the 评次 I scored in a block, newest first, with my score and a thumbnail. */
export async function reviewList(
  ctx: ServerContext,
  userId: string,
  blockId: string,
  page: number,
  pageSize: number,
): Promise<{ total: number; list: ReviewRow[] }> {
  await requireMarker(ctx.db, userId, blockId).catch(async (e: unknown) => {
    if (!(await blockAccess(ctx.db, userId, blockId)).leader) throw e;
  });
  const base = ctx.db
    .selectFrom('markingTasks')
    .where('markingTasks.blockId', '=', blockId)
    .where('markingTasks.markerId', '=', userId)
    .where('markingTasks.status', '=', 'done');
  const total = Number(
    (await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
  );
  const rows = await base
    .innerJoin('markingItems', 'markingItems.id', 'markingTasks.itemId')
    .select([
      'markingTasks.id',
      'markingTasks.itemId',
      'markingTasks.round',
      'markingTasks.scores',
      'markingTasks.total',
      'markingTasks.submittedAt',
      'markingTasks.via',
      'markingItems.pages',
    ])
    .orderBy('markingTasks.submittedAt', 'desc')
    .orderBy('markingTasks.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    total,
    list: rows.map((r) => ({
      taskId: r.id,
      itemId: r.itemId,
      round: r.round,
      scores: JSON.parse(r.scores!) as number[],
      total: Number(r.total),
      submittedAt: r.submittedAt!,
      via: r.via,
      thumb: r.pages !== '[]' ? { url: cropUrl(r.itemId, 0), width: 0, height: 0 } : null,
    })),
  };
}

/**
 * 回评: changes my score of a 评次 while the block is open; the item is decided again (under 双评
 * the changed score is compared again, which may call for 仲裁 or settle one). Audited with the
 * previous score; the same submit key again counts once.
 */
export async function changeScore(
  ctx: ServerContext,
  userId: string,
  taskId: string,
  body: SubmitBody,
) {
  const head = await ctx.db
    .selectFrom('markingTasks')
    .select('blockId')
    .where('id', '=', taskId)
    .executeTakeFirst();
  if (!head) throw fail.notFound('该题不存在');
  const a = await blockAccess(ctx.db, userId, head.blockId);
  if (a.block.closedAt) throw fail.conflict('本题块已结束阅卷，不能再修改');
  checkScores(a.block, body.scores);
  const now = ctx.now();
  const out = await ctx.db.transaction().execute(async (trx) => {
    const task = await lockTask(trx, taskId);
    if (!task || task.markerId !== userId || task.status !== 'done')
      throw fail.forbidden('只能修改自己已提交的评分');
    const total = totalOf(body.scores);
    if (task.submitKey === body.submitKey) return { duplicate: true, total };
    const item = await trx
      .selectFrom('markingItems')
      .select(['orgId', 'paperId'])
      .where('id', '=', task.itemId)
      .executeTakeFirstOrThrow();
    const at = nowIso(now);
    await trx
      .updateTable('markingTasks')
      .set({
        scores: JSON.stringify(body.scores),
        total,
        annotations: body.annotations.length ? JSON.stringify(body.annotations) : null,
        submitKey: body.submitKey,
        submittedAt: at,
        updatedAt: at,
      })
      .where('id', '=', taskId)
      .execute();
    await logEvent(
      trx,
      {
        orgId: item.orgId,
        paperId: item.paperId,
        itemId: task.itemId,
        taskId,
        actorId: userId,
        action: 'rescore',
        round: task.round,
        score: total,
        previous: task.total === null ? null : Number(task.total),
        detail: { scores: body.scores, previous: task.scores ? JSON.parse(task.scores) : null },
      },
      now,
    );
    await evaluateItem(trx, task.itemId, now);
    return { duplicate: false, total };
  });
  const item = await ctx.db
    .selectFrom('markingItems')
    .innerJoin('markingTasks', 'markingTasks.itemId', 'markingItems.id')
    .select('markingItems.status')
    .where('markingTasks.id', '=', taskId)
    .executeTakeFirstOrThrow();
  paperChanged(a.paper.id);
  return { ...out, itemStatus: item.status };
}

/** 优秀答卷 / 典型错误: marks an item as an example for 讲评 (null clears it). */
export async function markExample(
  ctx: ServerContext,
  userId: string,
  itemId: string,
  kind: '优秀答卷' | '典型错误' | null,
  note: string,
) {
  const item = await ctx.db
    .selectFrom('markingItems')
    .select(['blockId', 'orgId', 'paperId', 'example'])
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (!item) throw fail.notFound('答卷不存在');
  const a = await blockAccess(ctx.db, userId, item.blockId);
  if (!a.marker && !a.leader && !a.manager) throw fail.forbidden();
  const now = ctx.now();
  await ctx.db
    .updateTable('markingItems')
    .set({ example: kind, exampleNote: kind ? note : null, updatedAt: nowIso(now) })
    .where('id', '=', itemId)
    .execute();
  await logEvent(
    ctx.db,
    {
      orgId: item.orgId,
      paperId: item.paperId,
      itemId,
      taskId: null,
      actorId: userId,
      action: 'example',
      detail: { kind, note, previous: item.example },
    },
    now,
  );
  return null;
}
