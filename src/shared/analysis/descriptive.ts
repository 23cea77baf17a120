/**
 * Descriptive statistics from moments (n, Σx, Σx², min, max): the database computes the same five
 * aggregates (COUNT, SUM, SUM(x*x), MIN, MAX), so a figure is never computed two different ways.
 */

/** The five aggregates every mean and standard deviation is made from. */
export interface Moments {
  n: number;
  sum: number;
  sumSq: number;
  min: number;
  max: number;
}

/** Moments of a list of values (empty: n = 0, min and max NaN). */
export const momentsOf = (values: readonly number[]): Moments => {
  let sum = 0;
  let sumSq = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const x of values) {
    sum += x;
    sumSq += x * x;
    if (x < min) min = x;
    if (x > max) max = x;
  }
  return values.length === 0
    ? { n: 0, sum: 0, sumSq: 0, min: NaN, max: NaN }
    : { n: values.length, sum, sumSq, min, max };
};

/** 平均分 Σx / n; null for no values. */
export const meanOf = (m: Moments): number | null => (m.n === 0 ? null : m.sum / m.n);

/** 方差 (population) Σx²/n − mean²; exactly 0 when every value is equal; null for no values. */
export const varianceOf = (m: Moments): number | null => {
  if (m.n === 0) return null;
  if (m.min === m.max) return 0;
  const mean = m.sum / m.n;
  return Math.max(0, m.sumSq / m.n - mean * mean);
};

/** 标准差 (population): the square root of the variance; null for no values. */
export const sdOf = (m: Moments): number | null => {
  const v = varianceOf(m);
  return v === null ? null : Math.sqrt(v);
};

/**
 * The p-quantile by linear interpolation between order statistics (R type 7, Excel QUARTILE.INC,
 * PostgreSQL percentile_cont): position (n − 1)·p in the sorted values. Null for no values.
 */
export const quantileSorted = (sorted: readonly number[], p: number): number | null => {
  const n = sorted.length;
  if (n === 0) return null;
  const pos = (n - 1) * p;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  const a = sorted[lo]!;
  return a + (sorted[hi]! - a) * (pos - lo);
};

/** Sorts numbers ascending into a new array. */
export const sortedAsc = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b);

/** 中位数: the middle value, or the mean of the two middle values. Null for no values. */
export const medianOf = (values: readonly number[]): number | null =>
  quantileSorted(sortedAsc(values), 0.5);

/** The five numbers of a box plot. */
export interface BoxStats {
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
}

/** Box-plot numbers: min, Q1, median, Q3, max (quartiles as quantileSorted). Null for no values. */
export const boxStatsOf = (values: readonly number[]): BoxStats | null => {
  const s = sortedAsc(values);
  if (s.length === 0) return null;
  return {
    min: s[0]!,
    q1: quantileSorted(s, 0.25)!,
    median: quantileSorted(s, 0.5)!,
    q3: quantileSorted(s, 0.75)!,
    max: s[s.length - 1]!,
  };
};
