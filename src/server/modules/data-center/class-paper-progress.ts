import type { Db } from '../../db/connect';

/** How far one class's answers to one paper have come (scanned, marked, when). */
export interface ClassPaperProgress {
  /** Students of the class with a score row (scanned or 缺考). */
  n: number;
  /** Of those, final (complete) or 缺考. */
  done: number;
  lastAt: string | null;
  /** The class's first item made markable (its first scanned answer). */
  firstAt: string | null;
  /** The class's last final score. */
  finalAt: string | null;
}

/** Key of a paper and class in the map classPaperProgress answers. */
export const progressKey = (paperId: string, classId: string): string => `${paperId}|${classId}`;

/** Scanned and every scanned answer final: the class's paper is marked (已完成 for the class). */
export const isMarked = (p: ClassPaperProgress | undefined): boolean =>
  !!p && p.n > 0 && p.done === p.n;

/** Milliseconds from the first scanned answer to the last final score (marked classes only). */
export const turnaroundMs = (p: ClassPaperProgress | undefined): number | null => {
  if (!p || !isMarked(p)) return null;
  const start = Date.parse(String(p.firstAt ?? p.lastAt));
  const end = Date.parse(String(p.finalAt ?? p.lastAt));
  return Number.isFinite(start) && Number.isFinite(end) ? Math.max(0, end - start) : null;
};

/**
 * Per paper and class: score rows and how many are done (the marking read model), the first item
 * and the last final score — the one query behind 作业批改报表, the large screen's 完成 and the
 * big-data 批改周期.
 */
export async function classPaperProgress(
  db: Db,
  paperIds: readonly string[],
): Promise<Map<string, ClassPaperProgress>> {
  const out = new Map<string, ClassPaperProgress>();
  if (paperIds.length === 0) return out;
  const ids = [...paperIds];
  const totals = await db
    .selectFrom('studentTotals')
    .select([
      'paperId',
      'classId',
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) =>
        eb.fn
          .sum<number>(
            eb.case().when('complete', '=', 1).then(1).when('absent', '=', 1).then(1).else(0).end(),
          )
          .as('done'),
      (eb) => eb.fn.max('updatedAt').as('lastAt'),
    ])
    .where('paperId', 'in', ids)
    .groupBy(['paperId', 'classId'])
    .execute();
  for (const t of totals)
    out.set(progressKey(t.paperId, t.classId), {
      n: Number(t.n),
      done: Number(t.done),
      lastAt: t.lastAt === null ? null : String(t.lastAt),
      firstAt: null,
      finalAt: null,
    });
  const items = await db
    .selectFrom('markingItems')
    .select([
      'paperId',
      'classId',
      (eb) => eb.fn.min('createdAt').as('firstAt'),
      (eb) => eb.fn.max('finalAt').as('finalAt'),
    ])
    .where('paperId', 'in', ids)
    .where('status', '!=', 'withdrawn')
    .groupBy(['paperId', 'classId'])
    .execute();
  for (const it of items) {
    const p = out.get(progressKey(it.paperId, it.classId));
    if (!p) continue;
    p.firstAt = it.firstAt === null ? null : String(it.firstAt);
    p.finalAt = it.finalAt === null ? null : String(it.finalAt);
  }
  return out;
}
