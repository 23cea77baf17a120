import type { Bubble } from '../../layout';
import type { PrintCanvas } from './canvas';
import { INKS, LINE } from './ink';
import { strokeRects } from './strokes';
import { drawTextBox } from './text-box';

/** Draws bubbles as red outlines with their labels inside ("A", "0", "13"), all in bubble ink. */
export const drawBubbles = (c: PrintCanvas, bubbles: readonly Bubble[]): void => {
  strokeRects(
    c.page,
    bubbles.map((b) => b.rect),
    { width: LINE.bubble, color: INKS.bubble },
  );
  for (const b of bubbles)
    drawTextBox(c, b.label, b.rect, {
      size: Math.min(2.4, b.rect.h * 0.72),
      align: 'center',
      color: INKS.bubble,
    });
};
