import { px, type Px } from '../../layout';
import type { Vec2 } from './homography';

/** A point in image pixels (top-left origin, y down). */
export interface PointPx {
  x: Px;
  y: Px;
}

/** A layout rectangle mapped into an image: its corners in layout order (top-left, top-right, bottom-right, bottom-left). */
export type QuadPx = readonly [PointPx, PointPx, PointPx, PointPx];

/** Brands a plain point as image pixels. */
export const pointPx = (p: Vec2): PointPx => ({ x: px(p.x), y: px(p.y) });

/** Brands four plain corners as a pixel quad. */
export const quadPx = (q: readonly [Vec2, Vec2, Vec2, Vec2]): QuadPx => [
  pointPx(q[0]),
  pointPx(q[1]),
  pointPx(q[2]),
  pointPx(q[3]),
];

/** Scales a quad (e.g. geometry px to source px). */
export const scaleQuad = (q: QuadPx, s: number): QuadPx => {
  const f = (p: Vec2): Vec2 => ({ x: p.x * s, y: p.y * s });
  return quadPx([f(q[0]), f(q[1]), f(q[2]), f(q[3])]);
};

/** Distance between two plain points. */
export const distance = (a: Vec2, b: Vec2): number => Math.hypot(a.x - b.x, a.y - b.y);

/** Axis-aligned bounds of some points. */
export const boundsOf = (
  pts: readonly Vec2[],
): { x0: number; y0: number; x1: number; y1: number } => ({
  x0: Math.min(...pts.map((p) => p.x)),
  y0: Math.min(...pts.map((p) => p.y)),
  x1: Math.max(...pts.map((p) => p.x)),
  y1: Math.max(...pts.map((p) => p.y)),
});

/** Median of some numbers (NaN for none). */
export const median = (values: readonly number[]): number => {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
