import type { Kysely } from 'kysely';

/**
 * With several API instances each one sweeps, every minute, the students whose marking items
 * changed in the last minutes after their totals (a killed instance's pending score refreshes):
 * the sweep reads recent items through this index instead of every item.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('marking_items_updated')
    .on('marking_items')
    .column('updated_at')
    .execute();
}

/** Drops the index. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('marking_items_updated').execute();
}
