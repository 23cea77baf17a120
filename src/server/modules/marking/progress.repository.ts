import { sql } from 'kysely';
import type { BlockProgress } from '../../../shared/api/marking';
import type { Db } from '../../db/connect';

/** Progress of a block with nothing yet. */
export const emptyProgress = (): BlockProgress => ({
  total: 0,
  done: 0,
  double: 0,
  arbitration: 0,
  leader: 0,
  problems: 0,
  blanks: 0,
  waiting: 0,
});

/** Progress of every block of a paper: items by status, 双评 items, open 仲裁 and 题组长 rulings. */
export async function blockProgress(db: Db, paperId: string): Promise<Map<string, BlockProgress>> {
  const out = new Map<string, BlockProgress>();
  const get = (id: string) => out.get(id) ?? (out.set(id, emptyProgress()), out.get(id)!);
  const items = await db
    .selectFrom('markingItems')
    .innerJoin('markingBlocks', 'markingBlocks.id', 'markingItems.blockId')
    .select([
      'markingItems.blockId',
      'markingItems.status',
      'markingItems.blank',
      'markingBlocks.mode',
      sql<number>`count(*)`.as('n'),
    ])
    .where('markingItems.paperId', '=', paperId)
    .groupBy([
      'markingItems.blockId',
      'markingItems.status',
      'markingItems.blank',
      'markingBlocks.mode',
    ])
    .execute();
  for (const r of items) {
    const p = get(r.blockId);
    const n = Number(r.n);
    if (r.status === 'absent' || r.status === 'withdrawn') continue;
    p.total += n;
    if (r.status === 'final') p.done += n;
    if (r.status === 'waiting') p.waiting += n;
    if (r.status === 'problem') p.problems += n;
    if (r.mode === 'double') p.double += n;
    if (r.blank === 1 && r.status === 'open') p.blanks += n;
  }
  const rounds = await db
    .selectFrom('markingTasks')
    .innerJoin('markingItems', 'markingItems.id', 'markingTasks.itemId')
    .select(['markingTasks.blockId', 'markingTasks.round', sql<number>`count(*)`.as('n')])
    .where('markingItems.paperId', '=', paperId)
    .where('markingTasks.round', '>=', 3)
    .where('markingTasks.status', 'in', ['open', 'leased'])
    .groupBy(['markingTasks.blockId', 'markingTasks.round'])
    .execute();
  for (const r of rounds) {
    const p = get(r.blockId);
    if (r.round === 3) p.arbitration += Number(r.n);
    else p.leader += Number(r.n);
  }
  return out;
}

/** How many 评次 a user has scored per block of a paper. */
export async function markedBy(
  db: Db,
  paperId: string,
  userId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('markingTasks')
    .innerJoin('markingBlocks', 'markingBlocks.id', 'markingTasks.blockId')
    .select(['markingTasks.blockId', sql<number>`count(*)`.as('n')])
    .where('markingBlocks.paperId', '=', paperId)
    .where('markingTasks.markerId', '=', userId)
    .where('markingTasks.status', '=', 'done')
    .groupBy('markingTasks.blockId')
    .execute();
  return new Map(rows.map((r) => [r.blockId, Number(r.n)]));
}
