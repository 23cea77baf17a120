import type { Kysely } from 'kysely';

/**
 * The hand-out takes the first open 评次 of a round in item order: an index that ends in item_id
 * lets it stop at the first row instead of sorting every open task of the block on each take
 * (3.7 ms a take at 1,200 tasks a block). It covers the old (block, status, round) prefix.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('marking_tasks_pick')
    .on('marking_tasks')
    .columns(['block_id', 'status', 'round', 'item_id'])
    .execute();
  await db.schema.dropIndex('marking_tasks_queue').execute();
}

/** Restores the old index. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('marking_tasks_queue')
    .on('marking_tasks')
    .columns(['block_id', 'status', 'round'])
    .execute();
  await db.schema.dropIndex('marking_tasks_pick').execute();
}
