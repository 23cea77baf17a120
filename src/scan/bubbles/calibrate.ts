/** What one page's bubbles look like: the level of its empty bubbles and of its clear fills. */
export interface PageCalibration {
  /** Score of an empty bubble on this page (the lower quartile of all its bubbles). */
  empty: number;
  /** Spread of the empty bubbles' scores around `empty` (robust, at least 0.01). */
  noise: number;
  /**
   * Paper ÷ (paper − toner black) in reflectance: turns a score above `empty` into "how much darker
   * than the empty bubbles". Printed black reflects about 8% of what paper does, whatever the
   * scanner's contrast does to both, so this is a constant (RATIO) rather than a measurement.
   */
  ratio: number;
  /** Peak (darkest cells) of an empty bubble on this page: printed letters a gray scan keeps. */
  emptyPeak: number;
  /** Typical darkness of this page's clear fills (see `darkness`), or null when nothing is filled. */
  fill: number | null;
  /** Read from a phone photo: its blur lightens a stroke's darkest cells, so doubt starts lower. */
  photo?: boolean;
}

/** A scored bubble as calibration needs it. */
export interface ScoredBubble {
  score: number;
  coverage?: number;
  peak?: number;
}

/** Paper ÷ (paper − toner black), in reflectance. */
export const RATIO = 1.08;

/** Darker than the empty bubbles by this share: a fill (33% darker is the least a light 2B fill gives). */
export const FILL_LINE = 0.3;
/** A fill covers at least this share of the bubble's cells; ticks, crosses and dots do not. */
export const COVER_LINE = 0.72;

const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor(q * (sorted.length - 1))))] ?? 0;

/** How much darker than the page's empty bubbles a score is: 0 = as empty, 1 = black. */
export const darkness = (score: number, cal: PageCalibration): number =>
  Math.max(0, (score - cal.empty) / Math.max(0.05, cal.ratio - cal.empty));

/** A bubble that counts towards the page's fill level: past the fill line and covering the bubble. */
const clearFill = (b: ScoredBubble, cal: PageCalibration): boolean =>
  darkness(b.score, cal) >= FILL_LINE && (b.coverage ?? 1) >= COVER_LINE;

/**
 * Calibrates a page from all its bubbles: empty level and noise from the lower part of the scores
 * (most bubbles of any card are empty), fill level from the median clear fill. `emptyQuantile` 0
 * takes the lightest bubble (for one question read on its own).
 */
export const calibrate = (
  bubbles: readonly ScoredBubble[],
  ratio = RATIO,
  emptyQuantile = 0.25,
): PageCalibration => {
  const sorted = bubbles.map((b) => b.score).sort((a, b) => a - b);
  const empty = quantile(sorted, emptyQuantile);
  const lower = sorted.slice(0, Math.max(1, Math.ceil(sorted.length / 2)));
  const deviations = lower.map((s) => Math.abs(s - empty)).sort((a, b) => a - b);
  const noise = Math.max(0.01, 1.4826 * quantile(deviations, 0.5));
  const peaks = bubbles.map((b) => b.peak ?? b.score).sort((a, b) => a - b);
  const base: PageCalibration = {
    empty,
    noise,
    ratio: Math.max(1, Math.min(1.6, ratio)),
    emptyPeak: quantile(peaks, emptyQuantile),
    fill: null,
  };
  const fills = bubbles
    .filter((b) => clearFill(b, base))
    .map((b) => darkness(b.score, base))
    .sort((a, b) => a - b);
  return { ...base, fill: fills.length ? quantile(fills, 0.5) : null };
};
