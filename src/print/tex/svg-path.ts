import { apply, type Affine } from './affine';

/** A path operation in absolute coordinates; quadratic curves are already made cubic. */
export type PathOp =
  | { op: 'M' | 'L'; x: number; y: number }
  | { op: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { op: 'Z' };

const ARG_COUNT: Record<string, number> = {
  M: 2,
  L: 2,
  H: 1,
  V: 1,
  C: 6,
  S: 4,
  Q: 4,
  T: 2,
  A: 7,
  Z: 0,
};

/** Splits path data into commands with their numeric arguments (repeats expanded). */
const commands = (d: string): { cmd: string; args: number[] }[] => {
  const out: { cmd: string; args: number[] }[] = [];
  for (const [, cmd = '', raw = ''] of d.matchAll(
    /([MmLlHhVvCcSsQqTtAaZz])([^MmLlHhVvCcSsQqTtAaZz]*)/g,
  )) {
    const nums = (raw.match(/-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) ?? []).map(Number);
    const count = ARG_COUNT[cmd.toUpperCase()] ?? 0;
    if (count === 0) out.push({ cmd, args: [] });
    for (let i = 0; i + count <= nums.length && count > 0; i += count) {
      // After a moveto, further pairs are implicit linetos.
      const repeat = i > 0 && cmd.toUpperCase() === 'M' ? (cmd === 'M' ? 'L' : 'l') : cmd;
      out.push({ cmd: repeat, args: nums.slice(i, i + count) });
    }
  }
  return out;
};

/** Parses SVG path data and maps it through a matrix into absolute path operations. */
export const parsePath = (d: string, m: Affine): PathOp[] => {
  const ops: PathOp[] = [];
  let cx = 0,
    cy = 0,
    sx = 0,
    sy = 0; // current and subpath start (untransformed)
  let qx = 0,
    qy = 0,
    lastQ = false; // last quadratic control, for T
  let kx = 0,
    ky = 0,
    lastC = false; // last cubic second control, for S
  const cubic = (x1: number, y1: number, x2: number, y2: number, x: number, y: number): void => {
    const [a, b] = apply(m, x1, y1);
    const [c, e] = apply(m, x2, y2);
    const [f, g] = apply(m, x, y);
    ops.push({ op: 'C', x1: a, y1: b, x2: c, y2: e, x: f, y: g });
  };
  const quad = (x1: number, y1: number, x: number, y: number): void => {
    cubic(
      cx + (2 / 3) * (x1 - cx),
      cy + (2 / 3) * (y1 - cy),
      x + (2 / 3) * (x1 - x),
      y + (2 / 3) * (y1 - y),
      x,
      y,
    );
  };
  for (const { cmd, args } of commands(d)) {
    const rel = cmd === cmd.toLowerCase();
    const ox = rel ? cx : 0,
      oy = rel ? cy : 0;
    const C = cmd.toUpperCase();
    const a = (i: number): number => args[i] ?? 0;
    let isQ = false,
      isC = false;
    if (C === 'M' || C === 'L') {
      const [x, y] = [ox + a(0), oy + a(1)];
      const [px, py] = apply(m, x, y);
      ops.push({ op: C, x: px, y: py });
      [cx, cy] = [x, y];
      if (C === 'M') [sx, sy] = [x, y];
    } else if (C === 'H' || C === 'V' || C === 'A') {
      const x = C === 'V' ? cx : C === 'A' ? ox + a(5) : ox + a(0);
      const y = C === 'H' ? cy : C === 'A' ? oy + a(6) : (rel ? cy : 0) + a(0);
      const [px, py] = apply(m, x, y);
      ops.push({ op: 'L', x: px, y: py });
      [cx, cy] = [x, y];
    } else if (C === 'C' || C === 'S') {
      const [x1, y1]: [number, number] =
        C === 'C' ? [ox + a(0), oy + a(1)] : lastC ? [2 * cx - kx, 2 * cy - ky] : [cx, cy];
      const rest = C === 'C' ? 2 : 0;
      const [x2, y2, x, y] = [ox + a(rest), oy + a(rest + 1), ox + a(rest + 2), oy + a(rest + 3)];
      cubic(x1, y1, x2, y2, x, y);
      kx = x2;
      ky = y2;
      cx = x;
      cy = y;
      isC = true;
    } else if (C === 'Q' || C === 'T') {
      const [x1, y1]: [number, number] =
        C === 'Q' ? [ox + a(0), oy + a(1)] : lastQ ? [2 * cx - qx, 2 * cy - qy] : [cx, cy];
      const [x, y] = C === 'Q' ? [ox + a(2), oy + a(3)] : [ox + a(0), oy + a(1)];
      quad(x1, y1, x, y);
      qx = x1;
      qy = y1;
      cx = x;
      cy = y;
      isQ = true;
    } else if (C === 'Z') {
      ops.push({ op: 'Z' });
      [cx, cy] = [sx, sy];
    }
    lastQ = isQ;
    lastC = isC;
  }
  return ops;
};
