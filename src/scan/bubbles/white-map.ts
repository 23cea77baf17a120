import type { GrayImage } from '../core/image';

/**
 * Paper white over the page: a high percentile of each cell, interpolated between cell centres.
 * Cells are measured when first asked for (bubbles cover a small part of a page), from every second
 * pixel of every second row: a percentile of some hundreds of samples is as good as of all of them.
 */
export interface WhiteMap {
  cell: number;
  cols: number;
  rows: number;
  /** Each cell's white, or −1 while not measured yet. */
  values: Float32Array;
  image: GrayImage;
}

/** Share of a cell's pixels darker than its "white": cells stay white while ink covers less than this. */
const PERCENTILE = 0.9;
/** Sampling step in pixels, in both directions (only where a cell is large enough to spare it). */
const STEP = 2;
const hist = new Uint32Array(256);

/** The paper white of one cell: the level below which 90% of its sampled pixels lie or above. */
const measureCell = (map: WhiteMap, c: number, r: number): number => {
  const { image, cell } = map;
  const step = cell >= 8 ? STEP : 1;
  const x1 = Math.min(image.width, (c + 1) * cell);
  const y1 = Math.min(image.height, (r + 1) * cell);
  hist.fill(0);
  let count = 0;
  for (let y = r * cell; y < y1; y += step) {
    const row = y * image.width;
    for (let x = c * cell; x < x1; x += step) {
      hist[image.data[row + x]!]! += 1;
      count++;
    }
  }
  const target = count * (1 - PERCENTILE);
  let seen = 0;
  let v = 255;
  for (; v > 0; v--) {
    seen += hist[v]!;
    if (seen >= target) break;
  }
  return v;
};

/** Prepares the paper-white map of an image with square cells of `cell` pixels (cells measured on demand). */
export const buildWhiteMap = (image: GrayImage, cell: number): WhiteMap => {
  const cols = Math.max(1, Math.ceil(image.width / cell));
  const rows = Math.max(1, Math.ceil(image.height / cell));
  return { cell, cols, rows, values: new Float32Array(cols * rows).fill(-1), image };
};

/** A cell's white, measured on first use. */
const cellWhite = (map: WhiteMap, r: number, c: number): number => {
  const i = r * map.cols + c;
  if (map.values[i]! < 0) map.values[i] = measureCell(map, c, r);
  return map.values[i]!;
};

/** Paper white at an image point (bilinear between cell centres). */
export const whiteAt = (map: WhiteMap, x: number, y: number): number => {
  const fx = Math.min(map.cols - 1, Math.max(0, x / map.cell - 0.5));
  const fy = Math.min(map.rows - 1, Math.max(0, y / map.cell - 0.5));
  const c0 = Math.floor(fx);
  const r0 = Math.floor(fy);
  const c1 = Math.min(map.cols - 1, c0 + 1);
  const r1 = Math.min(map.rows - 1, r0 + 1);
  const tx = fx - c0;
  const ty = fy - r0;
  return (
    (cellWhite(map, r0, c0) * (1 - tx) + cellWhite(map, r0, c1) * tx) * (1 - ty) +
    (cellWhite(map, r1, c0) * (1 - tx) + cellWhite(map, r1, c1) * tx) * ty
  );
};
