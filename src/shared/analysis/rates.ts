import { roundScore } from './analysis.types';
import type { RateLines } from './settings';

/** The four rates of 四率. */
export type RateKey = keyof RateLines;
/** The rates in display order. */
export const RATE_KEYS: readonly RateKey[] = ['excellent', 'good', 'pass', 'low'];
/** Chinese names of the rates. */
export const RATE_NAMES: Record<RateKey, string> = {
  excellent: '优秀',
  good: '良好',
  pass: '及格',
  low: '低分',
};

/** The lines in points: fraction × full marks, at 0.01 points. */
export const lineScores = (full: number, lines: RateLines): Record<RateKey, number> => ({
  excellent: roundScore(lines.excellent * full),
  good: roundScore(lines.good * full),
  pass: roundScore(lines.pass * full),
  low: roundScore(lines.low * full),
});

/**
 * Whether a score counts toward a rate: 优秀, 良好, 及格 when score ≥ the line (cumulative: an
 * excellent score is also 良好 and 及格); 低分 when score < the low line.
 */
export const meetsRate = (key: RateKey, score: number, line: number): boolean =>
  key === 'low' ? roundScore(score) < line : roundScore(score) >= line;

/** A count and its share of the participants (null share when nobody sat the paper). */
export interface CountShare {
  count: number;
  share: number | null;
}

/** Students counted per rate (the SQL: SUM(CASE WHEN total >= line THEN 1 ELSE 0 END)). */
export type RateCounts = Record<RateKey, number>;

/** Counts per rate of the participants' totals. */
export const rateCountsOf = (
  totals: readonly number[],
  lines: Record<RateKey, number>,
): RateCounts => {
  const counts: RateCounts = { excellent: 0, good: 0, pass: 0, low: 0 };
  for (const t of totals) for (const k of RATE_KEYS) if (meetsRate(k, t, lines[k])) counts[k]++;
  return counts;
};

/** 四率: each count over the participants. */
export const ratesFromCounts = (counts: RateCounts, n: number): Record<RateKey, CountShare> => {
  const of = (count: number): CountShare => ({ count, share: n === 0 ? null : count / n });
  return {
    excellent: of(counts.excellent),
    good: of(counts.good),
    pass: of(counts.pass),
    low: of(counts.low),
  };
};
