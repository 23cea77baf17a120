import {
  appendBezierCurve,
  closePath,
  concatTransformationMatrix,
  drawObject,
  fill,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  type Color,
  type PDFFont,
  type PDFName,
  type PDFOperator,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import { writeText } from '../card/text-writer';
import { IDENTITY, type Affine } from './affine';
import { parsePath, type PathOp } from './svg-path';
import type { TexLayout } from './tex.types';

/** Drawing works in MathJax units (1000 per em): short, mostly integer numbers. */
const UNITS = 1000;
const r1 = (n: number): number => Math.round(n * 10) / 10;
const r5 = (n: number): number => Math.round(n * 1e5) / 1e5;

const pathOperators = (path: readonly PathOp[], k: number): PDFOperator[] =>
  path.map((p) => {
    if (p.op === 'M') return moveTo(r1(p.x * k), r1(p.y * k));
    if (p.op === 'L') return lineTo(r1(p.x * k), r1(p.y * k));
    if (p.op === 'C')
      return appendBezierCurve(
        r1(p.x1 * k),
        r1(p.y1 * k),
        r1(p.x2 * k),
        r1(p.y2 * k),
        r1(p.x * k),
        r1(p.y * k),
      );
    return closePath();
  });

/** Glyph outlines as operators with their box, parsed once per process. */
const outlines = new Map<string, { ops: PDFOperator[]; bbox: number[] }>();
const glyphOutline = (d: string): { ops: PDFOperator[]; bbox: number[] } => {
  let outline = outlines.get(d);
  if (!outline) {
    const path = parsePath(d, IDENTITY);
    const points = path.flatMap((p) =>
      p.op === 'Z' ? [] : p.op === 'C' ? [p.x1, p.y1, p.x2, p.y2, p.x, p.y] : [p.x, p.y],
    );
    const xs = points.filter((_, i) => i % 2 === 0);
    const ys = points.filter((_, i) => i % 2 === 1);
    const bbox = [
      Math.min(0, ...xs) - 1,
      Math.min(0, ...ys) - 1,
      Math.max(0, ...xs) + 1,
      Math.max(0, ...ys) + 1,
    ].map(Math.round);
    outline = { ops: [...pathOperators(path, 1), fill()], bbox };
    outlines.set(d, outline);
  }
  return outline;
};

/** One form XObject per distinct glyph outline per document: formulas reuse glyphs. */
const glyphRefs = new WeakMap<object, Map<string, PDFRef>>();
const pageNames = new WeakMap<PDFPage, Map<string, PDFName>>();

const glyphObject = (page: PDFPage, d: string): PDFName => {
  let names = pageNames.get(page);
  if (!names) pageNames.set(page, (names = new Map()));
  const known = names.get(d);
  if (known) return known;
  const context = page.doc.context;
  let refs = glyphRefs.get(context);
  if (!refs) glyphRefs.set(context, (refs = new Map()));
  let ref = refs.get(d);
  if (!ref) {
    const { ops, bbox } = glyphOutline(d);
    ref = context.register(context.formXObject(ops, { BBox: bbox }));
    refs.set(d, ref);
  }
  const name = page.node.newXObject('G', ref);
  names.set(d, name);
  return name;
};

/** Where and how to draw a formula: baseline-left point in PDF space, size, colour, text font. */
export interface TexPlacement {
  x: number;
  y: number;
  sizePt: number;
  color: Color;
  font: PDFFont;
}

/** Glyph matrix from glyph units to drawing units (the em matrix scaled by 1000). */
const toUnits = (m: Affine): number[] => m.map((v) => r5(v * UNITS));

/** Page-independent operators of a layout (glyph placements, rules), made once per layout. */
const prepared = new WeakMap<TexLayout, { place: PDFOperator[]; rules: PDFOperator[] }>();
const prepare = (layout: TexLayout): { place: PDFOperator[]; rules: PDFOperator[] } => {
  let p = prepared.get(layout);
  if (!p) {
    const rules = layout.rules.flatMap((r) => pathOperators(r, UNITS));
    p = {
      place: layout.glyphs.map((g) => {
        const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = toUnits(g.m);
        return concatTransformationMatrix(a, b, c, d, e, f);
      }),
      rules: rules.length > 0 ? [...rules, fill()] : [],
    };
    prepared.set(layout, p);
  }
  return p;
};

/** Draws a laid-out formula as filled vector paths (never a bitmap); its text with our font. */
export const drawTex = (page: PDFPage, layout: TexLayout, at: TexPlacement): void => {
  const s = at.sizePt / UNITS;
  const { place, rules } = prepare(layout);
  const glyphs = layout.glyphs.flatMap((g, i) => [
    pushGraphicsState(),
    place[i]!,
    drawObject(glyphObject(page, g.d)),
    popGraphicsState(),
  ]);
  page.pushOperators(
    pushGraphicsState(),
    setFillingColor(at.color),
    concatTransformationMatrix(r5(s), 0, 0, r5(s), at.x, at.y),
    ...glyphs,
    ...rules,
    popGraphicsState(),
  );
  for (const t of layout.texts) {
    writeText(
      page,
      at.font,
      t.size * at.sizePt,
      at.x + t.x * at.sizePt,
      at.y + t.y * at.sizePt,
      t.text,
      at.color,
    );
  }
};
