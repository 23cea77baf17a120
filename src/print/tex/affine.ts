/** A 2D affine matrix [a, b, c, d, e, f] as in SVG and PDF: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Affine = readonly [number, number, number, number, number, number];

/** The identity matrix. */
export const IDENTITY: Affine = [1, 0, 0, 1, 0, 0];

/** Composes two matrices: applies `inner` first, then `outer`. */
export const compose = (outer: Affine, inner: Affine): Affine => [
  outer[0] * inner[0] + outer[2] * inner[1],
  outer[1] * inner[0] + outer[3] * inner[1],
  outer[0] * inner[2] + outer[2] * inner[3],
  outer[1] * inner[2] + outer[3] * inner[3],
  outer[0] * inner[4] + outer[2] * inner[5] + outer[4],
  outer[1] * inner[4] + outer[3] * inner[5] + outer[5],
];

/** Applies a matrix to a point. */
export const apply = (m: Affine, x: number, y: number): [number, number] => [
  m[0] * x + m[2] * y + m[4],
  m[1] * x + m[3] * y + m[5],
];

const numbers = (args: string): number[] =>
  (args.match(/-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) ?? []).map(Number);

/** Parses an SVG transform attribute (translate, scale, matrix, rotate) into one matrix. */
export const parseTransform = (value: string | undefined): Affine => {
  if (!value) return IDENTITY;
  let m = IDENTITY;
  for (const [, name, args] of value.matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const n = numbers(args ?? '');
    const a = n[0] ?? 0;
    let t: Affine = IDENTITY;
    if (name === 'translate') t = [1, 0, 0, 1, a, n[1] ?? 0];
    else if (name === 'scale') t = [a, 0, 0, n[1] ?? a, 0, 0];
    else if (name === 'matrix' && n.length === 6) t = n as unknown as Affine;
    else if (name === 'rotate') {
      const r = (a * Math.PI) / 180;
      t = [Math.cos(r), Math.sin(r), -Math.sin(r), Math.cos(r), 0, 0];
    }
    m = compose(m, t);
  }
  return m;
};
