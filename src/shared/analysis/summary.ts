import { medianOf, meanOf, momentsOf, sdOf, type Moments } from './descriptive';
import {
  lineScores,
  rateCountsOf,
  ratesFromCounts,
  type CountShare,
  type RateCounts,
  type RateKey,
} from './rates';
import type { RateLines } from './settings';

/** The figures of one group (a class, the grade) on a paper. */
export interface GroupSummary {
  /** 参考人数: students who sat the paper. */
  participants: number;
  /** 缺考: counted apart, in no other figure. */
  absent: number;
  mean: number | null;
  max: number | null;
  min: number | null;
  sd: number | null;
  median: number | null;
  /** 得分率 mean / full marks. */
  scoreRate: number | null;
  rates: Record<RateKey, CountShare>;
}

/**
 * What a group's summary is made from; the database computes all of it with aggregates (COUNT,
 * SUM, SUM(x*x), MIN, MAX, percentile_cont(0.5), and a SUM(CASE …) per 四率 line).
 */
export interface GroupAggregates {
  moments: Moments;
  absent: number;
  median: number | null;
  rateCounts: RateCounts;
}

/** The aggregates of a group from its participants' totals and its count of 缺考. */
export const aggregatesOf = (
  totals: readonly number[],
  absent: number,
  full: number,
  lines: RateLines,
): GroupAggregates => ({
  moments: momentsOf(totals),
  absent,
  median: medianOf(totals),
  rateCounts: rateCountsOf(totals, lineScores(full, lines)),
});

/** The summary from aggregates (the one formula for database and JavaScript alike). */
export const summaryFromAggregates = (agg: GroupAggregates, full: number): GroupSummary => {
  const { moments: m } = agg;
  const mean = meanOf(m);
  return {
    participants: m.n,
    absent: agg.absent,
    mean,
    max: m.n === 0 ? null : m.max,
    min: m.n === 0 ? null : m.min,
    sd: sdOf(m),
    median: agg.median,
    scoreRate: mean === null || full <= 0 ? null : mean / full,
    rates: ratesFromCounts(agg.rateCounts, m.n),
  };
};

/** The summary of a group from its participants' totals and its count of 缺考. */
export const summarize = (
  totals: readonly number[],
  absent: number,
  full: number,
  lines: RateLines,
): GroupSummary => summaryFromAggregates(aggregatesOf(totals, absent, full, lines), full);

/** 超均率 (group mean − reference mean) / reference mean; null without both means or at 0. */
export const overAverageRate = (mean: number | null, reference: number | null): number | null =>
  mean === null || reference === null || reference === 0 ? null : (mean - reference) / reference;
