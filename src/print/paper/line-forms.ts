import type { PDFDocument, PDFPage, PDFRef } from 'pdf-lib';
import { mm, mmToPt, type LaidLine, type PlacedLine } from '../../layout';
import type { EmbeddedFonts } from '../fonts';
import { r3 } from '../pdf/coords';
import { drawForm, placeForm } from '../pdf/forms';
import type { EmbeddedImage } from '../pdf/images';
import { drawLine } from '../text/draw-line';

/** Places laid-out lines on pages, each distinct line drawn only once in the document. */
export type LineForms = (page: PDFPage, pageHeightPt: number, placed: PlacedLine) => void;

/** Form space: the line's box top-left sits at (0, H) with H the scratch page height. */
const H = 1000;

/**
 * Form XObjects of laid-out lines, keyed by the line's content: a question's stem, options and
 * formulas are drawn (glyphs encoded, TeX laid out, operators written and compressed) once per
 * document however many students' papers hold it; each copy costs one `Do`.
 */
export const createLineForms = (
  doc: PDFDocument,
  fonts: EmbeddedFonts,
  images: ReadonlyMap<string, EmbeddedImage>,
): LineForms => {
  const byLine = new WeakMap<LaidLine, PDFRef>();
  const byKey = new Map<string, PDFRef>();
  const formOf = (line: LaidLine): PDFRef => {
    let ref = byLine.get(line);
    if (ref) return ref;
    const key = JSON.stringify(line);
    ref = byKey.get(key);
    if (!ref) {
      ref = drawForm(
        doc,
        [H, H],
        (page) => drawLine({ page, fonts, images }, { x: mm(0), y: mm(0), line }),
        [-H, -H, 2 * H, 2 * H],
      );
      byKey.set(key, ref);
    }
    byLine.set(line, ref);
    return ref;
  };
  return (page, pageHeightPt, placed) =>
    placeForm(
      page,
      formOf(placed.line),
      r3(mmToPt(placed.x)),
      r3(pageHeightPt - H - mmToPt(placed.y)),
    );
};
