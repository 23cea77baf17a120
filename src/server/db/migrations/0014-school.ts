import type { Kysely } from 'kysely';

/**
 * The school runs itself: mobile numbers, captchas and SMS codes; school profile, analysis
 * settings and rollovers; grade levels and retired classes; student gender; invitations and join
 * requests; 问题反馈; 校本资料 with chapter bindings and the teaching schedule; stand-alone cards.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('mobile', 'text').execute();
  await db.schema.createIndex('users_mobile').on('users').column('mobile').unique().execute();
  await db.schema.alterTable('classes').addColumn('level', 'integer').execute();
  await db.schema.alterTable('classes').addColumn('retired_at', 'text').execute();
  await db.schema.alterTable('students').addColumn('gender', 'text').execute();

  await db.schema
    .createTable('captchas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sms_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sms_codes_mobile')
    .on('sms_codes')
    .columns(['mobile', 'created_at'])
    .execute();
  await db.schema
    .createIndex('sms_codes_ip')
    .on('sms_codes')
    .columns(['ip', 'created_at'])
    .execute();

  await db.schema
    .createTable('org_profiles')
    .addColumn('org_id', 'text', (c) => c.primaryKey().references('orgs.id'))
    .addColumn('stage_ids', 'text', (c) => c.notNull())
    .addColumn('subject_ids', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('analysis_settings')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('subject_id', 'text', (c) => c.notNull().references('subjects.id'))
    .addColumn('excellent', 'double precision', (c) => c.notNull())
    .addColumn('good', 'double precision', (c) => c.notNull())
    .addColumn('pass', 'double precision', (c) => c.notNull())
    .addColumn('low', 'double precision', (c) => c.notNull())
    .addColumn('band_width', 'double precision', (c) => c.notNull())
    .addColumn('critical_buffer', 'double precision', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('analysis_settings_pk', ['org_id', 'subject_id'])
    .execute();

  await db.schema
    .createTable('rollovers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('done_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('done_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('assignments', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('max_uses', 'integer')
    .addColumn('uses', 'integer', (c) => c.notNull())
    .addColumn('requires_approval', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('join_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('invitation_id', 'text', (c) => c.notNull().references('invitations.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('join_requests_org')
    .on('join_requests')
    .columns(['org_id', 'status'])
    .execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.references('orgs.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('screenshots', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('answered_by', 'text', (c) => c.references('users.id'))
    .addColumn('answered_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feedback_user').on('feedback').column('user_id').execute();
  await db.schema.createIndex('feedback_org').on('feedback').column('org_id').execute();

  await db.schema
    .createTable('materials')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('subject_id', 'text', (c) => c.notNull().references('subjects.id'))
    .addColumn('grade_level', 'integer')
    .addColumn('textbook_id', 'text')
    .addColumn('chapter_id', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('blob_key', 'text')
    .addColumn('paper_id', 'text', (c) => c.references('papers.id'))
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema
    .createIndex('materials_org_subject')
    .on('materials')
    .columns(['org_id', 'subject_id'])
    .execute();

  await db.schema
    .createTable('paper_bindings')
    .addColumn('paper_id', 'text', (c) => c.notNull().references('papers.id'))
    .addColumn('chapter_id', 'text', (c) => c.notNull().references('chapters.id'))
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('textbook_id', 'text', (c) => c.notNull().references('textbooks.id'))
    .addColumn('bound_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('bound_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('paper_bindings_pk', ['paper_id', 'chapter_id'])
    .execute();

  await db.schema
    .createTable('teaching_schedule')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id'))
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('paper_id', 'text', (c) => c.notNull().references('papers.id'))
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('teaching_schedule_week')
    .on('teaching_schedule')
    .columns(['org_id', 'week'])
    .execute();

  await db.schema
    .createTable('answer_cards')
    .addColumn('paper_id', 'text', (c) => c.primaryKey().references('papers.id'))
    .addColumn('spec', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

/** Drops what `up` made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'answer_cards',
    'teaching_schedule',
    'paper_bindings',
    'materials',
    'feedback',
    'join_requests',
    'invitations',
    'rollovers',
    'analysis_settings',
    'org_profiles',
    'sms_codes',
    'captchas',
  ]) {
    await db.schema.dropTable(t).execute();
  }
  await db.schema.dropIndex('users_mobile').execute();
  await db.schema.alterTable('students').dropColumn('gender').execute();
  await db.schema.alterTable('classes').dropColumn('retired_at').execute();
  await db.schema.alterTable('classes').dropColumn('level').execute();
  await db.schema.alterTable('users').dropColumn('mobile').execute();
}
