import pg from 'pg';
import { connectDb, type Db } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { importSeedBank } from '../modules/bank/bank.import';
import { loadSeedBank, type SeedBank } from '../modules/bank/seed/seed.loader';
import { seedReferenceData } from '../modules/seed/reference-data';

let seedBank: SeedBank | undefined;
/** Reference data and the seed question bank, as every start imports them. */
async function seedStatic(db: Db): Promise<void> {
  await seedReferenceData(db);
  seedBank ??= loadSeedBank();
  await importSeedBank(db, seedBank);
}

/** The dialects server tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DIALECTS: ('sqlite' | 'postgres')[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

/** A fresh, migrated database with reference data and the seed bank; PostgreSQL gets a schema of its own. */
export async function createTestDb(
  kind: 'sqlite' | 'postgres',
): Promise<{ db: Db; destroy: () => Promise<void>; schema?: string }> {
  if (kind === 'sqlite') {
    const db = connectDb({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(db);
    await seedStatic(db);
    return { db, destroy: () => db.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL ?? '';
  const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = connectDb({ kind: 'postgres', url, schema });
  await migrateToLatest(db, schema);
  await seedStatic(db);
  return {
    db,
    schema,
    destroy: async () => {
      await db.destroy();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}
