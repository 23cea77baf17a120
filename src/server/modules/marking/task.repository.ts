import { sql } from 'kysely';
import { onPostgres, type Db } from '../../db/connect';
import type { MarkingTaskTable } from '../../db/database';
import { newId, nowIso } from '../../lib/ids';
import { arg, hot, hotFirst } from '../../db/hot-query';

/** How long a taken 评次 stays with its marker without a renewal. */
export const LEASE_MS = 10 * 60_000;

/** True on PostgreSQL (row locks and SKIP LOCKED), false on SQLite (one writer at a time). */

/** Makes (or reopens, when cancelled) the 评次 tasks of an item. */
export async function openTasks(
  db: Db,
  item: { id: string; blockId: string; classId: string },
  rounds: readonly number[],
  now: number,
): Promise<void> {
  const at = nowIso(now);
  for (const round of rounds) {
    await db
      .insertInto('markingTasks')
      .values({
        id: newId(now),
        itemId: item.id,
        blockId: item.blockId,
        classId: item.classId,
        round,
        status: 'open',
        markerId: null,
        leaseUntil: null,
        takenAt: null,
        scores: null,
        total: null,
        annotations: null,
        submitKey: null,
        submittedAt: null,
        seconds: null,
        via: null,
        updatedAt: at,
      })
      .onConflict((oc) => oc.columns(['itemId', 'round']).doNothing())
      .execute();
    await db
      .updateTable('markingTasks')
      .set({ status: 'open', markerId: null, leaseUntil: null, updatedAt: at })
      .where('itemId', '=', item.id)
      .where('round', '=', round)
      .where('status', '=', 'cancelled')
      .execute();
  }
}

/** What a claim looks for. */
export interface ClaimScope {
  blockId: string;
  userId: string;
  rounds: readonly number[];
  /** Only items of these classes (marking by class); null for all. */
  classIds: string[] | null;
  /** Tasks the client already holds (not handed out again). */
  holding: readonly string[];
  now: number;
  /** Blind rule: not an item of which the marker holds another 评次 (off for 题组长 rulings). */
  blind: boolean;
  /** Only this item (scoring an answer group). */
  itemId?: string;
}

/** 仲裁 first (it holds an item back), then 一评 before 二评; the 题组长's rulings alone. */
const ROUND_ORDER = [3, 1, 2, 4];

/**
 * Takes one 评次 atomically in the database: first a task whose lease expired, then an open one,
 * round by round in ROUND_ORDER and item by item, never of an item the marker holds another 评次
 * of (blind rule). Each probe walks the (block, status, round, item) index and stops at the first
 * row that fits: on PostgreSQL one conditional UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP
 * LOCKED LIMIT 1), so concurrent markers skip each other's rows; on SQLite (one writer) a read,
 * then a write that checks the status again. The partial unique index (item, marker) backs the
 * blind rule.
 */
export async function claimTask(db: Db, s: ClaimScope): Promise<MarkingTaskTable | null> {
  const at = nowIso(s.now);
  const rounds = ROUND_ORDER.filter((r) => s.rounds.includes(r));
  const probes: { status: 'open' | 'leased'; rounds: number[] }[] = [
    ...((await mayHaveExpired(db, s.blockId, s.now))
      ? [{ status: 'leased' as const, rounds }]
      : []),
    ...rounds.map((r) => ({ status: 'open' as const, rounds: [r] })),
  ];
  for (const probe of probes) {
    for (let attempt = 0; attempt < 8; attempt++) {
      try {
        const row = await takeFirst(db, s, probe.status, probe.rounds, at);
        if (row === 'again') continue;
        if (row !== undefined) return row;
        break;
      } catch (e) {
        // Two takes of one marker raced for two 评次 of the same item: the index refused one.
        if (!isUniqueViolation(e)) throw e;
      }
    }
  }
  return null;
}

/** Per block: no lease of it can have expired before this time (ms). */
const noExpiryBefore = new Map<string, number>();

/**
 * Whether a lease of the block may have expired by `now`. Every lease runs LEASE_MS from when it
 * was taken or renewed, so after seeing the earliest expiry T of the leases held (or none), none
 * expires before min(T, now + LEASE_MS): until then the expired-lease probe (the dearest query of
 * a hand-out) is skipped.
 */
async function mayHaveExpired(db: Db, blockId: string, now: number): Promise<boolean> {
  const until = noExpiryBefore.get(blockId);
  if (until !== undefined && now < until) return false;
  const row = await db
    .selectFrom('markingTasks')
    .select(sql<string | null>`min(lease_until)`.as('first'))
    .where('blockId', '=', blockId)
    .where('status', '=', 'leased')
    .executeTakeFirst();
  const first = row?.first ? Date.parse(row.first) : Infinity;
  if (noExpiryBefore.size > 10_000) noExpiryBefore.clear();
  noExpiryBefore.set(blockId, Math.min(first, now + LEASE_MS));
  return first <= now;
}

/**
 * One probe: the first fitting task of these rounds with this status (leased: expired only). Its
 * queries run as hot queries (built once per shape): see db/hot-query.ts.
 */
