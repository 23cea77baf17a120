import type { Kysely } from 'kysely';

/**
 * Background print jobs on the BullMQ queue (REDIS_URL set): any API instance answers a job's
 * progress and file, any worker process renders it. The input and the PDF live in the blob store.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('print_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('input_key', 'text', (c) => c.notNull())
    .addColumn('file_key', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema
    .createIndex('print_jobs_user_status')
    .on('print_jobs')
    .columns(['user_id', 'status'])
    .execute();
}

/** Drops the print jobs. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('print_jobs').execute();
}
