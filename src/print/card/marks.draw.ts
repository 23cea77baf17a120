import {
  encodePageCode,
  type CardElementOf,
  type PageCode,
  type PageCodeElement,
} from '../../layout';
import { drawQr, qrMatrix } from '../codes';
import { fillRects } from '../pdf/fill-rects';
import { toPdfRect } from '../pdf/coords';
import type { PrintCanvas } from './canvas';
import { drawTextBox, drawTextLines } from './text-box';

/** Fiducials and the orientation cue: solid black rectangles. */
export const drawSolid = (
  c: PrintCanvas,
  el: CardElementOf<'fiducial'> | CardElementOf<'orientation-cue'>,
): void => fillRects(c.page, [toPdfRect(c.page.getHeight(), el.rect)]);

/** A text element: its lines at its font size, weight and alignment. */
export const drawTextElement = (c: PrintCanvas, el: CardElementOf<'text'>): void =>
  drawTextLines(c, el.content, el.rect, {
    size: el.fontSize,
    lineHeight: el.lineHeight,
    weight: el.weight === 'bold' ? 'bold' : 'regular',
    align: el.align,
  });

/** The page QR (its quiet zone inside `qr`) and the encoded text under it. */
export const drawPageCode = (c: PrintCanvas, el: PageCodeElement, code: PageCode): void => {
  const text = encodePageCode(code);
  const matrix = qrMatrix(text, 'M');
  const moduleMm = (el.qr.w - 2 * el.quietZone) / matrix.length;
  drawQr(c.page, matrix, el.qr, el.quietZone / moduleMm);
  drawTextBox(c, text, el.caption, { size: 2, align: 'center' });
};
