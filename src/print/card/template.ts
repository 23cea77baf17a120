import type { PDFDocument, PDFPage, PDFRef } from 'pdf-lib';
import { drawForm, placeForm } from '../pdf/forms';

/**
 * Draws once what many pages share into a form XObject (drawn on a scratch page with the usual
 * page API), so each copy costs one `Do` operator.
 */
export const makeTemplate = (
  doc: PDFDocument,
  size: [number, number],
  draw: (page: PDFPage) => void,
): PDFRef => drawForm(doc, size, draw);

/** Draws a template made by makeTemplate onto a page, at the same place. */
export const placeTemplate = (page: PDFPage, template: PDFRef): void => placeForm(page, template);
