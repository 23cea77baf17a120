import type { PDFDocument, PDFPage, PDFRef } from 'pdf-lib';
import type { CardElement } from '../../layout';
import type { EmbeddedFonts, FontSet } from '../fonts';
import { drawForm, placeForm } from '../pdf/forms';
import { drawCardTemplate, hasTemplate } from './card-elements.draw';

/** Draws the shared (template) parts of a personalised card page's elements on a page. */
export type ElementForms = (
  page: PDFPage,
  size: [number, number],
  elements: readonly CardElement[],
) => void;

/** Keys that only name an element (for scanning and marking); no template drawing reads them. */
const NAMES = new Set(['id', 'ref', 'questionId']);
const drawnOnly = (key: string, value: unknown): unknown => (NAMES.has(key) ? undefined : value);

/**
 * Form XObjects of card elements, keyed by what is drawn (ids left out): practice cards of many
 * students, each with its own layout, share their fiducials, student boxes, 考号 grids and every
 * answer area that sits at the same place with the same numbers, each drawn once per document.
 */
export const createElementForms = (
  doc: PDFDocument,
  fonts: EmbeddedFonts,
  fontSet: FontSet,
): ElementForms => {
  const forms = new Map<string, PDFRef>();
  return (page, size, elements) => {
    for (const el of elements) {
      if (!hasTemplate(el)) continue;
      const key = `${size.join('x')}|${JSON.stringify(el, drawnOnly)}`;
      let ref = forms.get(key);
      if (!ref) {
        ref = drawForm(doc, size, (p) => drawCardTemplate({ page: p, fonts, fontSet }, [el], true));
        forms.set(key, ref);
      }
      placeForm(page, ref);
    }
  };
};
