import { roundScore } from './analysis.types';

/** A 分数段: [lo, hi), the top band [lo, full] including full marks. */
export interface ScoreBand {
  lo: number;
  hi: number;
  /** "[80, 90)", or "[90, 100]" for the top band. */
  label: string;
  count: number;
  share: number | null;
  /** Students in this band or above (bands run from the top down). */
  cumCount: number;
  cumShare: number | null;
}

/** Index of the last (top) band: ⌈full / width⌉ − 1. */
export const lastBandIndex = (full: number, width: number): number =>
  Math.max(0, Math.ceil(full / width) - 1);

/**
 * The band a score falls in, counted from 0 at the bottom: ⌊score / width⌋, full marks kept in the
 * top band (the SQL: LEAST(FLOOR(total / width), last)).
 */
export const bandIndex = (score: number, full: number, width: number): number =>
  Math.min(Math.max(0, Math.floor(roundScore(score) / width)), lastBandIndex(full, width));

/** Students per band, index 0 at the bottom. */
export const bandCountsOf = (totals: readonly number[], full: number, width: number): number[] => {
  const counts = Array<number>(lastBandIndex(full, width) + 1).fill(0);
  for (const t of totals) counts[bandIndex(t, full, width)]!++;
  return counts;
};

/** 分数段 from the top down with counts, shares and cumulative counts from the top. */
export const bandsFromCounts = (
  counts: readonly number[],
  full: number,
  width: number,
): ScoreBand[] => {
  const n = counts.reduce((a, b) => a + b, 0);
  const share = (c: number): number | null => (n === 0 ? null : c / n);
  const last = counts.length - 1;
  let cum = 0;
  const bands: ScoreBand[] = [];
  for (let i = last; i >= 0; i--) {
    const count = counts[i] ?? 0;
    cum += count;
    const lo = i * width;
    const hi = i === last ? full : (i + 1) * width;
    const label = i === last ? `[${lo}, ${hi}]` : `[${lo}, ${hi})`;
    bands.push({ lo, hi, label, count, share: share(count), cumCount: cum, cumShare: share(cum) });
  }
  return bands;
};

/** 分数段 of a list of totals. */
export const scoreBands = (totals: readonly number[], full: number, width: number): ScoreBand[] =>
  bandsFromCounts(bandCountsOf(totals, full, width), full, width);
