import { describe, expect, it } from 'vitest';
import { mm, rect } from '../units';
import type { FlowBlock, FlowRow, LaidLine } from './flow.types';
import { paginate } from './paginate.stage';

const LINE: LaidLine = { width: mm(10), height: mm(5), baseline: mm(4), items: [] };
const rows = (n: number, h = 5): FlowRow[] =>
  Array.from({ length: n }, () => ({
    height: mm(h),
    lines: [{ x: mm(0), y: mm(0), line: LINE }],
    rules: [],
  }));
const block = (n: number, extra: Partial<FlowBlock> = {}): FlowBlock => ({
  kind: 'question',
  rows: rows(n),
  spaceBefore: mm(2),
  keepWithNext: false,
  ...extra,
});
/** Two 50 mm columns per page: ten 5 mm rows each. */
const COLUMNS = [rect(10, 10, 80, 50), rect(100, 10, 80, 50)];
const where = (pages: ReturnType<typeof paginate>) =>
  pages.flatMap((p, pi) =>
    p.columns.flatMap((c, ci) => c.blocks.map((b) => ({ page: pi, col: ci, b }))),
  );

describe('paginate', () => {
  it('fills columns left to right, then pages, dropping space at a column top', () => {
    const pages = paginate(
      [block(6, { questionNo: 1 }), block(6, { questionNo: 2 }), block(6, { questionNo: 3 })],
      COLUMNS,
    );
    expect(where(pages).map((w) => [w.page, w.col, w.b.rect.y])).toEqual([
      [0, 0, 10],
      [0, 1, 10],
      [1, 0, 10],
    ]);
    expect(pages).toHaveLength(2);
  });

  it('moves a block that fits a column whole instead of splitting it', () => {
    const placed = where(paginate([block(4), block(7)], COLUMNS));
    expect(placed.map((w) => [w.col, w.b.part, w.b.rect.h])).toEqual([
      [0, 0, 20],
      [1, 0, 35],
    ]);
  });

  it('keeps a heading with the next block, moving both', () => {
    const heading = block(1, { kind: 'section', keepWithNext: true });
    const placed = where(paginate([block(6), heading, block(3)], COLUMNS));
    expect(placed.map((w) => [w.b.kind, w.col])).toEqual([
      ['question', 0],
      ['section', 1],
      ['question', 1],
    ]);
  });

  it('splits only a block taller than a column, never leaving its first row alone', () => {
    // 7 rows used (35 mm + 2 mm space): 2 rows would fit, so the 25-row block starts here.
    const placed = where(paginate([block(7), block(25, { questionNo: 9 })], COLUMNS));
    const tall = placed.filter((w) => w.b.questionNo === 9);
    expect(tall.map((w) => [w.page, w.col, w.b.part, w.b.lines.length])).toEqual([
      [0, 0, 0, 2],
      [0, 1, 1, 10],
      [1, 0, 2, 10],
      [1, 1, 3, 3],
    ]);
    // With room for only its first row, it starts on the next column instead.
    const moved = where(paginate([block(8), block(25, { questionNo: 9 })], COLUMNS)).filter(
      (w) => w.b.questionNo === 9,
    );
    expect(moved[0]).toMatchObject({ col: 1, b: { part: 0 } });
  });

  it('starts a page-break block on a new page and makes no empty pages', () => {
    const pages = paginate(
      [block(2), block(2, { kind: 'answers-title', pageBreakBefore: true }), block(2)],
      COLUMNS,
    );
    expect(pages).toHaveLength(2);
    expect(pages[1]?.columns[0]?.blocks[0]?.kind).toBe('answers-title');
    expect(pages.every((p) => p.columns.some((c) => c.blocks.length > 0))).toBe(true);
    expect(paginate([block(2, { pageBreakBefore: true })], COLUMNS)).toHaveLength(1);
  });

  it('places lines in absolute page coordinates', () => {
    const [first] = where(paginate([block(2)], COLUMNS));
    expect(first?.b.lines.map((l) => [l.x, l.y])).toEqual([
      [10, 10],
      [10, 15],
    ]);
  });
});
