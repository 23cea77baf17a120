import { roundScore } from './analysis.types';

/**
 * 排名 with shared places (standard competition ranking, SQL RANK() OVER (ORDER BY x DESC)):
 * higher first, equal values (compared at 0.01) share the best place and the next place skips,
 * e.g. 100, 90, 90, 80 → 1, 2, 2, 4. Null values (缺考) get no rank.
 */
export const competitionRanks = (values: readonly (number | null)[]): (number | null)[] => {
  const order = values
    .map((v, i) => ({ v: v === null ? null : roundScore(v), i }))
    .filter((e): e is { v: number; i: number } => e.v !== null)
    .sort((a, b) => b.v - a.v);
  const ranks: (number | null)[] = values.map(() => null);
  order.forEach((e, k) => {
    const prev = order[k - 1];
    ranks[e.i] = prev && prev.v === e.v ? ranks[prev.i]! : k + 1;
  });
  return ranks;
};

/**
 * 进退步: places gained since an earlier exam, earlier rank − current rank (positive = 进步,
 * negative = 退步). Null when the student has no rank in either exam (缺考 or not enrolled).
 */
export const rankChange = (current: number | null, earlier: number | null): number | null =>
  current === null || earlier === null ? null : earlier - current;

/** 进退步 for many students: the change of each student's rank against an earlier exam's ranks. */
export const rankChanges = (
  current: ReadonlyMap<string, number | null>,
  earlier: ReadonlyMap<string, number | null>,
): Map<string, number | null> =>
  new Map([...current].map(([id, rank]) => [id, rankChange(rank, earlier.get(id) ?? null)]));
