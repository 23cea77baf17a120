import type { Color } from 'pdf-lib';
import { mm, mmToPt, type RectMm } from '../../layout';
import type { FontWeight } from '../fonts';
import { toPdfPoint } from '../pdf/coords';
import type { PrintCanvas } from './canvas';
import { INKS } from './ink';
import { writeText } from './text-writer';

/** Height of the visual middle of CJK glyphs and digits above the baseline, in em. */
const VISUAL_MIDDLE = 0.37;

/** How one line of text sits in its box. */
export interface TextBoxStyle {
  /** Font size in mm (the model's unit); shrunk when the text is wider than the box. */
  size: number;
  weight?: FontWeight;
  align?: 'left' | 'center' | 'right';
  color?: Color;
}

/** The largest size ≤ size (mm) at which text fits a width (mm). */
export const fittedSize = (
  c: PrintCanvas,
  text: string,
  size: number,
  width: number,
  weight: FontWeight = 'regular',
): number => {
  const w = c.fontSet.measureText(text, mmToPt(mm(size)), weight);
  const avail = mmToPt(mm(width));
  return w > avail && w > 0 ? (size * avail) / w : size;
};

/** Draws one line of text vertically centred in a box (mm), aligned and shrunk to fit its width. */
export const drawTextBox = (
  c: PrintCanvas,
  text: string,
  box: RectMm,
  style: TextBoxStyle,
): void => {
  if (!text) return;
  const weight = style.weight ?? 'regular';
  const size = fittedSize(c, text, style.size, box.w, weight);
  const sizePt = mmToPt(mm(size));
  const width = c.fontSet.measureText(text, sizePt, weight);
  const free = mmToPt(box.w) - width;
  const dx = style.align === 'center' ? free / 2 : style.align === 'right' ? free : 0;
  const baseline = box.y + box.h / 2 + VISUAL_MIDDLE * size;
  const at = toPdfPoint(c.page.getHeight(), box.x, mm(baseline));
  writeText(c.page, c.fonts[weight], sizePt, at.x + dx, at.y, text, style.color ?? INKS.black);
};

/** Draws lines of text ("\n"-separated) from the top of a box, one per line height (mm). */
export const drawTextLines = (
  c: PrintCanvas,
  content: string,
  box: RectMm,
  style: TextBoxStyle & { lineHeight: number },
): void => {
  content.split('\n').forEach((line, i) => {
    const y = box.y + i * style.lineHeight;
    drawTextBox(c, line, { x: box.x, y: mm(y), w: box.w, h: mm(style.lineHeight) }, style);
  });
};
