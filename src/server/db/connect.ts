import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from './sqlite-driver';
import pg from 'pg';
import {
  CamelCasePlugin,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
} from 'kysely';
import type { Database } from './database';
import { queryStatsLogger } from './query-stats';
import { cachedStatements } from './sqlite-statements';

/** Where the database lives: an embedded SQLite file or a PostgreSQL URL (optionally a schema). */
export type DatabaseTarget =
  { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };

/** The Kysely handle every repository takes first. */
export type Db = Kysely<Database>;

/** Opens the database: SQLite by default, PostgreSQL when the target says so. */
export function connectDb(target: DatabaseTarget): Db {
  const plugins = [new CamelCasePlugin()];
  const log = queryStatsLogger();
  if (target.kind === 'sqlite') {
    if (target.file !== ':memory:') mkdirSync(dirname(target.file), { recursive: true });
    const sqlite = new SQLite(target.file);
    sqlite.pragma('journal_mode = WAL');
    // WAL with NORMAL: a commit is not synced on its own (the WAL is synced at checkpoints), so a
    // score survives a killed process; only a power cut can roll back the last commits, never
    // corrupt the file. FULL synced every submit and blocked the event loop ~1.2 ms each.
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    return new Kysely<Database>({
      dialect: new SqliteDialect({ database: cachedStatements(sqlite) }),
      plugins,
      ...(log ? { log } : {}),
    });
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins,
    ...(log ? { log } : {}),
  });
}

/** Counts come back as strings from PostgreSQL and numbers from SQLite. */
export const toNumber = (v: string | number | bigint | null | undefined): number => Number(v ?? 0);

/** Whether the database is PostgreSQL (row locks and SKIP LOCKED; SQLite runs one writer at a time). */
export const onPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Serialises the rest of a transaction with every other transaction holding the same key
 * (PostgreSQL: a transaction-scoped advisory lock; SQLite already runs one writer at a time).
 */
export async function lockKey(trx: Db, key: string): Promise<void> {
  if (onPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}
