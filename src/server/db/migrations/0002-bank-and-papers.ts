import type { Kysely } from 'kysely';

/** Question bank (textbooks, chapters, knowledge points, questions) and papers with versions. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('textbooks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subject_id', 'text', (c) => c.notNull().references('subjects.id'))
    .addColumn('edition_name', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('grade', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('chapters')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('textbook_id', 'text', (c) => c.notNull().references('textbooks.id'))
    .addColumn('pid', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chapters_textbook').on('chapters').column('textbook_id').execute();

  await db.schema
    .createTable('knowledge_points')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subject_id', 'text', (c) => c.notNull().references('subjects.id'))
    .addColumn('pid', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('chapter_knowledge')
    .addColumn('chapter_id', 'text', (c) => c.notNull().references('chapters.id'))
    .addColumn('knowledge_id', 'text', (c) => c.notNull().references('knowledge_points.id'))
    .addPrimaryKeyConstraint('chapter_knowledge_pk', ['chapter_id', 'knowledge_id'])
    .execute();

  await db.schema
    .createTable('questions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subject_id', 'text', (c) => c.notNull().references('subjects.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'integer', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('paper_type', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('score', 'double precision', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('origin_id', 'text')
    .addColumn('owner_id', 'text', (c) => c.references('users.id'))
    .addColumn('org_id', 'text', (c) => c.references('orgs.id'))
    .addColumn('seed_key', 'text', (c) => c.unique())
    .addColumn('used_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema
    .createIndex('questions_subject_kind')
    .on('questions')
    .columns(['subject_id', 'kind'])
    .execute();

  for (const [table, ref, refTable] of [
    ['question_chapters', 'chapter_id', 'chapters.id'],
    ['question_knowledge', 'knowledge_id', 'knowledge_points.id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('question_id', 'text', (c) => c.notNull().references('questions.id'))
      .addColumn(ref, 'text', (c) => c.notNull().references(refTable))
      .addColumn('weight', 'double precision', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['question_id', ref])
      .execute();
    await db.schema.createIndex(`${table}_ref`).on(table).column(ref).execute();
  }

  await db.schema
    .createTable('papers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('stage_id', 'text', (c) => c.notNull().references('stages.id'))
    .addColumn('subject_id', 'text', (c) => c.notNull().references('subjects.id'))
    .addColumn('textbook_id', 'text')
    .addColumn('grade_id', 'text')
    .addColumn('is_basket', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('current_version', 'integer', (c) => c.notNull())
    .addColumn('question_count', 'integer', (c) => c.notNull())
    .addColumn('full_marks', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema
    .createIndex('papers_owner')
    .on('papers')
    .columns(['owner_id', 'is_basket'])
    .execute();

  await db.schema
    .createTable('paper_versions')
    .addColumn('paper_id', 'text', (c) => c.notNull().references('papers.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('doc', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('frozen_at', 'text')
    .addColumn('frozen_reason', 'text')
    .addColumn('card_layout', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('paper_versions_pk', ['paper_id', 'version'])
    .execute();

  await db.schema
    .createTable('paper_classes')
    .addColumn('paper_id', 'text', (c) => c.notNull().references('papers.id'))
    .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id'))
    .addColumn('assigned_at', 'text', (c) => c.notNull())
    .addColumn('assigned_by', 'text', (c) => c.notNull().references('users.id'))
    .addPrimaryKeyConstraint('paper_classes_pk', ['paper_id', 'class_id'])
    .execute();
}

/** Drops the bank and paper tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'paper_classes',
    'paper_versions',
    'papers',
    'question_knowledge',
    'question_chapters',
    'questions',
    'chapter_knowledge',
    'knowledge_points',
    'chapters',
    'textbooks',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
