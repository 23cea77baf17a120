import { mm, rect, type Mm, type PointMm, type RectMm } from './units';

/** Width and height of a sheet in millimetres. */
export interface SizeMm {
  width: Mm;
  height: Mm;
}

/** Distances from each sheet edge in millimetres. */
export interface Margins {
  top: Mm;
  right: Mm;
  bottom: Mm;
  left: Mm;
}

/** Rounds a length to 0.01 mm so layouts are stable and readable. */
export const round2 = (n: number): Mm => mm(Math.round(n * 100) / 100);

/** Builds a rectangle rounded to 0.01 mm. */
export const rectR = (x: number, y: number, w: number, h: number): RectMm =>
  rect(round2(x), round2(y), round2(w), round2(h));

/** Right edge of a rectangle. */
export const rightOf = (r: RectMm): number => r.x + r.w;
/** Bottom edge of a rectangle. */
export const bottomOf = (r: RectMm): number => r.y + r.h;

/** Centre point of a rectangle. */
export const centre = (r: RectMm): PointMm => ({
  x: round2(r.x + r.w / 2),
  y: round2(r.y + r.h / 2),
});

/** Grows a rectangle by d on every side (shrinks when d < 0). */
export const expand = (r: RectMm, d: number): RectMm =>
  rectR(r.x - d, r.y - d, r.w + 2 * d, r.h + 2 * d);

/** Tells whether two rectangles share any area (touching edges do not count). */
export const intersects = (a: RectMm, b: RectMm, eps = 1e-6): boolean =>
  a.x < rightOf(b) - eps &&
  b.x < rightOf(a) - eps &&
  a.y < bottomOf(b) - eps &&
  b.y < bottomOf(a) - eps;

/** Tells whether rectangle inner lies wholly within rectangle outer. */
export const contains = (outer: RectMm, inner: RectMm, eps = 1e-6): boolean =>
  inner.x >= outer.x - eps &&
  inner.y >= outer.y - eps &&
  rightOf(inner) <= rightOf(outer) + eps &&
  bottomOf(inner) <= bottomOf(outer) + eps;

/** The rectangle of a whole sheet. */
export const sheetRect = (sheet: SizeMm): RectMm => rect(0, 0, sheet.width, sheet.height);

/** The rectangle left inside a sheet after margins. */
export const insideMargins = (sheet: SizeMm, m: Margins): RectMm =>
  rectR(m.left, m.top, sheet.width - m.left - m.right, sheet.height - m.top - m.bottom);

/** Splits a rectangle into n equal columns separated by gap. */
export const splitColumns = (area: RectMm, n: number, gap: number): RectMm[] => {
  const w = (area.w - gap * (n - 1)) / n;
  return Array.from({ length: n }, (_, i) => rectR(area.x + i * (w + gap), area.y, w, area.h));
};

/** Builds margins from plain numbers in millimetres. */
export const margins = (top: number, right: number, bottom: number, left: number): Margins => ({
  top: mm(top),
  right: mm(right),
  bottom: mm(bottom),
  left: mm(left),
});
