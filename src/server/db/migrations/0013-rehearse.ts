import type { Kysely } from 'kysely';

/**
 * 错题重练: per-school settings (wrong line, times right to clear, review schedule), each
 * student's wrong questions with their review state, and practice sets (one practice paper per
 * student) with the source of every item.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rehearse_settings')
    .addColumn('org_id', 'text', (c) => c.primaryKey().references('orgs.id'))
    .addColumn('wrong_line', 'double precision', (c) => c.notNull())
    .addColumn('clear_after', 'integer', (c) => c.notNull())
    .addColumn('schedule', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rehearse_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('student_id', 'text', (c) => c.notNull().references('students.id'))
    .addColumn('class_id', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('paper_id', 'text', (c) => c.notNull().references('papers.id'))
    .addColumn('question_id', 'text', (c) => c.notNull())
    .addColumn('bank_question_id', 'text')
    .addColumn('no', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('score', 'double precision', (c) => c.notNull())
    .addColumn('full_marks', 'double precision', (c) => c.notNull())
    .addColumn('wrong_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('right_count', 'integer', (c) => c.notNull())
    .addColumn('review_step', 'integer', (c) => c.notNull())
    .addColumn('next_review_at', 'text', (c) => c.notNull())
    .addColumn('practiced_at', 'text')
    .addColumn('cleared_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rehearse_entries_source')
    .on('rehearse_entries')
    .columns(['student_id', 'paper_id', 'question_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('rehearse_entries_class')
    .on('rehearse_entries')
    .columns(['class_id', 'status', 'next_review_at'])
    .execute();

  await db.schema
    .createTable('rehearse_sets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('student_id', 'text', (c) => c.notNull().references('students.id'))
    .addColumn('class_id', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('paper_id', 'text', (c) => c.notNull().references('papers.id'))
    .addColumn('batch_id', 'text', (c) => c.notNull())
    .addColumn('similar', 'integer', (c) => c.notNull())
    .addColumn('difficulty', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'text')
    .execute();
  await db.schema
    .createIndex('rehearse_sets_paper')
    .on('rehearse_sets')
    .column('paper_id')
    .unique()
    .execute();
  await db.schema
    .createIndex('rehearse_sets_student')
    .on('rehearse_sets')
    .columns(['student_id', 'status'])
    .execute();
  await db.schema
    .createIndex('rehearse_sets_batch')
    .on('rehearse_sets')
    .column('batch_id')
    .execute();

  await db.schema
    .createTable('rehearse_items')
    .addColumn('set_id', 'text', (c) => c.notNull().references('rehearse_sets.id'))
    .addColumn('question_id', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'text', (c) => c.notNull().references('rehearse_entries.id'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('bank_question_id', 'text')
    .addColumn('source_bank_question_id', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rehearse_items_pk', ['set_id', 'question_id'])
    .execute();
  await db.schema
    .createIndex('rehearse_items_bank')
    .on('rehearse_items')
    .column('bank_question_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rehearse_items').execute();
  await db.schema.dropTable('rehearse_sets').execute();
  await db.schema.dropTable('rehearse_entries').execute();
  await db.schema.dropTable('rehearse_settings').execute();
}
