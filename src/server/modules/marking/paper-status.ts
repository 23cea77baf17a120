import { sql, type ExpressionBuilder } from 'kysely';
import { arg, hot, hotFirst } from '../../db/hot-query';
import type { Database } from '../../db/database';
import type { Db } from '../../db/connect';
import { nowIso } from '../../lib/ids';
import { openWork } from '../scan/results.repository';

const count = async (q: { executeTakeFirstOrThrow: () => Promise<{ n: unknown }> }) =>
  Number((await q.executeTakeFirstOrThrow()).n);

/**
 * The paper's status from its marking: 批改中 once marking has begun, 已完成 when every item is
 * final, no 问题卷 or scan problem is open and no page waits; back to 批改中 when that stops holding.
 */
export async function refreshPaperStatus(db: Db, paperId: string, now: number): Promise<void> {
  // Whether any item still needs marking: an index seek per status (a count over every item of
  // the paper cost 2.8 ms on each final score of a 3,600-item exam).
  const unfinished = await hotFirst(
    db,
    'paperUnfinished',
    (db) =>
      db
        .selectFrom('markingItems')
        .select('id')
        .where('paperId', '=', arg(0))
        .where('status', 'in', ['waiting', 'open', 'problem'])
        .limit(1),
    [paperId],
  );
  const started = (eb: ExpressionBuilder<Database, 'papers'>) =>
    eb.exists(
      eb
        .selectFrom('markingSetups')
        .select('markingSetups.id')
        .whereRef('markingSetups.paperId', '=', 'papers.id')
        .where('markingSetups.startedAt', 'is not', null),
    );
  if (unfinished) {
    // The common case on every final score: one conditional write, a no-op while 批改中.
    await hot(
      db,
      'paperMarking',
      (db) =>
        db
          .updateTable('papers')
          .set({ status: '批改中', updatedAt: arg(0) })
          .where('id', '=', arg(1))
          .where('status', '!=', '批改中')
          .where(started),
      [nowIso(now), paperId],
    );
    return;
  }
  const paper = await db
    .selectFrom('papers')
    .select('status')
    .where('id', '=', paperId)
    .where(started)
    .executeTakeFirst();
  if (!paper) return;
  const n = sql<number>`count(*)`.as('n');
  const problems = await count(
    db
      .selectFrom('markingProblems')
      .select(n)
      .where('paperId', '=', paperId)
      .where('status', '=', 'open'),
  );
  // Scan work still open: the paper's batches, and its own pages in practice batches (错题重练).
  const work = await openWork(db, paperId);
  const waiting = work.pendingPages + work.openProblems;
  const status = problems + waiting === 0 ? '已完成' : '批改中';
  if (status !== paper.status)
    await db
      .updateTable('papers')
      .set({ status, updatedAt: nowIso(now) })
      .where('id', '=', paperId)
      .execute();
}
