import type { Db } from '../../db/connect';
import { nowIso } from '../../lib/ids';
import { totalOf } from '../../../shared/marking';
import { decide, type Decision } from './decide';
import { refreshPaperStatus } from './paper-status';
import { refreshStudentScores } from './scores.repository';
import { findBlock } from './setup.repository';
import { onPostgres } from '../../db/connect';
import { openTasks } from './task.repository';

/** Reads an item for deciding, locking its row on PostgreSQL so two submits of one item decide in turn. */
async function lockItem(db: Db, itemId: string) {
  let q = db.selectFrom('markingItems').selectAll().where('id', '=', itemId);
  if (onPostgres(db)) q = q.forUpdate();
  return q.executeTakeFirst();
}

/**
 * Decides an item again from its 评次 (after a submit, a 回评 change, a settled 问题卷): final
 * (scores written, 评次 no longer needed cancelled, the student's scores and the paper's status
 * refreshed) or waiting for the rounds the rules ask for (made when missing). Runs inside the
 * caller's transaction.
 */
export async function evaluateItem(db: Db, itemId: string, now: number): Promise<Decision | null> {
  const item = await lockItem(db, itemId);
  if (!item || item.status === 'absent' || item.status === 'waiting' || item.status === 'withdrawn')
    return null;
  const block = await findBlock(db, item.blockId);
  if (!block) return null;
  const tasks = await db
    .selectFrom('markingTasks')
    .selectAll()
    .where('itemId', '=', itemId)
    .execute();
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
    return null;
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
      await db
        .updateTable('markingItems')
        .set({
          status: 'final',
          finalScores: scores,
          finalTotal: total,
          finalVia: decision.via,
          finalAt: at,
          updatedAt: at,
        })
        .where('id', '=', itemId)
        .execute();
    const used = new Set(done.map((d) => d.round));
    await db
      .updateTable('markingTasks')
      .set({ status: 'cancelled', markerId: null, leaseUntil: null, updatedAt: at })
      .where('itemId', '=', itemId)
      .where('status', 'in', ['open', 'leased'])
      .where('round', 'not in', [...used, 0])
      .execute();
    if (changed) await afterFinalChange(db, item, now);
    return decision;
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
  return decision;
}

async function afterFinalChange(db: Db, item: { paperId: string; studentId: string }, now: number) {
  await refreshStudentScores(db, item.paperId, item.studentId, now);
  await refreshPaperStatus(db, item.paperId, now);
}
