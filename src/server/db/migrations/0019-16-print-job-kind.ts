import { sql, type Kysely } from 'kysely';

/**
 * Prints, 错题重练 practice prints and .xlsx exports share print_jobs and the queue: a job's kind
 * lets each route family answer only its own jobs and count its own running ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('print_jobs')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('print'))
    .execute();
  // Jobs from before (kept 15 minutes once ended): an export's file is a workbook.
  await sql`update print_jobs set kind = 'export' where file_name like '%.xlsx'`.execute(db);
}

/** Drops the kind. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('print_jobs').dropColumn('kind').execute();
}
