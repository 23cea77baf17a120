import type { Kysely } from 'kysely';

/** Read-only display links of the large screen: a revocable token scoped to one school. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('display_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('display_links_org').on('display_links').column('org_id').execute();
}

/** Drops the display links. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('display_links').execute();
}
