import type { Annotation } from '../../../shared/api/marking';
import { arg, hot, hotFirst } from '../../db/hot-query';
import { scoreProblem, totalOf } from '../../../shared/marking';
import type { Db } from '../../db/connect';
import type { MarkingTaskTable } from '../../db/database';
import { fail } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { markingScores } from '../../lib/metrics';
import { decideItem, lockItem } from './item-decide';
import type { Block } from './setup.repository';
import { onPostgres } from '../../db/connect';

/** A score to record on a 评次. */
export interface ScoreInput {
  scores: number[];
  annotations: Annotation[];
  submitKey: string;
  seconds: number;
  /** How it was given: null one by one, 'group', 'blank', 'settle'. */
  via: string | null;
}

/** Refuses scores over full marks or off the step with the Chinese reason (400). */
export function checkScores(block: Block, scores: readonly number[]): void {
  const problem = scoreProblem(block.fields, block.step, scores);
  if (problem) throw fail.badRequest(problem);
}

/** Reads a task for writing, locking its row on PostgreSQL. */
export async function lockTask(db: Db, taskId: string): Promise<MarkingTaskTable | undefined> {
  return hotFirst(
    db,
    'lockTask',
    (db) => {
      const q = db.selectFrom('markingTasks').selectAll().where('id', '=', arg(0));
      return onPostgres(db) ? q.forUpdate() : q;
    },
    [taskId],
  );
}

/** Appends to the audit trail. */
export async function logEvent(
  db: Db,
  e: {
    orgId: string;
    paperId: string;
    itemId: string | null;
    taskId: string | null;
    actorId: string;
    action: string;
    round?: number | null;
    score?: number | null;
    previous?: number | null;
    detail?: unknown;
  },
  now: number,
): Promise<void> {
  const values = {
    id: newId(now),
    orgId: e.orgId,
    paperId: e.paperId,
    itemId: e.itemId,
    taskId: e.taskId,
    actorId: e.actorId,
    action: e.action,
    round: e.round ?? null,
    score: e.score ?? null,
    previous: e.previous ?? null,
    detail: JSON.stringify(e.detail ?? {}),
    at: nowIso(now),
  };
  const keys = Object.keys(values) as (keyof typeof values)[];
  await hot(
    db,
    'logEvent',
    (db) =>
      db
        .insertInto('markingEvents')
        .values(Object.fromEntries(keys.map((k, i) => [k, arg(i)])) as unknown as typeof values),
    keys.map((k) => values[k]),
  );
}

/** What recording a score did. */
export interface Recorded {
  duplicate: boolean;
  itemStatus: string;
  total: number;
}

/**
 * Records a marker's score on a 评次 they hold, inside the caller's transaction, and decides the
 * item again. The same submit key again counts once; a task taken over after its lease expired,
 * no longer needed, or already scored answers 409 and changes nothing.
 */
export async function recordScore(
  db: Db,
  block: Block,
  taskId: string,
  userId: string,
  input: ScoreInput,
  now: number,
): Promise<Recorded> {
  const task = await lockTask(db, taskId);
  if (!task || task.blockId !== block.id) throw fail.notFound('该题不存在');
  // The item is read (and locked on PostgreSQL) once, here, for the audit trail and deciding.
  const item = await lockItem(db, task.itemId);
  if (!item) throw fail.notFound('该题不存在');
  if (task.status === 'done') {
    if (task.submitKey === input.submitKey && task.markerId === userId)
      return { duplicate: true, itemStatus: item.status, total: Number(task.total) };
    throw fail.conflict('该题已提交，如需修改请在回评中修改');
  }
  if (task.status === 'cancelled')
    throw fail.conflict('该题已无需评阅（双评已一致或已另行处理），请继续下一题');
  if (task.status === 'problem') throw fail.conflict('该题已标记为问题卷，等待处理');
  if (task.markerId !== userId)
    throw fail.conflict('领取已超时，该题已由其他老师评阅，请继续下一题');
  const total = totalOf(input.scores);
  const at = nowIso(now);
  await hot(
    db,
    'recordScore',
    (db) =>
      db
        .updateTable('markingTasks')
        .set({
          status: 'done',
          scores: arg(0),
          total: arg<number>(1),
          annotations: arg(2),
          submitKey: arg(3),
          submittedAt: arg(4),
          seconds: arg<number>(5),
          via: arg(6),
          leaseUntil: null,
          updatedAt: arg(4),
        })
        .where('id', '=', arg(7)),
    [
      JSON.stringify(input.scores),
      total,
      input.annotations.length ? JSON.stringify(input.annotations) : null,
      input.submitKey,
      at,
      input.seconds,
      input.via,
      task.id,
    ],
  );
  await logEvent(
    db,
    {
      orgId: item.orgId,
      paperId: item.paperId,
      itemId: item.id,
      taskId: task.id,
      actorId: userId,
      action: input.via ? `score:${input.via}` : 'score',
      round: task.round,
      score: total,
      detail: { scores: input.scores },
    },
    now,
  );
  const after = await decideItem(db, item, now);
  markingScores.inc({ via: input.via ?? 'marker' });
  return { duplicate: false, itemStatus: after.status, total };
}
