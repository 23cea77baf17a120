import {
  fill,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingColor,
  type Color,
  type PDFPage,
} from 'pdf-lib';
import { r3, type PdfRect } from './coords';

/** Fills many rectangles (PDF space) as one path with one fill: small files, crisp edges. */
export const fillRects = (
  page: PDFPage,
  rects: readonly PdfRect[],
  color: Color = rgb(0, 0, 0),
): void => {
  if (rects.length === 0) return;
  page.pushOperators(
    pushGraphicsState(),
    setFillingColor(color),
    ...rects.map((r) => rectangle(r3(r.x), r3(r.y), r3(r.w), r3(r.h))),
    fill(),
    popGraphicsState(),
  );
};
