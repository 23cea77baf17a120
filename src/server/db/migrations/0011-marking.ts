import { sql, type Kysely } from 'kysely';

type Db = Kysely<unknown>;

const ts = (t: ReturnType<Db['schema']['createTable']>) =>
  t
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());

/**
 * 网阅: per paper version a setup of 题块 (blocks) with markers; crops of answer regions; one item
 * per block and student; 评次 tasks handed out under leases; 问题卷, comments, the audit trail; and
 * the scores read model (per student per question/part, and totals) that analysis queries.
 */
export async function up(db: Db): Promise<void> {
  await ts(
    db.schema
      .createTable('marking_setups')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
      .addColumn('paper_id', 'text', (c) => c.notNull().references('papers.id'))
      .addColumn('paper_version', 'integer', (c) => c.notNull())
      .addColumn('assign', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text')
      .addColumn('revision', 'integer', (c) => c.notNull())
      .addUniqueConstraint('marking_setups_version', ['paper_id', 'paper_version']),
  ).execute();

  await ts(
    db.schema
      .createTable('marking_blocks')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('setup_id', 'text', (c) => c.notNull().references('marking_setups.id'))
      .addColumn('paper_id', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('question_kind', 'text', (c) => c.notNull())
      .addColumn('fields', 'text', (c) => c.notNull())
      .addColumn('elements', 'text', (c) => c.notNull())
      .addColumn('step', 'double precision', (c) => c.notNull())
      .addColumn('points', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('tolerance', 'double precision', (c) => c.notNull())
      .addColumn('combine', 'text', (c) => c.notNull())
      .addColumn('leader_id', 'text')
      .addColumn('closed_at', 'text'),
  ).execute();
  await db.schema
    .createIndex('marking_blocks_setup')
    .on('marking_blocks')
    .column('setup_id')
    .execute();

  await db.schema
    .createTable('marking_markers')
    .addColumn('block_id', 'text', (c) => c.notNull().references('marking_blocks.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('quota', 'integer')
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('marking_markers_pk', ['block_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('marking_markers_user')
    .on('marking_markers')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('marking_page_crops')
    .addColumn('page_id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('paper_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('marking_page_crops_status')
    .on('marking_page_crops')
    .column('status')
    .execute();

  await db.schema
    .createTable('marking_crops')
    .addColumn('page_id', 'text', (c) => c.notNull())
    .addColumn('element_id', 'text', (c) => c.notNull())
    .addColumn('blob_key', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('ink', 'double precision', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('marking_crops_pk', ['page_id', 'element_id'])
    .execute();

  await ts(
    db.schema
      .createTable('marking_items')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull())
      .addColumn('paper_id', 'text', (c) => c.notNull())
      .addColumn('paper_version', 'integer', (c) => c.notNull())
      .addColumn('block_id', 'text', (c) => c.notNull().references('marking_blocks.id'))
      .addColumn('student_id', 'text', (c) => c.notNull().references('students.id'))
      .addColumn('class_id', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('pages', 'text', (c) => c.notNull())
      .addColumn('blank', 'integer', (c) => c.notNull())
      .addColumn('ink', 'double precision')
      .addColumn('hash', 'text')
      .addColumn('final_total', 'double precision')
      .addColumn('final_scores', 'text')
      .addColumn('final_via', 'text')
      .addColumn('final_at', 'text')
      .addColumn('example', 'text')
      .addColumn('example_note', 'text')
      .addUniqueConstraint('marking_items_block_student', ['block_id', 'student_id']),
  ).execute();
  await db.schema
    .createIndex('marking_items_paper')
    .on('marking_items')
    .columns(['paper_id', 'status'])
    .execute();
  await db.schema
    .createIndex('marking_items_block')
    .on('marking_items')
    .columns(['block_id', 'status'])
    .execute();
  await db.schema
    .createIndex('marking_items_student')
    .on('marking_items')
    .columns(['paper_id', 'student_id'])
    .execute();

  await db.schema
    .createTable('marking_tasks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('item_id', 'text', (c) => c.notNull().references('marking_items.id'))
    .addColumn('block_id', 'text', (c) => c.notNull())
    .addColumn('class_id', 'text', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('marker_id', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('taken_at', 'text')
    .addColumn('scores', 'text')
    .addColumn('total', 'double precision')
    .addColumn('annotations', 'text')
    .addColumn('submit_key', 'text')
    .addColumn('submitted_at', 'text')
    .addColumn('seconds', 'double precision')
    .addColumn('via', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('marking_tasks_item_round', ['item_id', 'round'])
    .execute();
  await db.schema
    .createIndex('marking_tasks_queue')
    .on('marking_tasks')
    .columns(['block_id', 'status', 'round'])
    .execute();
  await db.schema
    .createIndex('marking_tasks_marker')
    .on('marking_tasks')
    .columns(['marker_id', 'block_id', 'status'])
    .execute();
  // Blind 双评 and 仲裁: one marker never holds two 评次 of the same item (题组长 rulings excepted).
  await db.schema
    .createIndex('marking_tasks_one_marker')
    .on('marking_tasks')
    .columns(['item_id', 'marker_id'])
    .unique()
    .where(sql.ref('marker_id'), 'is not', null)
    .where(sql.ref('round'), '<', 4)
    .execute();

  await db.schema
    .createTable('marking_problems')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('paper_id', 'text', (c) => c.notNull())
    .addColumn('block_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('task_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('resolution', 'text')
    .addColumn('resolved_by', 'text')
    .addColumn('resolved_at', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('marking_problems_paper')
    .on('marking_problems')
    .columns(['paper_id', 'status'])
    .execute();

  await db.schema
    .createTable('marking_comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('block_id', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('delta', 'double precision')
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('marking_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('paper_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text')
    .addColumn('task_id', 'text')
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('round', 'integer')
    .addColumn('score', 'double precision')
    .addColumn('previous', 'double precision')
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('marking_events_item')
    .on('marking_events')
    .column('item_id')
    .execute();

  await db.schema
    .createTable('student_scores')
    .addColumn('paper_id', 'text', (c) => c.notNull())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('class_id', 'text', (c) => c.notNull())
    .addColumn('question_id', 'text', (c) => c.notNull())
    .addColumn('no', 'integer', (c) => c.notNull())
    .addColumn('part', 'integer', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('score', 'double precision')
    .addColumn('full_marks', 'double precision', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('student_scores_pk', ['paper_id', 'student_id', 'question_id', 'part'])
    .execute();
  await db.schema
    .createIndex('student_scores_class')
    .on('student_scores')
    .columns(['paper_id', 'class_id'])
    .execute();

  await db.schema
    .createTable('student_totals')
    .addColumn('paper_id', 'text', (c) => c.notNull())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('class_id', 'text', (c) => c.notNull())
    .addColumn('objective', 'double precision')
    .addColumn('subjective', 'double precision')
    .addColumn('total', 'double precision')
    .addColumn('absent', 'integer', (c) => c.notNull())
    .addColumn('complete', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('student_totals_pk', ['paper_id', 'student_id'])
    .execute();
  await db.schema
    .createIndex('student_totals_class')
    .on('student_totals')
    .columns(['paper_id', 'class_id'])
    .execute();
}

/** Drops the marking tables. */
export async function down(db: Db): Promise<void> {
  for (const t of [
    'student_totals',
    'student_scores',
    'marking_events',
    'marking_comments',
    'marking_problems',
    'marking_tasks',
    'marking_items',
    'marking_crops',
    'marking_page_crops',
    'marking_markers',
    'marking_blocks',
    'marking_setups',
  ])
    await db.schema.dropTable(t).execute();
}
