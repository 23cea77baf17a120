import { tryRestore } from '../../../layout';
import type { PRACTICE_SCAN_STATES } from '../../../shared/api/practice-scan';
import type { Db } from '../../db/connect';
import { countingPages } from './results.repository';

const CHUNK = 500;

/** `ids` in chunks small enough for an `in` list. */
export const chunks = (ids: string[]) =>
  Array.from({ length: Math.ceil(ids.length / CHUNK) }, (_, i) =>
    ids.slice(i * CHUNK, (i + 1) * CHUNK),
  );

/** Pages of the most pages of any printed version of each paper (1 when none is printed). */
export async function expectedPages(db: Db, paperIds: string[]): Promise<Map<string, number>> {
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

/** A page that counts for a practice paper's student: done, not a duplicate, in a batch not deleted. */
export interface CountedPage {
  paperId: string;
  studentId: string | null;
  pageNo: number | null;
  objectiveScore: number | null;
}

/** The pages that count for these papers, from any scan batch of the school. */
export async function countedPages(db: Db, paperIds: string[]): Promise<CountedPage[]> {
  const out: CountedPage[] = [];
  for (const part of chunks([...new Set(paperIds)]))
    for (const p of await countingPages(db)
      .select([
        'scanPages.paperId',
        'scanPages.studentId',
        'scanPages.pageNo',
        'scanPages.objectiveScore',
      ])
      .where('scanPages.paperId', 'in', part)
      .execute())
      if (p.paperId) out.push({ ...p, paperId: p.paperId });
  return out;
}

/** Distinct card pages received per `paperId|studentId`. */
export function receivedPages(pages: CountedPage[]): Map<string, number> {
  const seen = new Map<string, Set<number | null>>();
  for (const p of pages) {
    const key = `${p.paperId}|${p.studentId}`;
    seen.set(key, (seen.get(key) ?? new Set()).add(p.pageNo));
  }
  return new Map([...seen].map(([key, nos]) => [key, nos.size]));
}

/** 收卷核对 of one student: every page of the card (已扫描), some (缺页) or none (未扫描). */
export const practiceState = (
  received: number,
  expected: number,
): (typeof PRACTICE_SCAN_STATES)[number] =>
  received >= expected ? '已扫描' : received > 0 ? '缺页' : '未扫描';
