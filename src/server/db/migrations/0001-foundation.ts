import type { Kysely } from 'kysely';

/** Schools, grades and classes, users and roles, students, sessions and tokens. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orgs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('stages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('subjects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('stage_id', 'text', (c) => c.notNull().references('stages.id'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('classes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('pid', 'text', (c) => c.references('classes.id'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('cohort', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('classes_org_pid').on('classes').columns(['org_id', 'pid']).execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('default_org_id', 'text', (c) => c.references('orgs.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('memberships')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('is_creator', 'integer', (c) => c.notNull())
    .addColumn('is_administrator', 'integer', (c) => c.notNull())
    .addColumn('is_grade_director', 'integer', (c) => c.notNull())
    .addColumn('default_class_id', 'text', (c) => c.references('classes.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('memberships_org_user', ['org_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('teacher_assignments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('subject_id', 'text', (c) => c.notNull().references('subjects.id'))
    .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id'))
    .execute();
  await db.schema
    .createIndex('teacher_assignments_user')
    .on('teacher_assignments')
    .columns(['user_id', 'org_id'])
    .execute();

  await db.schema
    .createTable('students')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('exam_no', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('students_org_exam_no', ['org_id', 'exam_no'])
    .execute();
  await db.schema.createIndex('students_class').on('students').column('class_id').execute();

  await db.schema
    .createTable('auth_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_reason', 'text')
    .execute();

  await db.schema
    .createTable('auth_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('auth_sessions.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('auth_tokens_session')
    .on('auth_tokens')
    .column('session_id')
    .execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('username', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_at', 'text', (c) => c.notNull())
    .execute();
}

/** Drops the foundation tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'login_failures',
    'auth_tokens',
    'auth_sessions',
    'students',
    'teacher_assignments',
    'memberships',
    'users',
    'classes',
    'subjects',
    'stages',
    'orgs',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
