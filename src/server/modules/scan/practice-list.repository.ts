import { tryRestore } from '../../../layout';
import type { Db } from '../../db/connect';

const CHUNK = 500;

/** `ids` in chunks small enough for an `in` list. */
const chunks = (ids: string[]) =>
  Array.from({ length: Math.ceil(ids.length / CHUNK) }, (_, i) =>
    ids.slice(i * CHUNK, (i + 1) * CHUNK),
  );

/** Pages of the most pages of any printed version of each paper (1 when none is printed). */
async function expectedPages(db: Db, paperIds: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const part of chunks(paperIds))
    for (const row of await db
      .selectFrom('paperVersions')
      .select(['paperId', 'cardLayout'])
      .where('paperId', 'in', part)
      .where('cardLayout', 'is not', null)
      .execute()) {
      const restored = tryRestore(JSON.parse(row.cardLayout!) as unknown);
      if (restored.ok)
        out.set(row.paperId, Math.max(out.get(row.paperId) ?? 1, restored.layout.pages.length));
    }
  return out;
}

/**
 * Per practice batch, its students whose every card page is counted (a done, not duplicate page
 * in a batch not deleted), as 收卷核对 counts 已扫描; only the cards of students with a page are read.
 */
export async function scannedStudents(db: Db, batchIds: string[]): Promise<Map<string, number>> {
  const sets = [];
  for (const part of chunks(batchIds))
    sets.push(
      ...(await db
        .selectFrom('rehearseSets')
        .select(['batchId', 'paperId', 'studentId'])
        .where('batchId', 'in', part)
        .execute()),
    );
  const received = new Map<string, number>();
  for (const part of chunks([...new Set(sets.map((s) => s.paperId))]))
    for (const p of await db
      .selectFrom('scanPages')
      .innerJoin('scanBatches', 'scanBatches.id', 'scanPages.batchId')
      .select(['scanPages.paperId', 'scanPages.studentId', 'scanPages.pageNo'])
      .distinct()
      .where('scanPages.paperId', 'in', part)
      .where('scanPages.status', '=', 'done')
      .where('scanPages.duplicateOf', 'is', null)
      .where('scanBatches.deletedAt', 'is', null)
      .execute()) {
      const key = `${p.paperId}|${p.studentId}`;
      received.set(key, (received.get(key) ?? 0) + 1);
    }
  const withPages = sets.filter((s) => received.has(`${s.paperId}|${s.studentId}`));
  const expected = await expectedPages(db, [...new Set(withPages.map((s) => s.paperId))]);
  const out = new Map<string, number>();
  for (const s of withPages)
    if (received.get(`${s.paperId}|${s.studentId}`)! >= (expected.get(s.paperId) ?? 1))
      out.set(s.batchId, (out.get(s.batchId) ?? 0) + 1);
  return out;
}

/** Grades by id: their name and their current classes. */
export async function practiceGrades(
  db: Db,
  gradeIds: string[],
): Promise<Map<string, { name: string; classIds: string[] }>> {
  const out = new Map<string, { name: string; classIds: string[] }>();
  const ids = [...new Set(gradeIds)];
  if (!ids.length) return out;
  for (const g of await db
    .selectFrom('classes')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .execute())
    out.set(g.id, { name: g.name, classIds: [] });
  for (const c of await db
    .selectFrom('classes')
    .select(['id', 'pid'])
    .where('pid', 'in', ids)
    .where('type', '=', 2)
    .where('retiredAt', 'is', null)
    .execute())
    if (c.pid) out.get(c.pid)?.classIds.push(c.id);
  return out;
}
