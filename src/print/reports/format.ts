/** What a missing figure prints as. */
export const NONE = '—';

/** A score: whole numbers as they are, else at most two decimals (7.5, 3.33). */
export const fmtScore = (x: number | null | undefined): string =>
  x === null || x === undefined ? NONE : String(Math.round(x * 100) / 100);

/** A mean or SD with two decimals. */
export const fmtFixed = (x: number | null | undefined, digits = 2): string =>
  x === null || x === undefined ? NONE : x.toFixed(digits);

/** A share as a percentage with one decimal (0.8532 → 85.3%). */
export const fmtPercent = (x: number | null | undefined): string =>
  x === null || x === undefined ? NONE : `${(x * 100).toFixed(1)}%`;

/** A signed percentage (超均率): +12.3% or −5.0%. */
export const fmtSignedPercent = (x: number | null | undefined): string =>
  x === null || x === undefined
    ? NONE
    : `${x > 0 ? '+' : x < 0 ? '−' : ''}${(Math.abs(x) * 100).toFixed(1)}%`;

/** A rank, or nothing for an unranked (缺考) student. */
export const fmtRank = (x: number | null | undefined): string =>
  x === null || x === undefined ? '' : String(x);
