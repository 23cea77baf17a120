import { sql, type Kysely } from 'kysely';

type Run = { t: string; v?: string };
type Content = { analysis?: Run[]; parts?: { answer?: Run[] }[] };

/** Text and TeX of rich text, as `plainText` of the bank mapper makes it (frozen here). */
const text = (runs: Run[] | undefined): string =>
  (runs ?? []).map((r) => (r.t === 'text' || r.t === 'tex' ? (r.v ?? '') : ' ')).join('');

/**
 * Bank search reaches past the stem: `detail_text` holds a question's 解析 and its parts'
 * answers (stem, options and answer stay in `search_text`, which ranks first).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('questions')
    .addColumn('detail_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const rows = await sql<{
    id: string;
    content: string;
  }>`select id, content from questions`.execute(db);
  for (const row of rows.rows) {
    const c = JSON.parse(row.content) as Content;
    const detail = [c.analysis, ...(c.parts ?? []).map((p) => p.answer)].map(text).join('\n');
    await sql`update questions set detail_text = ${detail} where id = ${row.id}`.execute(db);
  }
}

/** Drops the column. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('questions').dropColumn('detail_text').execute();
}
