import type { PDFPage } from 'pdf-lib';
import type { EmbeddedFonts, FontSet } from '../fonts';

/** What drawing a card, label or check page needs: the page and the fonts (embedded and parsed). */
export interface PrintCanvas {
  page: PDFPage;
  fonts: EmbeddedFonts;
  /** The parsed fonts, for measuring (alignment and fitting). */
  fontSet: FontSet;
}
