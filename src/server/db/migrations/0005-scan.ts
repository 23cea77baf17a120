import type { Kysely } from 'kysely';

/** Scan batches, the uploaded files (kept first), their pages and results, problems and the audit trail. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scan_batches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('paper_id', 'text', (c) => c.notNull().references('papers.id'))
    .addColumn('class_ids', 'text', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addColumn('deleted_by', 'text')
    .execute();

  await db.schema
    .createTable('scan_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('batch_id', 'text', (c) => c.notNull().references('scan_batches.id'))
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('blob_key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('page_count', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('received_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('scan_files_sha')
    .on('scan_files')
    .columns(['org_id', 'sha256'])
    .execute();
  await db.schema
    .createIndex('scan_files_batch')
    .on('scan_files')
    .columns(['batch_id', 'status'])
    .execute();

  await db.schema
    .createTable('scan_pages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('batch_id', 'text', (c) => c.notNull().references('scan_batches.id'))
    .addColumn('file_id', 'text', (c) => c.notNull().references('scan_files.id'))
    .addColumn('page_index', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('error', 'text')
    .addColumn('paper_id', 'text')
    .addColumn('paper_version', 'integer')
    .addColumn('page_no', 'integer')
    .addColumn('student_id', 'text')
    .addColumn('exam_no', 'text')
    .addColumn('absent', 'integer', (c) => c.notNull())
    .addColumn('duplicate_of', 'text')
    .addColumn('objective', 'text')
    .addColumn('objective_score', 'double precision')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('scan_pages_file_page', ['file_id', 'page_index'])
    .execute();
  await db.schema
    .createIndex('scan_pages_batch')
    .on('scan_pages')
    .columns(['batch_id', 'status'])
    .execute();
  await db.schema.createIndex('scan_pages_status').on('scan_pages').column('status').execute();
  await db.schema
    .createIndex('scan_pages_student')
    .on('scan_pages')
    .columns(['paper_id', 'student_id', 'page_no'])
    .execute();

  await db.schema
    .createTable('scan_problems')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('batch_id', 'text', (c) => c.notNull().references('scan_batches.id'))
    .addColumn('page_id', 'text', (c) => c.notNull().references('scan_pages.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('resolution', 'text')
    .addColumn('resolved_by', 'text')
    .addColumn('resolved_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('scan_problems_batch')
    .on('scan_problems')
    .columns(['batch_id', 'status'])
    .execute();

  await db.schema
    .createTable('scan_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('batch_id', 'text', (c) => c.notNull())
    .addColumn('page_id', 'text')
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
}

/** Drops the scan tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['scan_events', 'scan_problems', 'scan_pages', 'scan_files', 'scan_batches']) {
    await db.schema.dropTable(t).execute();
  }
}
