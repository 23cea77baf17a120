import { Migrator } from 'kysely';
import type { Db } from './connect';
import { migrations } from './migrations';

/**
 * Runs every pending migration; the same migrations on SQLite and PostgreSQL. On PostgreSQL with
 * a schema of its own, name it: Kysely otherwise takes its bookkeeping tables in any other schema
 * of the database (e.g. a concurrent test's) for its own and fails. Answers the migrations applied
 * now. Kysely's migration lock lets several instances start (and migrate) at once.
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration failed${failed ? ` at ${failed.migrationName}` : ''}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
