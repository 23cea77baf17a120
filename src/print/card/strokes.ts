import {
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setDashPattern,
  setLineWidth,
  setStrokingColor,
  stroke,
  type Color,
  type PDFOperator,
  type PDFPage,
} from 'pdf-lib';
import { mm, type RectMm } from '../../layout';
import { r3, toPdfPoint, toPdfRect } from '../pdf/coords';

/** How a set of outlines or lines is stroked. */
export interface StrokeStyle {
  width: number;
  color: Color;
  /** Dash and gap lengths in points; solid when absent. */
  dash?: [number, number];
}

const stroked = (page: PDFPage, style: StrokeStyle, path: PDFOperator[]): void => {
  if (path.length === 0) return;
  page.pushOperators(
    pushGraphicsState(),
    setLineWidth(style.width),
    setStrokingColor(style.color),
    ...(style.dash ? [setDashPattern(style.dash, 0)] : []),
    ...path,
    stroke(),
    popGraphicsState(),
  );
};

/** Strokes the outlines of rectangles given in mm (one path, one stroke). */
export const strokeRects = (page: PDFPage, rects: readonly RectMm[], style: StrokeStyle): void => {
  const H = page.getHeight();
  stroked(
    page,
    style,
    rects.map((r) => {
      const p = toPdfRect(H, r);
      return rectangle(p.x, p.y, p.w, p.h);
    }),
  );
};

/** A straight line in mm, from (x1, y1) to (x2, y2). */
export interface SegmentMm {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** Strokes straight lines given in mm (one path, one stroke). */
export const strokeSegments = (
  page: PDFPage,
  segments: readonly SegmentMm[],
  style: StrokeStyle,
): void => {
  const H = page.getHeight();
  stroked(
    page,
    style,
    segments.flatMap((s) => {
      const a = toPdfPoint(H, mm(s.x1), mm(s.y1));
      const b = toPdfPoint(H, mm(s.x2), mm(s.y2));
      return [moveTo(a.x, a.y), lineTo(r3(b.x), r3(b.y))];
    }),
  );
};
