/** A connected dark region of a binary mask, with the moments the shape filters need. */
export interface Component {
  area: number;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  /** Centroid in mask pixels. */
  cx: number;
  cy: number;
  /** Central second moments (pixel variance along x, y and their covariance). */
  vxx: number;
  vyy: number;
  vxy: number;
}

const find = (parent: Int32Array, i: number): number => {
  let r = i;
  while (parent[r]! !== r) r = parent[r]!;
  while (parent[i]! !== r) {
    const next = parent[i]!;
    parent[i] = r;
    i = next;
  }
  return r;
};

/** Labels 4-connected components of a mask (1 = set) in two passes; keeps those of at least `minArea` pixels. */
export const connectedComponents = (
  mask: Uint8Array,
  width: number,
  height: number,
  minArea = 1,
): Component[] => {
  const labels = new Int32Array(width * height);
  const parent = new Int32Array(width * height + 1);
  let next = 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (mask[i] === 0) continue;
      const up = y > 0 ? labels[i - width]! : 0;
      const left = x > 0 ? labels[i - 1]! : 0;
      if (up === 0 && left === 0) {
        parent[next] = next;
        labels[i] = next++;
      } else if (up !== 0 && left !== 0) {
        const a = find(parent, up);
        const b = find(parent, left);
        labels[i] = Math.min(a, b);
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
      } else labels[i] = up || left;
    }
  }
  const n = next;
  const stats = new Float64Array(n * 10);
  for (let l = 1; l < n; l++)
    stats.set([0, Infinity, Infinity, -Infinity, -Infinity, 0, 0, 0, 0, 0], l * 10);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const raw = labels[y * width + x]!;
      if (raw === 0) continue;
      const s = find(parent, raw) * 10;
      stats[s] = stats[s]! + 1;
      if (x < stats[s + 1]!) stats[s + 1] = x;
      if (y < stats[s + 2]!) stats[s + 2] = y;
      if (x > stats[s + 3]!) stats[s + 3] = x;
      if (y > stats[s + 4]!) stats[s + 4] = y;
      stats[s + 5] = stats[s + 5]! + x;
      stats[s + 6] = stats[s + 6]! + y;
      stats[s + 7] = stats[s + 7]! + x * x;
      stats[s + 8] = stats[s + 8]! + y * y;
      stats[s + 9] = stats[s + 9]! + x * y;
    }
  }
  const out: Component[] = [];
  for (let l = 1; l < n; l++) {
    const s = l * 10;
    const area = stats[s]!;
    if (parent[l] !== l || area < minArea) continue;
    const cx = stats[s + 5]! / area;
    const cy = stats[s + 6]! / area;
    out.push({
      area,
      minX: stats[s + 1]!,
      minY: stats[s + 2]!,
      maxX: stats[s + 3]!,
      maxY: stats[s + 4]!,
      cx,
      cy,
      vxx: stats[s + 7]! / area - cx * cx,
      vyy: stats[s + 8]! / area - cy * cy,
      vxy: stats[s + 9]! / area - cx * cy,
    });
  }
  return out;
};
