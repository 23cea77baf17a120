import type { LiteAdaptor } from 'mathjax-full/js/adaptors/liteAdaptor.js';
import type { LiteElement, LiteNode } from 'mathjax-full/js/adaptors/lite/Element.js';
import { apply, compose, parseTransform, type Affine } from './affine';
import { parsePath, type PathOp } from './svg-path';
import type { TexGlyph, TexLayout, TexText } from './tex.types';

/** MathJax draws in 1/1000 em with y down; this maps its units to em with y up. */
const TO_EM: Affine = [1 / 1000, 0, 0, -1 / 1000, 0, 0];

interface Walk {
  adaptor: LiteAdaptor;
  glyphs: TexGlyph[];
  rules: PathOp[][];
  texts: TexText[];
}

const num = (walk: Walk, node: LiteElement, name: string): number =>
  Number(walk.adaptor.getAttribute(node, name) ?? 0) || 0;

const polygon = (m: Affine, points: [number, number][]): PathOp[] => [
  ...points.map(([x, y], i): PathOp => {
    const [px, py] = apply(m, x, y);
    return { op: i === 0 ? 'M' : 'L', x: px, y: py };
  }),
  { op: 'Z' },
];

const box = (m: Affine, x: number, y: number, w: number, h: number): PathOp[] =>
  polygon(m, [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ]);

/** A stroked line becomes a filled quadrilateral (stroke width across it). */
const strokedLine = (walk: Walk, node: LiteElement, m: Affine): PathOp[] => {
  const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((k) => num(walk, node, k)) as [
    number,
    number,
    number,
    number,
  ];
  const half = (num(walk, node, 'stroke-width') || 1) / 2;
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const [nx, ny] = [(-(y2 - y1) / len) * half, ((x2 - x1) / len) * half];
  return polygon(m, [
    [x1 + nx, y1 + ny],
    [x2 + nx, y2 + ny],
    [x2 - nx, y2 - ny],
    [x1 - nx, y1 - ny],
  ]);
};

const rectangle = (walk: Walk, node: LiteElement, m: Affine): PathOp[][] => {
  const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((k) => num(walk, node, k)) as [
    number,
    number,
    number,
    number,
  ];
  if (walk.adaptor.getAttribute(node, 'fill') !== 'none') return [box(m, x, y, w, h)];
  const s = num(walk, node, 'stroke-width') || 1;
  return [
    box(m, x, y, w, s),
    box(m, x, y + h - s, w, s),
    box(m, x, y, s, h),
    box(m, x + w - s, y, s, h),
  ];
};

/** A nested <svg> (stretchy glyph parts): its position, then its viewBox (clipping ignored). */
const nestedSvg = (walk: Walk, el: LiteElement): Affine => {
  const [vx = 0, vy = 0, vw = 0, vh = 0] = String(walk.adaptor.getAttribute(el, 'viewBox') ?? '')
    .split(/[\s,]+/)
    .map(Number);
  const sx = vw > 0 ? num(walk, el, 'width') / vw : 1;
  const sy = vh > 0 ? num(walk, el, 'height') / vh : 1;
  return [sx, 0, 0, sy, num(walk, el, 'x') - vx * sx, num(walk, el, 'y') - vy * sy];
};

const visit = (walk: Walk, node: LiteNode, parent: Affine): void => {
  const { adaptor } = walk;
  const kind = adaptor.kind(node);
  if (kind.startsWith('#')) return;
  const el = node as LiteElement;
  let m = compose(
    parent,
    parseTransform(adaptor.getAttribute(el, 'transform') as string | undefined),
  );
  if (kind === 'svg') m = compose(m, nestedSvg(walk, el));
  if (kind === 'path') {
    const d = adaptor.getAttribute(el, 'd') as string | undefined;
    if (d && adaptor.getAttribute(el, 'fill') !== 'none') walk.glyphs.push({ d, m });
  } else if (kind === 'rect') walk.rules.push(...rectangle(walk, el, m));
  else if (kind === 'line') walk.rules.push(strokedLine(walk, el, m));
  else if (kind === 'text') {
    const [x, y] = apply(m, num(walk, el, 'x'), num(walk, el, 'y'));
    const size = Number.parseFloat(String(adaptor.getAttribute(el, 'font-size') ?? '1000'));
    walk.texts.push({
      text: adaptor.textContent(el),
      x,
      y,
      size: size * Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2])),
    });
  }
  if (kind === 'g' || kind === 'svg')
    for (const child of adaptor.childNodes(el)) visit(walk, child, m);
};

/** All outlines of a layout as absolute paths in em (glyphs mapped through their matrices). */
export const texPaths = (layout: TexLayout): PathOp[][] => [
  ...layout.glyphs.map((g) => parsePath(g.d, g.m)),
  ...layout.rules,
];

/** Walks MathJax's SVG output (nested transforms included) into em-unit vector geometry. */
export const svgToTexLayout = (adaptor: LiteAdaptor, container: LiteElement): TexLayout => {
  const svg = adaptor.childNodes(container).find((n) => adaptor.kind(n) === 'svg') as
    LiteElement | undefined;
  if (!svg) return { ok: true, width: 0, ascent: 0, descent: 0, glyphs: [], rules: [], texts: [] };
  const [, minY = 0, width = 0, height = 0] = String(adaptor.getAttribute(svg, 'viewBox') ?? '')
    .split(/[\s,]+/)
    .map(Number);
  const walk: Walk = { adaptor, glyphs: [], rules: [], texts: [] };
  for (const child of adaptor.childNodes(svg)) visit(walk, child, TO_EM);
  return {
    ok: true,
    width: width / 1000,
    ascent: -minY / 1000,
    descent: (height + minY) / 1000,
    glyphs: walk.glyphs,
    rules: walk.rules.filter((p) => p.length > 0),
    texts: walk.texts,
  };
};
