import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct statements kept; queries with IN lists of varying length make new ones, so the cache is bounded. */
const LIMIT = 500;

/**
 * The SQLite database as Kysely takes it, with its prepared statements kept by SQL text: preparing
 * costs more than running most of our queries, and Kysely's driver prepares on every call. Kysely
 * runs one query at a time per connection, so reusing a statement is safe.
 */
export function cachedStatements(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SqliteStatement {
      let stmt = cache.get(sql);
      if (stmt) {
        cache.delete(sql);
      } else {
        stmt = sqlite.prepare(sql);
        if (cache.size >= LIMIT) cache.delete(cache.keys().next().value!);
      }
      cache.set(sql, stmt);
      return stmt;
    },
  };
}
