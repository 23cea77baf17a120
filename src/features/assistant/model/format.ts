/** A share as a percentage with one decimal (0.853 → 85.3%), or — when missing. */
export const pct = (x: number | null | undefined): string =>
  x === null || x === undefined ? '—' : `${(x * 100).toFixed(1)}%`;

/** A mean with two decimals, or —. */
export const fixed = (x: number | null | undefined): string =>
  x === null || x === undefined ? '—' : x.toFixed(2);

/** A score as it is (at most two decimals), or —. */
export const score = (x: number | null | undefined): string =>
  x === null || x === undefined ? '—' : String(Math.round(x * 100) / 100);

/** A share as a number of percent for charts. */
export const pctValue = (x: number | null): number | null =>
  x === null ? null : Math.round(x * 1000) / 10;

const two = (n: number) => String(n).padStart(2, '0');

/** A moment in local time as 月-日 时:分 (2026-09-01T00:05Z → 09-01 08:05 in Beijing), or —. */
export const when = (iso: string | null | undefined): string => {
  if (!iso) return '—';
  const d = new Date(iso);
  return `${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
};
