import { rectR } from '../geometry';
import type { PaperQuestion } from '../paper';
import { mm, type RectMm } from '../units';
import type { EssayGridElement, EssayMark } from './card-element.types';
import type { CardElementDraft } from './card.types';
import {
  ESSAY_CELL,
  ESSAY_DEFAULT_CHARS,
  ESSAY_MARK_EVERY,
  ESSAY_ROW_GAP,
  TEXT,
} from './card.constants';
import type { PartPlacement, SplitBlock } from './flow';

const LEAD = 7;
const CONT_LEAD = 6;
const TAIL = 1;
const PITCH = ESSAY_CELL + ESSAY_ROW_GAP;

/** Columns of an essay grid that fit a column width (2 mm kept on each side). */
export const essayCols = (colW: number): number => Math.floor((colW - 4) / ESSAY_CELL);

/** The count marks falling in cells [first, end) of a grid part whose first cell is at (gx, gy). */
function marksOf(first: number, end: number, cols: number, gx: number, gy: number): EssayMark[] {
  const marks: EssayMark[] = [];
  for (let count = ESSAY_MARK_EVERY; count <= end; count += ESSAY_MARK_EVERY) {
    const cell = count - 1 - first;
    if (cell < 0) continue;
    const x = gx + (cell % cols) * ESSAY_CELL;
    const y = gy + Math.floor(cell / cols) * PITCH + ESSAY_CELL + 0.2;
    marks.push({ count, rect: rectR(x, y, ESSAY_CELL, ESSAY_ROW_GAP - 0.4) });
  }
  return marks;
}

/** The split block of an essay grid (作文格) of card.essayChars squares (default 600). */
export function essayBlock(q: PaperQuestion, colW: number): SplitBlock {
  const cols = essayCols(colW);
  const rows = Math.ceil((q.card.essayChars ?? ESSAY_DEFAULT_CHARS) / cols);
  const place = (parts: PartPlacement[]): CardElementDraft[][] =>
    parts.map((p, i): CardElementDraft[] => {
      const index = i + 1;
      const lead = index === 1 ? LEAD : CONT_LEAD;
      const n = p.to - p.from;
      const gx = p.x + (p.w - cols * ESSAY_CELL) / 2;
      const gy = p.y + lead;
      const first = p.from * cols;
      const el: Omit<EssayGridElement, 'id'> = {
        kind: 'essay-grid',
        questionId: q.id,
        no: q.no,
        score: q.score,
        label: index === 1 ? `${q.no}.（${q.score}分）` : `${q.no}.（续）`,
        labelRect: rectR(p.x + 2, p.y + 1, p.w - 4, TEXT.label.lineHeight),
        rect: rectR(p.x, p.y, p.w, lead + n * PITCH + TAIL),
        grid: rectR(gx, gy, cols * ESSAY_CELL, n * PITCH - ESSAY_ROW_GAP),
        cellSize: mm(ESSAY_CELL),
        rowPitch: mm(PITCH),
        cols,
        rows: n,
        firstCell: first,
        marks: marksOf(first, p.to * cols, cols, gx, gy),
        part: { index, count: parts.length },
      };
      return [el];
    });
  return {
    type: 'split',
    lead: LEAD,
    contLead: CONT_LEAD,
    slice: PITCH,
    slices: rows,
    tail: TAIL,
    place,
  };
}

/** The rect of cell i (0-based within this part) of an essay grid part. */
export function essayCellRect(el: EssayGridElement, i: number): RectMm {
  const x = el.grid.x + (i % el.cols) * el.cellSize;
  const y = el.grid.y + Math.floor(i / el.cols) * el.rowPitch;
  return rectR(x, y, el.cellSize, el.cellSize);
}
