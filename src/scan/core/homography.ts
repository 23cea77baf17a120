/** A plain 2-D point in any unit (the math here is unit-free). */
export interface Vec2 {
  x: number;
  y: number;
}

/** A 3 × 3 projective matrix, row-major, mapping (x, y, 1) to (X, Y, W). */
export type Homography = readonly [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

/** The identity homography. */
export const IDENTITY: Homography = [1, 0, 0, 0, 1, 0, 0, 0, 1];

/** Maps a point through a homography. */
export const applyHomography = (h: Homography, p: Vec2): Vec2 => {
  const w = h[6] * p.x + h[7] * p.y + h[8];
  return { x: (h[0] * p.x + h[1] * p.y + h[2]) / w, y: (h[3] * p.x + h[4] * p.y + h[5]) / w };
};

/** Composes two homographies: the result applies `first`, then `second`. */
export const composeHomography = (second: Homography, first: Homography): Homography => {
  const m = (r: number, c: number): number =>
    second[r * 3]! * first[c]! +
    second[r * 3 + 1]! * first[3 + c]! +
    second[r * 3 + 2]! * first[6 + c]!;
  return [m(0, 0), m(0, 1), m(0, 2), m(1, 0), m(1, 1), m(1, 2), m(2, 0), m(2, 1), m(2, 2)];
};

/** Inverts a homography; null when it is singular. */
export const invertHomography = (h: Homography): Homography | null => {
  const [a, b, c, d, e, f, g, k, l] = h;
  const A = e * l - f * k;
  const B = f * g - d * l;
  const C = d * k - e * g;
  const det = a * A + b * B + c * C;
  if (Math.abs(det) < 1e-12) return null;
  const s = 1 / det;
  return [
    A * s,
    (c * k - b * l) * s,
    (b * f - c * e) * s,
    B * s,
    (a * l - c * g) * s,
    (c * d - a * f) * s,
    C * s,
    (b * g - a * k) * s,
    (a * e - b * d) * s,
  ];
};

/** Solves A·x = b in place by Gaussian elimination with partial pivoting; null when singular. */
export const solveLinear = (a: number[][], b: number[]): number[] | null => {
  const n = b.length;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++)
      if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    if (Math.abs(a[pivot]![col]!) < 1e-12) return null;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    [b[col], b[pivot]] = [b[pivot]!, b[col]!];
    const row = a[col]!;
    for (let r = col + 1; r < n; r++) {
      const other = a[r]!;
      const f = other[col]! / row[col]!;
      if (f === 0) continue;
      for (let c = col; c < n; c++) other[c] = other[c]! - f * row[c]!;
      b[r] = b[r]! - f * b[col]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = b[r]!;
    for (let c = r + 1; c < n; c++) s -= a[r]![c]! * x[c]!;
    x[r] = s / a[r]![r]!;
  }
  return x;
};

/** Similarity that moves points to zero mean and unit mean distance (Hartley normalisation). */
const normaliser = (pts: readonly Vec2[]): Homography => {
  const cx = pts.reduce((s, p) => s + p.x, 0) / pts.length;
  const cy = pts.reduce((s, p) => s + p.y, 0) / pts.length;
  const d = pts.reduce((s, p) => s + Math.hypot(p.x - cx, p.y - cy), 0) / pts.length || 1;
  const k = Math.SQRT2 / d;
  return [k, 0, -k * cx, 0, k, -k * cy, 0, 0, 1];
};

/** Least-squares fit of `dst ≈ M · src` with M affine (≥ 3 points) or projective (≥ 4); null when degenerate. */
export const fitTransform = (
  src: readonly Vec2[],
  dst: readonly Vec2[],
  model: 'affine' | 'projective',
): Homography | null => {
  const need = model === 'affine' ? 3 : 4;
  if (src.length !== dst.length || src.length < need) return null;
  const ns = normaliser(src);
  const nd = normaliser(dst);
  const s = src.map((p) => applyHomography(ns, p));
  const d = dst.map((p) => applyHomography(nd, p));
  const n = model === 'affine' ? 6 : 8;
  const ata = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const atb = new Array<number>(n).fill(0);
  const addRow = (row: number[], rhs: number): void => {
    for (let i = 0; i < n; i++) {
      atb[i] = atb[i]! + row[i]! * rhs;
      for (let j = 0; j < n; j++) ata[i]![j] = ata[i]![j]! + row[i]! * row[j]!;
    }
  };
  s.forEach((p, i) => {
    const q = d[i]!;
    const px = [p.x, p.y, 1, 0, 0, 0];
    const py = [0, 0, 0, p.x, p.y, 1];
    if (model === 'affine') {
      addRow(px, q.x);
      addRow(py, q.y);
    } else {
      addRow([...px, -p.x * q.x, -p.y * q.x], q.x);
      addRow([...py, -p.x * q.y, -p.y * q.y], q.y);
    }
  });
  const x = solveLinear(ata, atb);
  if (!x) return null;
  const m: Homography = [x[0]!, x[1]!, x[2]!, x[3]!, x[4]!, x[5]!, x[6] ?? 0, x[7] ?? 0, 1];
  const back = invertHomography(nd);
  return back ? composeHomography(back, composeHomography(m, ns)) : null;
};
