import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { paperRole } from './marking-access';
import { blockProgress } from './progress.repository';
import { loadSetup } from './setup.repository';

/** Counts of totals in ten bands of the block's full marks (the last band holds full marks). */
const histogram = (totals: number[], full: number): number[] => {
  const bins = Array.from({ length: 10 }, () => 0);
  for (const t of totals) bins[Math.min(9, Math.floor((t / (full || 1)) * 10))]!++;
  return bins;
};

const mean = (xs: number[]) =>
  xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 100) / 100 : null;

/**
 * 质量监控 board of a paper: per block its progress, and per marker the 评次 scored, average seconds
 * per item, average score and score distribution beside the block's (for owners, administrators and
 * each block's 题组长: a leader sees only their blocks).
 */
export async function paperBoard(ctx: ServerContext, userId: string, paperId: string) {
  const { paper, manager } = await paperRole(ctx.db, userId, paperId);
  const versions = await ctx.db
    .selectFrom('markingSetups')
    .select('paperVersion')
    .where('paperId', '=', paperId)
    .execute();
  const progress = await blockProgress(ctx.db, paperId);
  const blocks = [];
  for (const v of versions) {
    const found = await loadSetup(ctx.db, paperId, v.paperVersion);
    for (const b of found?.blocks ?? []) {
      if (!manager && b.leaderId !== userId) continue;
      const rows = await ctx.db
        .selectFrom('markingTasks')
        .leftJoin('users', 'users.id', 'markingTasks.markerId')
        .select([
          'markingTasks.markerId',
          'users.displayName',
          'markingTasks.total',
          'markingTasks.seconds',
          'markingTasks.via',
        ])
        .where('markingTasks.blockId', '=', b.id)
        .where('markingTasks.status', '=', 'done')
        .execute();
      const all = rows.map((r) => Number(r.total));
      const byMarker = new Map<string, typeof rows>();
      for (const r of rows)
        if (r.markerId) byMarker.set(r.markerId, [...(byMarker.get(r.markerId) ?? []), r]);
      blocks.push({
        blockId: b.id,
        name: b.name,
        full: b.full,
        mode: b.mode,
        progress: progress.get(b.id) ?? null,
        average: mean(all),
        distribution: histogram(all, b.full),
        markers: [...byMarker].map(([markerId, mine]) => {
          const timed = mine
            .filter((r) => !r.via && r.seconds !== null)
            .map((r) => Number(r.seconds));
          const totals = mine.map((r) => Number(r.total));
          return {
            userId: markerId,
            name: mine[0]!.displayName ?? '',
            count: mine.length,
            averageSeconds: mean(timed),
            average: mean(totals),
            distribution: histogram(totals, b.full),
          };
        }),
      });
    }
  }
  if (!manager && !blocks.length) throw fail.forbidden();
  return { paperId, title: paper.title, status: paper.status, blocks };
}

/** The full history of an item (owner or administrator): who, when, what score, previous score. */
export async function itemHistory(ctx: ServerContext, userId: string, itemId: string) {
  const item = await ctx.db
    .selectFrom('markingItems')
    .select(['paperId'])
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (!item) throw fail.notFound('答卷不存在');
  const { manager } = await paperRole(ctx.db, userId, item.paperId);
  if (!manager) throw fail.forbidden();
  const rows = await ctx.db
    .selectFrom('markingEvents')
    .leftJoin('users', 'users.id', 'markingEvents.actorId')
    .select([
      'markingEvents.at',
      'markingEvents.action',
      'markingEvents.round',
      'markingEvents.score',
      'markingEvents.previous',
      'markingEvents.detail',
      'users.displayName',
    ])
    .where('markingEvents.itemId', '=', itemId)
    .orderBy('markingEvents.at')
    .orderBy('markingEvents.id')
    .execute();
  return rows.map((r) => ({
    at: r.at,
    actor: r.displayName ?? '',
    action: r.action,
    round: r.round,
    score: r.score === null ? null : Number(r.score),
    previous: r.previous === null ? null : Number(r.previous),
    detail: JSON.parse(r.detail) as unknown,
  }));
}
