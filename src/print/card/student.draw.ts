import { code128 } from '../codes';
import { drawCode128 } from '../codes';
import { rect, TEXT, type CardElementOf, type RectMm } from '../../layout';
import type { PrintCanvas } from './canvas';
import { drawBubbles } from './bubble.draw';
import { INKS, LINE } from './ink';
import type { PrintStudent } from './print-student';
import { strokeRects } from './strokes';
import { drawTextBox } from './text-box';

const LABEL = TEXT.label.fontSize;
/** Height of the small texts printed in the top and bottom strips of the barcode area. */
const STRIP = 4.5;

/** 姓名/班级/考号: labels and writing boxes. */
export const drawStudentInfo = (c: PrintCanvas, el: CardElementOf<'student-info'>): void => {
  for (const f of el.fields) drawTextBox(c, f.label, f.labelRect, { size: LABEL });
  strokeRects(
    c.page,
    el.fields.map((f) => f.box),
    { width: LINE.thin, color: INKS.rule },
  );
};

/** A personalised card: the student's name, class and 考号 written into the boxes. */
export const stampStudentInfo = (
  c: PrintCanvas,
  el: CardElementOf<'student-info'>,
  s: PrintStudent,
): void => {
  for (const f of el.fields) {
    const box = rect(f.box.x + 1.5, f.box.y, f.box.w - 3, f.box.h);
    drawTextBox(c, s[f.fill], box, { size: 3.6, weight: 'bold' });
  }
};

const strip = (r: RectMm, top: boolean): RectMm =>
  rect(r.x + 2, top ? r.y + 1 : r.y + r.h - STRIP - 0.5, r.w - 4, STRIP);

/** 条形码粘贴区: a dashed frame; the label centred (blank) or in the top strip (personalised). */
export const drawBarcodeArea = (
  c: PrintCanvas,
  el: CardElementOf<'barcode-area'>,
  personalised: boolean,
): void => {
  strokeRects(c.page, [el.rect], { width: LINE.thin, color: INKS.rule, dash: [3, 2] });
  if (personalised)
    drawTextBox(c, el.label, strip(el.rect, true), {
      size: 2.6,
      align: 'center',
      color: INKS.gray,
    });
  else drawTextBox(c, el.label, el.rect, { size: 4.2, align: 'center', color: INKS.gray });
};

/** The student's 考号 as Code 128 in the area's code box, and as text under it. */
export const stampBarcodeArea = (
  c: PrintCanvas,
  el: CardElementOf<'barcode-area'>,
  s: PrintStudent,
): void => {
  drawCode128(c.page, code128(s.examNo), el.code);
  drawTextBox(c, s.examNo, strip(el.rect, false), { size: 3, align: 'center' });
};

/** 考号 grid: frame, title, a write box per digit and bubbles 0–9. */
export const drawIdBubbles = (c: PrintCanvas, el: CardElementOf<'id-bubbles'>): void => {
  strokeRects(c.page, [el.rect], { width: LINE.thin, color: INKS.rule });
  drawTextBox(c, el.title, el.titleRect, { size: LABEL, align: 'center', weight: 'bold' });
  strokeRects(
    c.page,
    el.columns.map((col) => col.writeBox),
    { width: LINE.hair, color: INKS.rule },
  );
  drawBubbles(
    c,
    el.columns.flatMap((col) => col.bubbles),
  );
};

/** A personalised card writes the 考号 digits into the write boxes (the bubbles stay empty). */
export const stampIdBubbles = (
  c: PrintCanvas,
  el: CardElementOf<'id-bubbles'>,
  s: PrintStudent,
): void => {
  if (s.examNo.length > el.columns.length) return;
  [...s.examNo].forEach((ch, i) => {
    const col = el.columns[i];
    if (col) drawTextBox(c, ch, col.writeBox, { size: 3.4, align: 'center', weight: 'bold' });
  });
};

/** 缺考: the label and its bubble. */
export const drawAbsentMark = (c: PrintCanvas, el: CardElementOf<'absent-mark'>): void => {
  drawTextBox(c, el.label, el.labelRect, { size: LABEL });
  drawBubbles(c, [el.bubble]);
};
