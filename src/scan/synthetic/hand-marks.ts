import { rect, type RectMm } from '../../layout';

/**
 * Marks as students make them, built from strokes rather than shapes: pencil scribbles, loops and
 * zig-zags, light 2B fills, poor erasures, sloppy fills past the bubble, ticks and crosses whose
 * strokes leave it, dots and faint marks. Deterministic for a seed.
 */
export type HandMark =
  | 'zigzag'
  | 'loops'
  | 'scribble'
  | 'dense-2b'
  | 'light-2b'
  | 'pen-fill'
  | 'sloppy'
  | 'erased-poorly'
  | 'tick-out'
  | 'tick-pen'
  | 'cross-pen'
  | 'cross-pencil'
  | 'dot'
  | 'faint';

/** What a careful person calls each hand mark: a fill, nothing (erased), or a question for a person. */
export const HAND_MARK_MEANING: Record<HandMark, 'fill' | 'nothing' | 'ask'> = {
  zigzag: 'fill',
  loops: 'fill',
  scribble: 'fill',
  'dense-2b': 'fill',
  'light-2b': 'fill',
  'pen-fill': 'fill',
  sloppy: 'fill',
  'erased-poorly': 'nothing',
  'tick-out': 'ask',
  'tick-pen': 'ask',
  'cross-pen': 'ask',
  'cross-pencil': 'ask',
  dot: 'ask',
  faint: 'ask',
};

/** A small seeded generator (LCG), uniform in [0, 1). */
const rng = (seed: number): (() => number) => {
  let s = (seed * 2654435761) >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) + 0.5) / 4294967296;
};

const path = (points: readonly [number, number][], ink: string, width: number, opacity = 1) =>
  `<path d="M${points.map(([x, y]) => `${x.toFixed(3)} ${y.toFixed(3)}`).join(' L')}" fill="none" stroke="${ink}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="${opacity}"/>`;

/** A zig-zag across the rect (horizontal sweeps `pitch` mm apart), jittered by the hand. */
const zigzag = (r: RectMm, pitch: number, over: number, rand: () => number) => {
  const pts: [number, number][] = [];
  const rows = Math.max(2, Math.ceil((r.h + 2 * over) / pitch));
  for (let i = 0; i <= rows; i++) {
    const y = r.y - over + (i * (r.h + 2 * over)) / rows + (rand() - 0.5) * pitch * 0.4;
    const x0 = r.x - over + (rand() - 0.5) * 0.4;
    const x1 = r.x + r.w + over + (rand() - 0.5) * 0.4;
    pts.push(i % 2 ? [x1, y] : [x0, y]);
  }
  return pts;
};

/** Overlapping loops along the rect (a cursive "llll" squeezed into it). */
const loops = (r: RectMm, rand: () => number) => {
  const pts: [number, number][] = [];
  const turns = 7;
  for (let t = 0; t <= turns * 24; t++) {
    const a = (t / 24) * 2 * Math.PI;
    const x = r.x + 0.6 + ((r.w - 1.2) * t) / (turns * 24) + 0.9 * Math.cos(a);
    const y = r.y + r.h / 2 + (r.h / 2 + 0.1) * Math.sin(a) + (rand() - 0.5) * 0.15;
    pts.push([x, y]);
  }
  return pts;
};

/** The SVG of one hand mark in bubble rect `r` (layout mm). */
export const handMarkSvg = (r: RectMm, mark: HandMark, seed = 1): string => {
  const rand = rng(seed);
  const cx = r.x + r.w / 2;
  const cy = r.y + r.h / 2;
  const pencil = '#3c3c3c';
  switch (mark) {
    case 'zigzag':
      return path(zigzag(r, 0.45, 0.15, rand), pencil, 0.45, 0.9);
    case 'scribble':
      return (
        path(zigzag(r, 0.6, 0.2, rand), pencil, 0.4, 0.8) +
        path(zigzag(rect(r.x, r.y + 0.3, r.w, r.h), 0.6, 0.1, rand), pencil, 0.4, 0.8)
      );
    case 'loops':
      return path(loops(r, rand), pencil, 0.45, 0.9);
    case 'dense-2b':
      return path(zigzag(r, 0.3, 0.1, rand), '#777777', 0.4, 1);
    case 'light-2b':
      return path(zigzag(r, 0.3, 0.1, rand), '#a09c98', 0.4, 1);
    case 'pen-fill':
      return path(zigzag(r, 0.35, 0.1, rand), '#1c2440', 0.5, 1);
    case 'sloppy':
      return `<ellipse cx="${cx + 0.5}" cy="${cy - 0.3}" rx="${r.w * 0.62}" ry="${r.h * 0.7}" fill="#404040" transform="rotate(-6 ${cx} ${cy})"/>`;
    case 'erased-poorly':
      return (
        path(zigzag(r, 0.35, 0.1, rand), '#e2ded8', 0.4, 1) +
        path(zigzag(rect(r.x, r.y, r.w, r.h * 0.4), 0.5, 0, rand), '#d0cbc4', 0.3, 1)
      );
    case 'tick-out':
      return path(
        [
          [r.x + r.w * 0.25, cy],
          [r.x + r.w * 0.42, r.y + r.h * 0.85],
          [r.x + r.w * 1.6, r.y - r.h * 1.1],
        ],
        pencil,
        0.4,
      );
    case 'tick-pen':
      return path(
        [
          [r.x + r.w * 0.15, r.y + r.h * 0.45],
          [r.x + r.w * 0.4, r.y + r.h * 0.9],
          [r.x + r.w * 1.1, r.y - r.h * 0.3],
        ],
        '#101830',
        0.35,
      );
    case 'cross-pen':
    case 'cross-pencil': {
      const [ink, w] = mark === 'cross-pen' ? ['#101830', 0.35] : [pencil, 0.6];
      const o = 0.4;
      return (
        path(
          [
            [r.x - o, r.y - o],
            [r.x + r.w + o, r.y + r.h + o],
          ],
          ink,
          w,
        ) +
        path(
          [
            [r.x + r.w + o, r.y - o],
            [r.x - o, r.y + r.h + o],
          ],
          ink,
          w,
        )
      );
    }
    case 'dot':
      return `<circle cx="${cx}" cy="${cy}" r="0.45" fill="${pencil}"/>`;
    case 'faint':
      return `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="#b4b2ae"/>`;
  }
};
