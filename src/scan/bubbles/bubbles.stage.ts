import { MM_PER_INCH, type RectMm } from '../../layout';
import type { GrayImage } from '../core/image';
import type { PageFit } from '../fit/fit.stage';
import { whiteAt, type WhiteMap } from './white-map';

/** A bubble to score: its id and rect in layout mm. */
export interface BubbleSpot {
  id: string;
  rect: RectMm;
}

/** How dark a bubble is: 0 = paper white, 1 = fiducial black. */
export interface BubbleScore {
  id: string;
  /** Normalised fill (W − mean) / (W − B), clamped to 0–1. */
  score: number;
  /** Spread (standard deviation) of the normalised darkness inside: high for ticks, crosses, half fills. */
  spread: number;
  /**
   * How much of the unevenness lies along one axis: the larger standard deviation of the column means
   * and of the row means. High for a bubble filled over part of its width or height (a half fill),
   * low for strokes that cross every row and column (ticks, crosses) and for even fills.
   */
  profile: number;
  /**
   * Share of the bubble's cells (about 0.55 mm square) whose darkness reaches half of its darkest
   * cells (85th percentile): about 1 for fills, even light or scribbled ones; low for ticks, crosses
   * and dots, whose strokes leave most of the bubble white.
   */
  coverage: number;
  /** Darkness of its darkest cell: a stroke's or a dot's own ink. */
  peak: number;
}

/** Side of the cells that coverage is measured on (mm). */
const CELL_MM = 0.55;

/** Peak (darkest cell) and the share of cells at least half as dark as it. */
const cellCoverage = (
  cells: Float64Array,
  counts: Uint16Array,
): { coverage: number; peak: number } => {
  const means: number[] = [];
  cells.forEach((s, i) => {
    if (counts[i]! > 0) means.push(s / counts[i]!);
  });
  if (means.length === 0) return { coverage: 0, peak: 0 };
  means.sort((a, b) => a - b);
  const top = means[Math.min(means.length - 1, Math.floor(means.length * 0.85))]!;
  const peak = Math.max(0, means[means.length - 1]!);
  if (top <= 0.02) return { coverage: 0, peak };
  return { coverage: means.filter((m) => m >= top / 2).length / means.length, peak };
};

/** Standard deviation of sums[i] / count. */
const stdOfMeans = (sums: Float64Array, count: number): number => {
  let m = 0;
  let m2 = 0;
  for (const s of sums) {
    const v = s / count;
    m += v;
    m2 += v * v;
  }
  m /= sums.length;
  return Math.sqrt(Math.max(0, m2 / sums.length - m * m));
};

/** Levels the scores are normalised between. */
export interface InkLevels {
  /** Paper white around each bubble. */
  white: WhiteMap;
  /** Black of the fiducials (mean gray inside them). */
  black: number;
}

/** Inset of the sampled area, so the printed outline and brackets are not counted (mm, capped at 18% of a side). */
const INSET_MM = { x: 0.6, y: 0.5 };

/**
 * Scores one bubble: samples an inset of its rect on a grid of about one pixel, each point mapped
 * through the page fit (no warp), nearest pixel.
 */
export const scoreBubble = (
  image: GrayImage,
  fit: PageFit,
  spot: BubbleSpot,
  ink: InkLevels,
  dpi: number,
): BubbleScore => {
  const { rect } = spot;
  const ix = Math.min(INSET_MM.x, rect.w * 0.18);
  const iy = Math.min(INSET_MM.y, rect.h * 0.18);
  const step = MM_PER_INCH / dpi / fit.scale;
  const nx = Math.max(2, Math.round((rect.w - 2 * ix) / step));
  const ny = Math.max(2, Math.round((rect.h - 2 * iy) / step));
  const h = fit.toImage;
  const cx = rect.x + rect.w / 2;
  const cy = rect.y + rect.h / 2;
  const w0 = h[6] * cx + h[7] * cy + h[8];
  const white = whiteAt(
    ink.white,
    (h[0] * cx + h[1] * cy + h[2]) / w0,
    (h[3] * cx + h[4] * cy + h[5]) / w0,
  );
  const range = Math.max(1, white - ink.black);
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  const cols = new Float64Array(nx);
  const rows = new Float64Array(ny);
  const cx0 = Math.max(2, Math.round((rect.w - 2 * ix) / CELL_MM));
  const cy0 = Math.max(2, Math.round((rect.h - 2 * iy) / CELL_MM));
  const cells = new Float64Array(cx0 * cy0);
  const counts = new Uint16Array(cx0 * cy0);
  for (let j = 0; j < ny; j++) {
    const my = rect.y + iy + ((j + 0.5) * (rect.h - 2 * iy)) / ny;
    for (let i = 0; i < nx; i++) {
      const mx = rect.x + ix + ((i + 0.5) * (rect.w - 2 * ix)) / nx;
      const w = h[6] * mx + h[7] * my + h[8];
      const x = Math.round((h[0] * mx + h[1] * my + h[2]) / w - 0.5);
      const y = Math.round((h[3] * mx + h[4] * my + h[5]) / w - 0.5);
      if (x < 0 || y < 0 || x >= image.width || y >= image.height) continue;
      const d = (white - image.data[y * image.width + x]!) / range;
      sum += d;
      sumSq += d * d;
      cols[i]! += d;
      rows[j]! += d;
      const c = Math.floor((j * cy0) / ny) * cx0 + Math.floor((i * cx0) / nx);
      cells[c]! += d;
      counts[c]! += 1;
      n++;
    }
  }
  if (n === 0) return { id: spot.id, score: 0, spread: 0, profile: 0, coverage: 0, peak: 0 };
  const mean = sum / n;
  return {
    id: spot.id,
    score: Math.min(1, Math.max(0, mean)),
    spread: Math.sqrt(Math.max(0, sumSq / n - mean * mean)),
    profile: Math.max(stdOfMeans(cols, ny), stdOfMeans(rows, nx)),
    ...cellCoverage(cells, counts),
  };
};

/** Bubbles stage: the normalised fill score of every bubble (contrast and paper colour cancel out). */
export const scoreBubbles = (
  image: GrayImage,
  fit: PageFit,
  spots: readonly BubbleSpot[],
  ink: InkLevels,
  dpi: number,
): BubbleScore[] => spots.map((s) => scoreBubble(image, fit, s, ink, dpi));