async function takeFirst(
  db: Db,
  s: ClaimScope,
  status: 'open' | 'leased',
  rounds: number[],
  at: string,
): Promise<MarkingTaskTable | undefined | 'again'> {
  const classIds = s.classIds ? (s.classIds.length ? s.classIds : ['']) : [];
  const args: unknown[] = [s.blockId, status, at, s.userId, s.itemId ?? '', ...rounds];
  const C = args.push(...classIds) - classIds.length;
  const H = args.push(...s.holding) - s.holding.length;
  const shape = `claim:${status}:${rounds.length}:${s.blind}:${s.classIds ? classIds.length : -1}:${s.holding.length}:${!!s.itemId}`;
  const pickOf = (db: Db) => {
    const list = (from: number, n: number) => Array.from({ length: n }, (_, i) => arg(from + i));
    let pick = db
      .selectFrom('markingTasks as t')
      .select('t.id')
      .where('t.blockId', '=', arg(0))
      .where('t.status', '=', arg<'open'>(1))
      .where('t.round', 'in', list(5, rounds.length) as unknown as number[])
      .orderBy('t.itemId')
      .limit(1);
    if (status === 'leased') pick = pick.where('t.leaseUntil', '<', arg(2));
    if (s.blind)
      pick = pick.where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('markingTasks as s')
              .select('s.id')
              .whereRef('s.itemId', '=', 't.itemId')
              .where('s.markerId', '=', arg(3))
              .where('s.round', '<', 4),
          ),
        ),
      );
    if (s.classIds) pick = pick.where('t.classId', 'in', list(C, classIds.length));
    if (s.holding.length) pick = pick.where('t.id', 'not in', list(H, s.holding.length));
    if (s.itemId) pick = pick.where('t.itemId', '=', arg(4));
    return pick;
  };
  const pg = onPostgres(db);
  // SQLite: look first (a read), write only when a row fits; an UPDATE that matched nothing still
  // opened a write transaction on every empty probe. The write checks the status again.
  const found = pg ? undefined : await hotFirst(db, shape, pickOf, args);
  if (!pg && !found) return undefined;
  const U = args.push(found?.id ?? '', nowIso(s.now + LEASE_MS)) - 2;
  const row = await hotFirst(
    db,
    `${shape}:take`,
    (db) => {
      let update = db
        .updateTable('markingTasks')
        .set({
          status: 'leased',
          markerId: arg(3),
          leaseUntil: arg(U + 1),
          takenAt: arg(2),
          updatedAt: arg(2),
        })
        .where('id', '=', pg ? pickOf(db).forUpdate().skipLocked() : arg(U))
        .where('status', '=', arg<'open'>(1));
      if (status === 'leased') update = update.where('leaseUntil', '<', arg(2));
      return update.returningAll();
    },
    args,
  );
  if (row) return row;
  // On PostgreSQL SKIP LOCKED found nothing free: the probe is empty. On SQLite another take got
  // the row between look and write: look again.
  return pg ? undefined : 'again';
}

const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; message?: string };
  return err.code === '23505' || /UNIQUE constraint failed/.test(err.message ?? '');
};

/** The marker's own taken tasks in a block (newest lease first), not among those held. */
export const heldTasks = async (
  db: Db,
  blockId: string,
  userId: string,
  rounds: readonly number[],
) =>
  (
    await hot(
      db,
      `held:${rounds.length}`,
      (db) =>
        db
          .selectFrom('markingTasks')
          .selectAll()
          .where('blockId', '=', arg(0))
          .where('markerId', '=', arg(1))
          .where('status', '=', 'leased')
          .where(
            'round',
            'in',
            rounds.map((_, i) => arg<number>(2 + i)),
          )
          .orderBy('takenAt'),
      [blockId, userId, ...rounds],
    )
  ).rows;

/** Extends a lease the marker still holds; false when it is no longer theirs. */
export async function renewLease(db: Db, taskId: string, userId: string, now: number) {
  const res = await db
    .updateTable('markingTasks')
    .set({ leaseUntil: nowIso(now + LEASE_MS), updatedAt: nowIso(now) })
    .where('id', '=', taskId)
    .where('markerId', '=', userId)
    .where('status', '=', 'leased')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Gives a taken task back to the pool at once (leaving /write). */
export const releaseTask = (db: Db, taskId: string, userId: string, now: number) =>
  db
    .updateTable('markingTasks')
    .set({ status: 'open', markerId: null, leaseUntil: null, updatedAt: nowIso(now) })
    .where('id', '=', taskId)
    .where('markerId', '=', userId)
    .where('status', '=', 'leased')
    .execute();

/** Counts of a marker's 评次 in a block (taken or done), for quotas. */
export async function markerCount(db: Db, blockId: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom('markingTasks')
    .select(sql<number>`count(*)`.as('n'))
    .where('blockId', '=', blockId)
    .where('markerId', '=', userId)
    .where('status', 'in', ['leased', 'done', 'problem'])
    .where('round', '<', 4)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
