import type { Annotation } from '../../../shared/api/marking';

/** A 批注 tool. */
export type AnnotationTool = Annotation['tool'];

/** A point in the crop's normalised coordinates (0–1 across, 0–1 down). */
export type Pt = [number, number];

const r3 = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 1000) / 1000;
const pt = (x: number, y: number): Pt => [r3(x), r3(y)];

/**
 * The vector of a 批注 from where the pointer went down and up (normalised), the crop's aspect
 * (height / width) keeping ticks, crosses and circles round: tick and cross a fixed size at the
 * point, circle an ellipse in the dragged box, underline a straight line, pen the path itself.
 */
export function shapeOf(tool: AnnotationTool, path: readonly Pt[], aspect: number): Pt[] {
  const [x0, y0] = path[0] ?? [0, 0];
  const [x1, y1] = path.at(-1) ?? [x0, y0];
  const sx = 0.03;
  const sy = sx / (aspect || 1);
  switch (tool) {
    case 'tick':
      return [pt(x0 - sx, y0), pt(x0 - sx / 3, y0 + sy), pt(x0 + sx, y0 - sy)];
    case 'cross':
      return [
        pt(x0 - sx, y0 - sy),
        pt(x0 + sx, y0 + sy),
        pt(x0, y0),
        pt(x0 + sx, y0 - sy),
        pt(x0 - sx, y0 + sy),
      ];
    case 'circle': {
      const cx = (x0 + x1) / 2;
      const cy = (y0 + y1) / 2;
      const rx = Math.max(Math.abs(x1 - x0) / 2, sx);
      const ry = Math.max(Math.abs(y1 - y0) / 2, sy);
      return Array.from({ length: 25 }, (_, i) =>
        pt(cx + rx * Math.cos((i / 24) * 2 * Math.PI), cy + ry * Math.sin((i / 24) * 2 * Math.PI)),
      );
    }
    case 'underline':
      return [pt(x0, y0), pt(x1, y0)];
    case 'pen':
      return path.filter((_, i) => i % 2 === 0 || i === path.length - 1).map(([x, y]) => pt(x, y));
    case 'text':
      return [pt(x0, y0)];
  }
}

/** The crosses' strokes: a cross is two lines, drawn as one path through its centre. */
export const pointsAttr = (points: readonly Pt[]): string =>
  points.map(([x, y]) => `${x},${y}`).join(' ');

/** Adds a 批注 made on crop `crop`. */
export const addAnnotation = (list: readonly Annotation[], a: Annotation): Annotation[] => [
  ...list,
  a,
];
