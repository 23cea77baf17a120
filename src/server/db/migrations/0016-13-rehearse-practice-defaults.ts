import type { Kysely } from 'kysely';

/** 错题重练 settings: the school's default similar questions per wrong one and their difficulty. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('rehearse_settings')
    .addColumn('similar', 'integer', (c) => c.notNull().defaultTo(2))
    .execute();
  await db.schema.alterTable('rehearse_settings').addColumn('difficulty', 'integer').execute();
}

/** Drops the practice defaults. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('rehearse_settings').dropColumn('difficulty').execute();
  await db.schema.alterTable('rehearse_settings').dropColumn('similar').execute();
}
