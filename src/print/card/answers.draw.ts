import { rect, TEXT, type CardElementOf } from '../../layout';
import type { PrintCanvas } from './canvas';
import { drawBubbles } from './bubble.draw';
import { INKS, LINE } from './ink';
import { strokeRects, strokeSegments, type SegmentMm } from './strokes';
import { drawTextBox } from './text-box';

const LABEL = TEXT.label.fontSize;

/** Objective group: each question's number, then its option bubbles. */
export const drawObjectiveGroup = (c: PrintCanvas, el: CardElementOf<'objective-group'>): void => {
  for (const q of el.questions) drawTextBox(c, String(q.no), q.noRect, { size: 3, align: 'right' });
  drawBubbles(
    c,
    el.questions.flatMap((q) => q.bubbles),
  );
};

/** Subjective answer box: a bold frame, its label, and writing lines for 填空. */
export const drawSubjectiveBox = (c: PrintCanvas, el: CardElementOf<'subjective-box'>): void => {
  strokeRects(c.page, [el.rect], { width: LINE.box, color: INKS.black });
  drawTextBox(c, el.label, el.labelRect, { size: LABEL, weight: 'bold' });
  strokeSegments(
    c.page,
    el.lines.map((l) => ({ x1: l.x, y1: l.y + l.h, x2: l.x + l.w, y2: l.y + l.h })),
    { width: LINE.thin, color: INKS.rule },
  );
};

/** Lines of an essay grid part: top and bottom of each row of cells, and the cell walls. */
const gridSegments = (el: CardElementOf<'essay-grid'>): SegmentMm[] => {
  const { grid, cellSize, rowPitch, cols, rows } = el;
  const right = grid.x + cols * cellSize;
  const out: SegmentMm[] = [];
  for (let r = 0; r < rows; r++) {
    const top = grid.y + r * rowPitch;
    const bottom = top + cellSize;
    out.push({ x1: grid.x, y1: top, x2: right, y2: top });
    out.push({ x1: grid.x, y1: bottom, x2: right, y2: bottom });
    for (let k = 0; k <= cols; k++) {
      const x = grid.x + k * cellSize;
      out.push({ x1: x, y1: top, x2: x, y2: bottom });
    }
  }
  return out;
};

/** 作文格: the box frame, label, square cells and a count mark under every 100th square. */
export const drawEssayGrid = (c: PrintCanvas, el: CardElementOf<'essay-grid'>): void => {
  strokeRects(c.page, [el.rect], { width: LINE.box, color: INKS.black });
  drawTextBox(c, el.label, el.labelRect, { size: LABEL, weight: 'bold' });
  strokeSegments(c.page, gridSegments(el), { width: LINE.hair, color: INKS.rule });
  for (const m of el.marks)
    drawTextBox(c, String(m.count), rect(m.rect.x, m.rect.y, m.rect.w, m.rect.h), {
      size: 1.8,
      align: 'right',
      color: INKS.gray,
    });
};

/** 选做题: the instruction and one bubble per question number. */
export const drawOptionalChoice = (c: PrintCanvas, el: CardElementOf<'optional-choice'>): void => {
  drawTextBox(c, el.label, el.labelRect, { size: LABEL });
  drawBubbles(c, el.bubbles);
};
