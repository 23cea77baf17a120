import type { Db } from '../../db/connect';

/** Failures within this window count together. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** From this many failures on, each attempt is answered late. */
export const SLOW_AFTER = 3;
/** From this many failures on, attempts are refused until the window passes. */
export const LOCK_AFTER = 10;

/** Delay before answering an attempt after `failures` recent failures (doubling, capped 4 s). */
export const delayFor = (failures: number): number =>
  failures < SLOW_AFTER ? 0 : Math.min(250 * 2 ** (failures - SLOW_AFTER), 4000);

/** Recent failures of a username (0 once the window has passed). */
export async function recentFailures(db: Db, username: string, now: number): Promise<number> {
  const row = await db
    .selectFrom('loginFailures')
    .select(['failures', 'lastAt'])
    .where('username', '=', username.toLowerCase())
    .executeTakeFirst();
  if (!row || now - Date.parse(row.lastAt) > FAILURE_WINDOW_MS) return 0;
  return row.failures;
}

/** Records one more failure. */
export async function recordFailure(db: Db, username: string, now: number): Promise<void> {
  const key = username.toLowerCase();
  const failures = (await recentFailures(db, key, now)) + 1;
  const lastAt = new Date(now).toISOString();
  await db
    .insertInto('loginFailures')
    .values({ username: key, failures, lastAt })
    .onConflict((oc) => oc.column('username').doUpdateSet({ failures, lastAt }))
    .execute();
}

/** Forgets the failures after a successful login. */
export async function clearFailures(db: Db, username: string): Promise<void> {
  await db.deleteFrom('loginFailures').where('username', '=', username.toLowerCase()).execute();
}
