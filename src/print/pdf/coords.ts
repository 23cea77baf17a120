import { mmToPt, type Mm, type RectMm } from '../../layout';

/** A point in PDF user space (points, origin bottom-left, y up). */
export interface PdfPoint {
  x: number;
  y: number;
}

/** A rectangle in PDF user space: (x, y) is its bottom-left corner. */
export interface PdfRect extends PdfPoint {
  w: number;
  h: number;
}

/** Rounds a PDF coordinate to 0.001 pt: enough for print, short in the file. */
export const r3 = (n: number): number => Math.round(n * 1000) / 1000;

/** THE y flip: a model point (mm, top-left origin) to PDF user space on a page of a height. */
export const toPdfPoint = (pageHeightPt: number, x: Mm, y: Mm): PdfPoint => ({
  x: r3(mmToPt(x)),
  y: r3(pageHeightPt - mmToPt(y)),
});

/** A model rectangle (mm, top-left origin) in PDF user space. */
export const toPdfRect = (pageHeightPt: number, rect: RectMm): PdfRect => {
  const bottomLeft = toPdfPoint(pageHeightPt, rect.x, (rect.y + rect.h) as Mm);
  return { ...bottomLeft, w: r3(mmToPt(rect.w)), h: r3(mmToPt(rect.h)) };
};
