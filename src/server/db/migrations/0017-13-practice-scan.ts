import type { Kysely } from 'kysely';

/**
 * A scan batch may hold a whole practice batch (错题重练) instead of one paper: its pages are
 * routed by their page code to each student's practice paper.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('scan_batches').addColumn('rehearse_batch_id', 'text').execute();
  await db.schema
    .createIndex('scan_batches_rehearse_batch')
    .on('scan_batches')
    .column('rehearse_batch_id')
    .execute();
}

/** Drops the practice batch link. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('scan_batches_rehearse_batch').execute();
  await db.schema.alterTable('scan_batches').dropColumn('rehearse_batch_id').execute();
}
