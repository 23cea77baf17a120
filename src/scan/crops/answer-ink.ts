import {
  essayCellRect,
  expand,
  rectR,
  type EssayGridElement,
  type RectMm,
  type SubjectiveBoxElement,
} from '../../layout';
import type { GrayImage } from '../core/image';

/** An answer region of a card: a box or an essay grid (one part of it). */
export type AnswerElement = SubjectiveBoxElement | EssayGridElement;

/** Where handwriting is looked for (mm on the page): inside `include`, outside `exclude`. */
export interface InkAreas {
  include: RectMm[];
  exclude: RectMm[];
}

/** A region's writing area without what the card prints there: border, label, writing lines, grid lines. */
export function inkAreas(el: AnswerElement): InkAreas {
  if (el.kind === 'essay-grid') {
    const cells = Array.from({ length: el.rows * el.cols }, (_, i) =>
      expand(essayCellRect(el, i), -0.7),
    );
    return { include: cells, exclude: [expand(el.labelRect, 1)] };
  }
  const lines = el.lines.map((l) => rectR(l.x - 1, l.y + l.h - 0.9, l.w + 2, 1.8));
  return { include: [expand(el.rect, -1.5)], exclude: [expand(el.labelRect, 1), ...lines] };
}

/** What handwriting a crop holds. */
export interface InkMeasure {
  /** Share of the writing area covered by ink (0–1). */
  ink: number;
  /** 256-bit average hash (hex) of the ink density over its bounding box; zeros when blank. */
  hash: string;
}

const GRID = 16;
const BLANK_HASH = '0'.repeat((GRID * GRID) / 4);

/**
 * Measures handwriting in a gray crop: pixels clearly darker than the paper, inside the writing
 * areas only (so printed borders, labels and lines do not count), as a share of the area, and a
 * perceptual hash of the ink normalised to its bounding box (alike answers hash alike).
 */
export function measureInk(
  img: GrayImage,
  origin: { x: number; y: number },
  pxPerMm: number,
  areas: InkAreas,
): InkMeasure {
  const { width: w, height: h, data } = img;
  const mask = new Uint8Array(w * h);
  const paint = (r: RectMm, v: number) => {
    const x0 = Math.max(0, Math.floor((r.x - origin.x) * pxPerMm));
    const x1 = Math.min(w, Math.ceil((r.x + r.w - origin.x) * pxPerMm));
    const y0 = Math.max(0, Math.floor((r.y - origin.y) * pxPerMm));
    const y1 = Math.min(h, Math.ceil((r.y + r.h - origin.y) * pxPerMm));
    for (let y = y0; y < y1; y++) mask.fill(v, y * w + x0, y * w + Math.max(x0, x1));
  };
  for (const r of areas.include) paint(r, 1);
  for (const r of areas.exclude) paint(r, 0);
  const hist = new Uint32Array(256);
  let area = 0;
  for (let i = 0; i < mask.length; i++)
    if (mask[i]) {
      hist[data[i]!]!++;
      area++;
    }
  if (area === 0) return { ink: 0, hash: BLANK_HASH };
  // Paper white: the 80th percentile of the area (writing never covers most of a box).
  let seen = 0;
  let white = 255;
  for (let v = 255; v >= 0; v--) {
    seen += hist[v]!;
    if (seen >= area * 0.2) {
      white = v;
      break;
    }
  }
  const dark = Math.min(white * 0.55, white - 60);
  let ink = 0;
  let [minX, minY, maxX, maxY] = [w, h, -1, -1];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (!mask[i] || data[i]! > dark) continue;
      ink++;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  if (ink === 0) return { ink: 0, hash: BLANK_HASH };
  const cells = new Float64Array(GRID * GRID);
  const bw = maxX - minX + 1;
  const bh = maxY - minY + 1;
  for (let y = minY; y <= maxY; y++)
    for (let x = minX; x <= maxX; x++) {
      const i = y * w + x;
      if (!mask[i] || data[i]! > dark) continue;
      const cx = Math.min(GRID - 1, Math.floor(((x - minX) * GRID) / bw));
      const cy = Math.min(GRID - 1, Math.floor(((y - minY) * GRID) / bh));
      cells[cy * GRID + cx]!++;
    }
  const mean = ink / cells.length;
  let hex = '';
  for (let i = 0; i < cells.length; i += 4) {
    let nibble = 0;
    for (let b = 0; b < 4; b++) if (cells[i + b]! > mean) nibble |= 8 >> b;
    hex += nibble.toString(16);
  }
  return { ink: ink / area, hash: hex };
}

/** Bits that differ between two hashes of the same length. */
export function hashDistance(a: string, b: string): number {
  let d = 0;
  for (let i = 0; i < a.length; i++) {
    let x = parseInt(a[i]!, 16) ^ parseInt(b[i] ?? '0', 16);
    while (x) {
      d += x & 1;
      x >>= 1;
    }
  }
  return d;
}
