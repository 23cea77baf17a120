import type { Kysely } from 'kysely';

/**
 * 缺考 marked by the clerk in 收卷核对 for a student none of whose pages came back: counted as
 * absent by the reconciliation and the scores read model, as the 缺考 bubble is. One row per
 * paper and student; 取消缺考 deletes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scan_absences')
    .addColumn('paper_id', 'text', (c) => c.notNull())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('marked_by', 'text', (c) => c.notNull())
    .addColumn('marked_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('scan_absences_pk', ['paper_id', 'student_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scan_absences').execute();
}
