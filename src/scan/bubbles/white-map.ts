import type { GrayImage } from '../core/image';

/** Paper white over the page: a high percentile of each cell, interpolated between cell centres. */
export interface WhiteMap {
  cell: number;
  cols: number;
  rows: number;
  values: Float32Array;
}

/** Share of a cell's pixels darker than its "white": cells stay white while ink covers less than this. */
const PERCENTILE = 0.9;

/** Builds the paper-white map of an image with square cells of `cell` pixels (one pass, one histogram per cell row). */
export const buildWhiteMap = (image: GrayImage, cell: number): WhiteMap => {
  const cols = Math.max(1, Math.ceil(image.width / cell));
  const rows = Math.max(1, Math.ceil(image.height / cell));
  const values = new Float32Array(cols * rows);
  const hist = new Uint32Array(cols * 256);
  for (let r = 0; r < rows; r++) {
    hist.fill(0);
    const y1 = Math.min(image.height, (r + 1) * cell);
    for (let y = r * cell; y < y1; y++) {
      const row = y * image.width;
      for (let x = 0; x < image.width; x++)
        hist[((x / cell) | 0) * 256 + image.data[row + x]!]! += 1;
    }
    for (let c = 0; c < cols; c++) {
      const count = (Math.min(image.width, (c + 1) * cell) - c * cell) * (y1 - r * cell);
      let seen = 0;
      let v = 255;
      const target = count * (1 - PERCENTILE);
      for (; v > 0; v--) {
        seen += hist[c * 256 + v]!;
        if (seen >= target) break;
      }
      values[r * cols + c] = v;
    }
  }
  return { cell, cols, rows, values };
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
  const v = (r: number, c: number): number => map.values[r * map.cols + c]!;
  return (
    (v(r0, c0) * (1 - tx) + v(r0, c1) * tx) * (1 - ty) +
    (v(r1, c0) * (1 - tx) + v(r1, c1) * tx) * ty
  );
};
