import { rgb, type Color, type PDFPage } from 'pdf-lib';
import { mm, type LineItem, type PlacedLine, type TextColor } from '../../layout';
import type { EmbeddedFonts } from '../fonts';
import { toPdfPoint, toPdfRect } from '../pdf/coords';
import type { EmbeddedImage } from '../pdf/images';
import { writeText } from '../card/text-writer';
import { layoutTex, drawTex } from '../tex';

/** Ink colours of printed text. */
export const INK: Record<TextColor, Color> = {
  black: rgb(0, 0, 0),
  red: rgb(0.85, 0.1, 0.1),
  gray: rgb(0.42, 0.42, 0.42),
};

/** What drawing lines needs: the page, the embedded fonts and the embedded images by src. */
export interface LineCanvas {
  page: PDFPage;
  fonts: EmbeddedFonts;
  images: ReadonlyMap<string, EmbeddedImage>;
}

const BLANK_DROP = 0.6;
const BLANK_RULE = 0.2;
const FRAME = 0.25;

const drawItem = (c: LineCanvas, item: LineItem, x: number, baseline: number): void => {
  const H = c.page.getHeight();
  const at = toPdfPoint(H, mm(x + item.x), mm(baseline));
  if (item.kind === 'text') {
    writeText(c.page, c.fonts[item.weight], item.sizePt, at.x, at.y, item.text, INK[item.color]);
  } else if (item.kind === 'tex') {
    const layout = layoutTex(item.tex, item.display);
    if (layout.ok)
      drawTex(c.page, layout, {
        x: at.x,
        y: at.y,
        sizePt: item.sizePt,
        color: INK.black,
        font: c.fonts.regular,
      });
  } else if (item.kind === 'blank') {
    const r = toPdfRect(H, {
      x: mm(x + item.x),
      y: mm(baseline + BLANK_DROP),
      w: item.w,
      h: mm(BLANK_RULE),
    });
    c.page.drawRectangle({ x: r.x, y: r.y, width: r.w, height: r.h, color: INK.black });
  } else {
    const r = toPdfRect(H, { x: mm(x + item.x), y: mm(baseline - item.h), w: item.w, h: item.h });
    const img = c.images.get(item.src);
    if (img?.ok) c.page.drawImage(img.image, { x: r.x, y: r.y, width: r.w, height: r.h });
    else
      c.page.drawRectangle({
        x: r.x,
        y: r.y,
        width: r.w,
        height: r.h,
        borderColor: INK.gray,
        borderWidth: FRAME,
      });
  }
};

/** Draws a placed line: text with the embedded font, TeX as paths, blanks as rules, images. */
export const drawLine = (c: LineCanvas, placed: PlacedLine): void => {
  const baseline = placed.y + placed.line.baseline;
  for (const item of placed.line.items) drawItem(c, item, placed.x, baseline);
};
