import { sql, type RawBuilder } from 'kysely';
import {
  lastBandIndex,
  lineScores,
  RATE_KEYS,
  type GroupAggregates,
  type Moments,
  type RateCounts,
  type RateLines,
} from '../../../shared/analysis';
import type { Db } from '../../db/connect';

/**
 * 年级数据 by the database: per class of a paper, COUNT, SUM, SUM(x*x), MIN, MAX of the totals,
 * 缺考 apart, a SUM(CASE …) per 四率 line and per 分数段 — the aggregates the metrics library turns
 * into figures (summaryFromAggregates, bandsFromCounts), so no score is loaded into JavaScript.
 * The same SQL runs on SQLite and PostgreSQL. The median needs the sorted values and is left out.
 */
export interface ClassAggregates {
  classId: string;
  agg: GroupAggregates;
  /** Students per 分数段, index 0 at the bottom (as bandCountsOf). */
  bands: number[];
}

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const counted = (cond: RawBuilder<unknown>) =>
  sql<number>`sum(case when ${cond} then 1 else 0 end)`;
/** A student who sat the paper and has a final total. */
const sat = sql`absent = 0 and complete = 1 and total is not null`;

/** Per-class aggregates of a paper's final totals (full marks, 四率 lines, band width). */
export async function paperClassAggregates(
  db: Db,
  paperId: string,
  full: number,
  lines: RateLines,
  bandWidth: number,
): Promise<ClassAggregates[]> {
  const at = lineScores(full, lines);
  const last = lastBandIndex(full, bandWidth);
  const bandCols = Array.from({ length: last + 1 }, (_, i) => {
    const lo = i * bandWidth;
    const hi = (i + 1) * bandWidth;
    const cond =
      i === last
        ? sql`${sat} and total >= ${lo}`
        : i === 0
          ? sql`${sat} and total < ${hi}`
          : sql`${sat} and total >= ${lo} and total < ${hi}`;
    return counted(cond).as(`b${i}`);
  });
  const rows = await db
    .selectFrom('studentTotals')
    .select([
      'classId',
      counted(sat).as('n'),
      counted(sql`absent = 1`).as('absent'),
      sql<number>`sum(case when ${sat} then total else 0 end)`.as('sum'),
      sql<number>`sum(case when ${sat} then total * total else 0 end)`.as('sumSq'),
      sql<number>`min(case when ${sat} then total end)`.as('min'),
      sql<number>`max(case when ${sat} then total end)`.as('max'),
      ...RATE_KEYS.map((k, i) =>
        counted(
          k === 'low' ? sql`${sat} and total < ${at[k]}` : sql`${sat} and total >= ${at[k]}`,
        ).as(`r${i}`),
      ),
      ...bandCols,
    ])
    .where('paperId', '=', paperId)
    .where((eb) => eb.or([eb('complete', '=', 1), eb('absent', '=', 1)]))
    .groupBy('classId')
    .execute();
  return rows.map((r) => {
    const row = r as unknown as Record<string, unknown>;
    const n = num(row.n);
    const moments: Moments = {
      n,
      sum: num(row.sum),
      sumSq: num(row.sumSq),
      min: n === 0 ? NaN : num(row.min),
      max: n === 0 ? NaN : num(row.max),
    };
    const rateCounts = Object.fromEntries(
      RATE_KEYS.map((k, i) => [k, num(row[`r${i}`])]),
    ) as RateCounts;
    return {
      classId: r.classId,
      agg: { moments, absent: num(row.absent), median: null, rateCounts },
      bands: Array.from({ length: last + 1 }, (_, i) => num(row[`b${i}`])),
    };
  });
}

/** The grade's aggregates: the classes' moments and counts added up (exact, no rows reloaded). */
export function gradeOf(classes: readonly ClassAggregates[]): Omit<ClassAggregates, 'classId'> {
  const n = classes.reduce((s, c) => s + c.agg.moments.n, 0);
  const withScores = classes.filter((c) => c.agg.moments.n > 0);
  const moments: Moments = {
    n,
    sum: classes.reduce((s, c) => s + c.agg.moments.sum, 0),
    sumSq: classes.reduce((s, c) => s + c.agg.moments.sumSq, 0),
    min: n === 0 ? NaN : Math.min(...withScores.map((c) => c.agg.moments.min)),
    max: n === 0 ? NaN : Math.max(...withScores.map((c) => c.agg.moments.max)),
  };
  const rateCounts = Object.fromEntries(
    RATE_KEYS.map((k) => [k, classes.reduce((s, c) => s + c.agg.rateCounts[k], 0)]),
  ) as RateCounts;
  const width = Math.max(0, ...classes.map((c) => c.bands.length));
  return {
    agg: {
      moments,
      absent: classes.reduce((s, c) => s + c.agg.absent, 0),
      median: null,
      rateCounts,
    },
    bands: Array.from({ length: width }, (_, i) =>
      classes.reduce((s, c) => s + (c.bands[i] ?? 0), 0),
    ),
  };
}

/** Moments of many papers at once, per paper and class (学科统计 and its trend). */
export async function papersMoments(db: Db, paperIds: readonly string[]) {
  if (paperIds.length === 0) return [];
  const rows = await db
    .selectFrom('studentTotals')
    .select([
      'paperId',
      'classId',
      counted(sat).as('n'),
      counted(sql`absent = 1`).as('absent'),
      sql<number>`sum(case when ${sat} then total else 0 end)`.as('sum'),
    ])
    .where('paperId', 'in', paperIds)
    .groupBy(['paperId', 'classId'])
    .execute();
  return rows.map((r) => ({
    paperId: r.paperId,
    classId: r.classId,
    n: num(r.n),
    absent: num(r.absent),
    sum: num(r.sum),
  }));
}
