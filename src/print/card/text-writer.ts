import {
  beginText,
  endText,
  PDFHexString,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type Color,
  type PDFFont,
  type PDFName,
  type PDFPage,
} from 'pdf-lib';
import { r3 } from '../pdf/coords';

/** Font resource names per page: one entry per font (pdf-lib's drawText adds one per call). */
const keys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();
/** Subset glyph codes (hex) per font and character, so a string is never laid out twice. */
const codes = new WeakMap<PDFFont, Map<string, string>>();

const fontKey = (page: PDFPage, font: PDFFont): PDFName => {
  let byFont = keys.get(page);
  if (!byFont) keys.set(page, (byFont = new Map()));
  let key = byFont.get(font);
  if (!key) byFont.set(font, (key = page.node.newFontDictionary(font.name, font.ref)));
  return key;
};

/** The subset glyph codes of a text, character by character (CJK needs no shaping). */
const hexOf = (font: PDFFont, text: string): string => {
  let cache = codes.get(font);
  if (!cache) codes.set(font, (cache = new Map()));
  let hex = '';
  for (const ch of text) {
    let code = cache.get(ch);
    if (code === undefined) cache.set(ch, (code = font.encodeText(ch).asString()));
    hex += code;
  }
  return hex;
};

/** Writes one line of text with its baseline starting at (x, y) in PDF points. */
export const writeText = (
  page: PDFPage,
  font: PDFFont,
  sizePt: number,
  x: number,
  y: number,
  text: string,
  color: Color,
): void => {
  page.pushOperators(
    pushGraphicsState(),
    setFillingColor(color),
    beginText(),
    setFontAndSize(fontKey(page, font), r3(sizePt)),
    setTextMatrix(1, 0, 0, 1, r3(x), r3(y)),
    showText(PDFHexString.of(hexOf(font, text))),
    endText(),
    popGraphicsState(),
  );
};
