import type { Db } from '../../db/connect';
import { arg, hot, hotFirst } from '../../db/hot-query';
import type { MarkingItemTable } from '../../db/database';
import { nowIso } from '../../lib/ids';
import { totalOf } from '../../../shared/marking';
import { decide, type Decision } from './decide';
import { refreshPaperStatus } from './paper-status';
import { scoresChanged } from './score-refresh';
import { findBlock } from './setup.repository';
import { onPostgres } from '../../db/connect';
import { openTasks } from './task.repository';

/** Reads an item for deciding, locking its row on PostgreSQL so two submits of one item decide in turn. */
export async function lockItem(db: Db, itemId: string): Promise<MarkingItemTable | undefined> {
  return hotFirst(
    db,
    'lockItem',
    (db) => {
      const q = db.selectFrom('markingItems').selectAll().where('id', '=', arg(0));
      return onPostgres(db) ? q.forUpdate() : q;
    },
    [itemId],
  );
}

/**
 * Decides an item again from its 评次 (after a submit, a 回评 change, a settled 问题卷): final
 * (scores written, 评次 no longer needed cancelled, the paper's status refreshed, the student's
 * scores a moment later: score-refresh.ts) or waiting for the rounds the rules ask for (made
 * when missing). Runs inside the caller's transaction.
 */
export async function evaluateItem(db: Db, itemId: string, now: number): Promise<Decision | null> {
  const item = await lockItem(db, itemId);
  return item ? (await decideItem(db, item, now)).decision : null;
}

/** What deciding an item did: the decision (null when not decided) and the item's status after. */
export interface Decided {
  decision: Decision | null;
  status: string;
}

/** evaluateItem on an item row the caller already read with lockItem in this transaction. */
export async function decideItem(db: Db, item: MarkingItemTable, now: number): Promise<Decided> {
  const itemId = item.id;
  if (item.status === 'absent' || item.status === 'waiting' || item.status === 'withdrawn')
    return { decision: null, status: item.status };
  const block = await findBlock(db, item.blockId);
  if (!block) return { decision: null, status: item.status };
  const { rows: tasks } = await hot(
    db,
    'itemTasks',
    (db) => db.selectFrom('markingTasks').selectAll().where('itemId', '=', arg(0)),
    [itemId],
  );
  const at = nowIso(now);
  const wasFinal = item.status === 'final';
  if (tasks.some((t) => t.status === 'problem')) {
    if (item.status !== 'problem')
      await db
        .updateTable('markingItems')
        .set({ status: 'problem', updatedAt: at })
        .where('id', '=', itemId)
        .execute();
    if (wasFinal) await afterFinalChange(db, item, now);
    return { decision: null, status: 'problem' };
  }
  const done = tasks
    .filter((t) => t.status === 'done' && t.scores)
    .map((t) => ({ round: t.round, scores: JSON.parse(t.scores!) as number[] }));
  const decision = decide(block, done);
  if (decision.kind === 'final') {
    const scores = JSON.stringify(decision.scores);
    const total = totalOf(decision.scores);
    const changed = !wasFinal || item.finalScores !== scores || item.finalVia !== decision.via;
    if (changed)
      await hot(
        db,
        'itemFinal',
        (db) =>
          db
            .updateTable('markingItems')
            .set({
              status: 'final',
              finalScores: arg(0),
              finalTotal: arg<number>(1),
              finalVia: arg(2),
              finalAt: arg(3),
              updatedAt: arg(3),
            })
            .where('id', '=', arg(4)),
        [scores, total, decision.via, at, itemId],
      );
    const used = [...new Set(done.map((d) => d.round)), 0];
    await hot(
      db,
      `cancelRest:${used.length}`,
      (db) =>
        db
          .updateTable('markingTasks')
          .set({ status: 'cancelled', markerId: null, leaseUntil: null, updatedAt: arg(0) })
          .where('itemId', '=', arg(1))
          .where('status', 'in', ['open', 'leased'])
          .where(
            'round',
            'not in',
            used.map((_, i) => arg<number>(2 + i)),
          ),
      [at, itemId, ...used],
    );
    if (changed) await afterFinalChange(db, item, now);
    return { decision, status: 'final' };
  }
  await openTasks(db, item, decision.rounds, now);
  if (item.status !== 'open')
    await db
      .updateTable('markingItems')
      .set({
        status: 'open',
        finalScores: null,
        finalTotal: null,
        finalVia: null,
        finalAt: null,
        updatedAt: at,
      })
      .where('id', '=', itemId)
      .execute();
  if (wasFinal) await afterFinalChange(db, item, now);
  return { decision, status: 'open' };
}

async function afterFinalChange(db: Db, item: { paperId: string; studentId: string }, now: number) {
  scoresChanged(item.paperId, item.studentId, now);
  await refreshPaperStatus(db, item.paperId, now);
}
