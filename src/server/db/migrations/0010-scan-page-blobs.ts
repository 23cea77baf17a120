import type { Kysely } from 'kysely';

/**
 * A page of a multi-page scan file keeps its own small file (`blob_key`, cut once when the file is
 * split), so recognising, showing or cropping it never reads the whole file again; null for pages
 * read from the file itself. The queue takes a batch's next page from an index, not by sorting.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('scan_pages').addColumn('blob_key', 'text').execute();
  await db.schema
    .createIndex('scan_pages_queue')
    .on('scan_pages')
    .columns(['batch_id', 'status', 'created_at', 'page_index'])
    .execute();
}

/** Drops the index and the column. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('scan_pages_queue').execute();
  await db.schema.alterTable('scan_pages').dropColumn('blob_key').execute();
}
