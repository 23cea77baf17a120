import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { nowIso } from '../../lib/ids';
import { refreshStudentScores } from './scores.repository';

/**
 * The students' scores read model (student_scores, student_totals) follows final scores a moment
 * later instead of inside every submit: a final score marks its student dirty, and the dirty
 * students are refreshed together ~200 ms later (one refresh per student however many of their
 * items became final meanwhile). Every API request other than the marking hot path settles the
 * pending refreshes first (settleBeforeRead), so anything read over the API right after the last
 * score already shows it. On PostgreSQL the refresh reads the student's items FOR SHARE, so it
 * waits for a submit that has not yet committed; on SQLite one connection runs one transaction at
 * a time. A crash loses at most the pending set: recoverScores refreshes, at start, every student
 * whose items changed after their totals.
 */
/** Pending students (paper, student) with the time of their latest change. */
const dirty = new Map<string, number>();
let timer: NodeJS.Timeout | null = null;
let running: Promise<void> | null = null;
let root: Db | null = null;
let sweeper: NodeJS.Timeout | null = null;

/** How long final scores gather before their students are refreshed. */
const DELAY_MS = 200;
/** Students refreshed in one transaction (keeps each hold on the SQLite writer short). */
const CHUNK = 4;

const keyOf = (paperId: string, studentId: string) => `${paperId}\u0000${studentId}`;

/** Marks a student's scores for refresh (after one of their items became final or stopped being so). */
export function scoresChanged(paperId: string, studentId: string, now: number): void {
  dirty.set(keyOf(paperId, studentId), now);
  schedule();
}

function schedule(): void {
  if (timer || !root) return;
  const db = root;
  timer = setTimeout(() => {
    timer = null;
    // A failed refresh keeps its students pending: try again shortly.
    void settleScores(db).catch(schedule);
  }, DELAY_MS);
  timer.unref();
}

/** Whether refreshes are pending. */
export const scoresPending = (): boolean => dirty.size > 0 || running !== null;

/** Refreshes every pending student now (waits for a refresh already running, then takes the rest). */
export async function settleScores(db: Db): Promise<void> {
  while (running || dirty.size) {
    if (running) {
      await running.catch(() => undefined);
      continue;
    }
    const keys = [...dirty.entries()];
    dirty.clear();
    running = refreshAll(db, keys).finally(() => {
      running = null;
    });
    await running;
  }
}

async function refreshAll(db: Db, keys: [string, number][]): Promise<void> {
  for (let i = 0; i < keys.length; i += CHUNK) {
    const chunk = keys.slice(i, i + CHUNK);
    try {
      await db.transaction().execute(async (trx) => {
        for (const [k, now] of chunk) {
          const [paperId, studentId] = k.split('\u0000') as [string, string];
          await refreshStudentScores(trx, paperId, studentId, now, true);
        }
      });
    } catch (e) {
      // Try again with the next round; the sources of truth are intact.
      for (const [k, now] of keys.slice(i)) if (!dirty.has(k)) dirty.set(k, now);
      throw e;
    }
    // Let requests waiting on the connection go first: their next queries ask for it in callbacks
    // that run before this, so a refresh never holds a marker's hand-out behind several chunks.
    if (i + CHUNK < keys.length) await new Promise((r) => setImmediate(r));
  }
}

/** How often each API instance sweeps for refreshes another instance left (several instances only). */
const SWEEP_MS = 60_000;
/** How far back a sweep looks (a sweep reads recent items only; a start recovers every one). */
const SWEEP_WINDOW_MS = 10 * 60_000;

/**
 * Starts background refreshes on this database (the server's runtime) and recovers a crash's.
 * With `sweep` (several API instances share the database) it also sweeps every minute: an
 * instance killed between a final score and its refresh leaves that student to the others.
 */
export async function startScoreRefresh(db: Db, opts: { sweep?: boolean } = {}): Promise<void> {
  root = db;
  await recoverScores(db);
  if (opts.sweep && !sweeper) {
    sweeper = setInterval(() => void sweepScores(db, Date.now()).catch(() => undefined), SWEEP_MS);
    sweeper.unref();
  }
}

/** Refreshes the students whose items changed in the last minutes after their totals. */
export const sweepScores = (db: Db, now: number): Promise<void> =>
  recoverScores(db, nowIso(now - SWEEP_WINDOW_MS));

/** Stops background refreshes, finishing the pending ones. */
export async function stopScoreRefresh(db: Db): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  if (sweeper) clearInterval(sweeper);
  sweeper = null;
  await settleScores(db).catch(() => undefined);
  if (root === db) root = null;
}

/**
 * Refreshes the students whose marking items changed after their totals (a crash lost the pending
 * set); `since` (ISO) limits it to items changed since then (read through their updated_at index).
 */
export async function recoverScores(db: Db, since?: string): Promise<void> {
  let q = db
    .selectFrom('markingItems as i')
    .leftJoin('studentTotals as t', (j) =>
      j.onRef('t.paperId', '=', 'i.paperId').onRef('t.studentId', '=', 'i.studentId'),
    )
    .select(['i.paperId', 'i.studentId', sql<string>`max(i.updated_at)`.as('at')])
    .where('i.status', '!=', 'waiting')
    .where(sql<boolean>`i.updated_at > coalesce(t.updated_at, '')`)
    .groupBy(['i.paperId', 'i.studentId']);
  if (since) q = q.where('i.updatedAt', '>=', since);
  const rows = await q.execute();
  for (const r of rows) dirty.set(keyOf(r.paperId, r.studentId), Date.parse(r.at));
  await settleScores(db);
}

/** The marking hot path (hand-out, submit, crops): it never reads the scores read model. */
const HOT =
  /^\/api\/teacher\/marking\/(blocks\/[^/]+\/next|tasks\/[^/]+\/(submit|renew)|items\/[^/]+\/crops\/)/;

/**
 * An onRequest hook for the API: settles pending score refreshes before any request except the
 * marking hot path, so reports, exports and boards read totals that include the last score.
 */
export const settleBeforeRead =
  (db: Db) =>
  async (req: { url: string; log: { error: (o: unknown, m: string) => void } }): Promise<void> => {
    if (!scoresPending() || HOT.test(req.url)) return;
    // A failing refresh stays pending (retried); the request still answers.
    await settleScores(db).catch((e: unknown) => req.log.error(e, 'score refresh failed'));
  };
