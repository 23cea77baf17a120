import { degrees, type PDFPage } from 'pdf-lib';
import { mm, ptToMm, pt, type RectMm, type SealGutter } from '../../layout';
import type { EmbeddedFonts } from '../fonts';
import { toPdfPoint, toPdfRect } from '../pdf/coords';
import { fillRects } from '../pdf/fill-rects';
import { INK } from '../text/draw-line';

const LABEL_PT = 10.5;
const NOTICE_PT = 10.5;
const RULE = 0.25;
const DASH = [4, 3];

/**
 * Draws one string turned to read bottom to top, centred across the rectangle's width and
 * starting at `from` mm above its bottom edge; glyphs occupy 0.88 em left and 0.12 em right of the baseline.
 */
const upward = (
  page: PDFPage,
  text: string,
  box: RectMm,
  sizePt: number,
  from: number,
  fonts: EmbeddedFonts,
): void => {
  const em = ptToMm(pt(sizePt));
  const baselineX = box.x + box.w / 2 + 0.38 * em;
  const at = toPdfPoint(page.getHeight(), mm(baselineX), mm(box.y + box.h - from));
  page.drawText(text, {
    x: at.x,
    y: at.y,
    size: sizePt,
    font: fonts.regular,
    rotate: degrees(90),
    color: INK.black,
  });
};

/** Draws the 密封线 gutter: 学校/班级/姓名/考号 fields, 密封线内不要答题 and the dashed seal line. */
export const drawSealGutter = (page: PDFPage, gutter: SealGutter, fonts: EmbeddedFonts): void => {
  const H = page.getHeight();
  const rules: RectMm[] = [];
  for (const field of gutter.fields) {
    const label = `${field.label}：`;
    const len = ptToMm(pt(fonts.regular.widthOfTextAtSize(label, LABEL_PT)));
    upward(page, label, field.labelRect, LABEL_PT, (field.labelRect.h - len) / 2, fonts);
    const w = field.writeRect;
    rules.push({ x: mm(w.x + w.w - RULE), y: w.y, w: mm(RULE), h: w.h });
  }
  fillRects(
    page,
    rules.map((r) => toPdfRect(H, r)),
  );
  const chars = [...gutter.notice.text];
  const step = gutter.notice.rect.h / chars.length;
  const em = ptToMm(pt(NOTICE_PT));
  chars.forEach((ch, i) =>
    upward(page, ch, gutter.notice.rect, NOTICE_PT, i * step + (step - em) / 2, fonts),
  );
  const top = toPdfPoint(H, gutter.line.x, gutter.line.y1);
  const bottom = toPdfPoint(H, gutter.line.x, gutter.line.y2);
  page.drawLine({ start: top, end: bottom, thickness: 0.6, color: INK.black, dashArray: DASH });
};
