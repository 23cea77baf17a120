import { rectR } from '../geometry';
import type { Bubble, IdBubblesElement } from './card-element.types';
import { examNoBubbleId } from './card-ids';
import {
  ID_BUBBLE_H,
  ID_BUBBLE_W,
  ID_COLUMN_PITCH,
  ID_ROW_PITCH,
  ID_WRITE_H,
} from './card.constants';

const PAD = 2;
const TITLE_H = 4;
const WRITE_TOP = PAD + TITLE_H + 0.5;
const BUBBLE_TOP = WRITE_TOP + ID_WRITE_H + 1.5;

/** Width of a 考号 grid of a number of digits. */
export const idBubblesWidth = (digits: number): number => 2 * PAD + digits * ID_COLUMN_PITCH;
/** Height of a 考号 grid (title, write boxes, ten rows of bubbles). */
export const ID_BUBBLES_HEIGHT = BUBBLE_TOP + 10 * ID_ROW_PITCH + PAD;

/** Lays out the 考号 grid at (x, y): per digit a write box and bubbles 0–9 below it. */
export function layoutIdBubbles(
  x: number,
  y: number,
  digits: number,
): Omit<IdBubblesElement, 'id'> {
  const columns = Array.from({ length: digits }, (_, index) => {
    const cx = x + PAD + index * ID_COLUMN_PITCH;
    const bubbles = Array.from({ length: 10 }, (_, v): Bubble => ({
      id: examNoBubbleId(index, v),
      rect: rectR(
        cx + (ID_COLUMN_PITCH - ID_BUBBLE_W) / 2,
        y + BUBBLE_TOP + v * ID_ROW_PITCH + (ID_ROW_PITCH - ID_BUBBLE_H) / 2,
        ID_BUBBLE_W,
        ID_BUBBLE_H,
      ),
      value: String(v),
      label: String(v),
    }));
    const writeBox = rectR(cx + 0.25, y + WRITE_TOP, ID_COLUMN_PITCH - 0.5, ID_WRITE_H);
    return { index, writeBox, bubbles };
  });
  return {
    kind: 'id-bubbles',
    rect: rectR(x, y, idBubblesWidth(digits), ID_BUBBLES_HEIGHT),
    digits,
    title: '考号',
    titleRect: rectR(x + PAD, y + PAD, digits * ID_COLUMN_PITCH, TITLE_H),
    columns,
  };
}
