import type { Affine } from './affine';
import type { PathOp } from './svg-path';

/** A font glyph: its outline (SVG path data in glyph units) and the matrix placing it in em. */
export interface TexGlyph {
  d: string;
  m: Affine;
}

/** Text MathJax cannot draw with its own glyphs (e.g. Chinese in \text{}), for our font. */
export interface TexText {
  text: string;
  x: number;
  y: number;
  size: number;
}

/**
 * A formula as vector geometry in em units (1 = the font size), y up, origin on the
 * baseline at the left edge.
 */
export interface TexLayout {
  ok: true;
  width: number;
  ascent: number;
  descent: number;
  /** Glyph outlines, each drawn once per PDF as a form XObject and placed by its matrix. */
  glyphs: TexGlyph[];
  /** Other filled shapes already in em (fraction bars, radical tops, boxes, rules). */
  rules: PathOp[][];
  texts: TexText[];
}

/** A formula MathJax rejected: the caller prints the source in red. */
export interface TexFailure {
  ok: false;
  reason: string;
}

/** The result of laying out one formula. */
export type TexResult = TexLayout | TexFailure;
