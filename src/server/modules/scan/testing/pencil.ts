import type { RectMm } from '../../../../layout';
import type { Raster } from './raster';

/** A seeded pseudo-random source (mulberry32): the same seed gives the same corpus. */
export const seeded = (seed: number): (() => number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const put = (r: Raster, x: number, y: number, grey: number): void => {
  if (x < 0 || y < 0 || x >= r.width || y >= r.height) return;
  const i = (y * r.width + x) * 3;
  // Graphite darkens what is under it (multiply), so printed red outlines stay visible.
  for (let c = 0; c < 3; c++) r.data[i + c] = Math.round((r.data[i + c]! * grey) / 255);
};

/**
 * Shades a layout rect as pencil would: grey level `grey` (0 black – 255 white) with grain, over
 * `coverX` of its width, edges a little irregular.
 */
export function pencilFill(
  r: Raster,
  rect: RectMm,
  grey: number,
  rand: () => number,
  coverX = 1,
): void {
  const k = r.dpi / 25.4;
  const x0 = (rect.x - 0.25 + rand() * 0.3) * k;
  const x1 = (rect.x + rect.w * coverX + 0.15 - rand() * 0.3) * k;
  const y0 = (rect.y - 0.2 + rand() * 0.25) * k;
  const y1 = (rect.y + rect.h + 0.2 - rand() * 0.25) * k;
  for (let y = Math.floor(y0); y < y1; y++) {
    const jitter = (rand() - 0.5) * 0.4 * k;
    for (let x = Math.floor(x0 + jitter); x < x1 - jitter; x++) {
      const g = grey + (rand() - 0.5) * 40;
      put(r, x, y, Math.max(0, Math.min(255, g)));
    }
  }
}

/** A pen stroke (polyline in mm) of width `widthMm`, dark ink. */
export function penStroke(
  r: Raster,
  points: { x: number; y: number }[],
  widthMm = 0.5,
  grey = 30,
): void {
  const k = r.dpi / 25.4;
  const half = (widthMm * k) / 2;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) * k));
    for (let s = 0; s <= steps; s++) {
      const cx = (a.x + ((b.x - a.x) * s) / steps) * k;
      const cy = (a.y + ((b.y - a.y) * s) / steps) * k;
      for (let y = Math.floor(cy - half); y <= cy + half; y++)
        for (let x = Math.floor(cx - half); x <= cx + half; x++)
          if ((x - cx) ** 2 + (y - cy) ** 2 <= half * half) put(r, x, y, grey);
    }
  }
}

/** A tick (√) inside a rect. */
export const tick = (r: Raster, b: RectMm): void =>
  penStroke(r, [
    { x: b.x + 0.15 * b.w, y: b.y + 0.55 * b.h },
    { x: b.x + 0.4 * b.w, y: b.y + 0.9 * b.h },
    { x: b.x + 0.9 * b.w, y: b.y + 0.1 * b.h },
  ]);

/** A cross (×) inside a rect. */
export const cross = (r: Raster, b: RectMm): void => {
  penStroke(r, [
    { x: b.x + 0.1 * b.w, y: b.y + 0.1 * b.h },
    { x: b.x + 0.9 * b.w, y: b.y + 0.9 * b.h },
  ]);
  penStroke(r, [
    { x: b.x + 0.9 * b.w, y: b.y + 0.1 * b.h },
    { x: b.x + 0.1 * b.w, y: b.y + 0.9 * b.h },
  ]);
};

/** Handwriting-like pen scribbles across a region (subjective answers, stray strokes). */
export function scribble(r: Raster, area: RectMm, rand: () => number, lines = 3): void {
  for (let l = 0; l < lines; l++) {
    const y = area.y + ((l + 0.5) * area.h) / lines;
    const pts = Array.from({ length: 14 }, (_, i) => ({
      x: area.x + (i / 13) * area.w * (0.5 + rand() * 0.5),
      y: y + (rand() - 0.5) * Math.min(6, area.h / lines),
    }));
    penStroke(r, pts, 0.45, 40);
  }
}
