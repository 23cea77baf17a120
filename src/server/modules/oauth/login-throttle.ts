import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/** Attempts within this window count together. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** From this many failures of a username from one address on, each attempt is answered late. */
export const SLOW_AFTER = 3;
/** From this many failures of a username from one address on, that address is refused for it. */
export const LOCK_AFTER = 10;
/** Failed attempts one address may make in a window, whatever the usernames (a school's NAT). */
export const ADDRESS_BUDGET = 100;
/** Failed attempts on one username from all addresses together before it is refused everywhere. */
export const USERNAME_BUDGET = 100;

/** Delay before answering an attempt after `failures` recent failures (doubling, capped 4 s). */
export const delayFor = (failures: number): number =>
  failures < SLOW_AFTER ? 0 : Math.min(250 * 2 ** (failures - SLOW_AFTER), 4000);

/**
 * The throttle's counters, rows of `login_failures` keyed by: the username from one address
 * (`name|address`), the address (`@address`) and the username (`name`).
 */
export const throttleKeys = (username: string, address: string) => {
  const name = username.toLowerCase();
  return { pair: `${name}|${address}`, address: `@${address}`, name };
};

/**
 * Counts one attempt under a key in a single statement (a window that has passed starts again
 * at 1) and answers the count including it, so simultaneous attempts each see their own number.
 */
export async function countAttempt(db: Db, key: string, now: number): Promise<number> {
  const lastAt = new Date(now).toISOString();
  const cutoff = new Date(now - FAILURE_WINDOW_MS).toISOString();
  const row = await db
    .insertInto('loginFailures')
    .values({ username: key, failures: 1, lastAt })
    .onConflict((oc) =>
      oc.column('username').doUpdateSet({
        failures: sql<number>`case when ${sql.ref('loginFailures.lastAt')} < ${cutoff} then 1 else ${sql.ref('loginFailures.failures')} + 1 end`,
        lastAt,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

/** Takes back one counted attempt (a successful login is no failure). */
export async function uncountAttempt(db: Db, key: string): Promise<void> {
  await db
    .updateTable('loginFailures')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('username', '=', key)
    .where('failures', '>', 0)
    .execute();
}

/** Forgets the failures of a key after a successful login. */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('loginFailures').where('username', '=', key).execute();
}

/** Forgets every failure of a username (all addresses), e.g. after the password was reset. */
export async function clearUsername(db: Db, username: string): Promise<void> {
  const name = username.toLowerCase();
  const prefix = `${name}|`;
  await db
    .deleteFrom('loginFailures')
    .where((eb) =>
      eb.or([
        eb('username', '=', name),
        eb(sql<string>`substr(${sql.ref('username')}, 1, ${prefix.length})`, '=', prefix),
      ]),
    )
    .execute();
}
