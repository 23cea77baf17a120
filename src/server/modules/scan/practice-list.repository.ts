import type { Db } from '../../db/connect';
import {
  chunks,
  countedPages,
  expectedPages,
  practiceState,
  receivedPages,
} from './practice-pages.repository';

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
  const received = receivedPages(
    await countedPages(
      db,
      sets.map((s) => s.paperId),
    ),
  );
  const withPages = sets.filter((s) => received.has(`${s.paperId}|${s.studentId}`));
  const expected = await expectedPages(db, [...new Set(withPages.map((s) => s.paperId))]);
  const out = new Map<string, number>();
  for (const s of withPages) {
    const got = received.get(`${s.paperId}|${s.studentId}`)!;
    if (practiceState(got, expected.get(s.paperId) ?? 1) === '已扫描')
      out.set(s.batchId, (out.get(s.batchId) ?? 0) + 1);
  }
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
