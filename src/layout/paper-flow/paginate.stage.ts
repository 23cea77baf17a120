import { mm, type RectMm } from '../units';
import type { FlowBlock, FlowColumn, FlowPage, FlowRow, PlacedBlock } from './flow.types';
import { blockHeight } from './rows';

const EPS = 1e-6;

/** Rows that must not be parted: a question's first row stays with its second (keep with number). */
const minimumHead = (rows: readonly FlowRow[]): number =>
  rows.slice(0, 2).reduce((h, r) => h + r.height, 0);

/** What of a block must share a column with its predecessor: all of it if it fits a column, else its head. */
const leading = (b: FlowBlock, columnHeight: number): number =>
  blockHeight(b) <= columnHeight ? blockHeight(b) : minimumHead(b.rows);

/** Height a block needs on its column: itself plus what it keeps with (the start of the next block). */
const neededHeight = (blocks: readonly FlowBlock[], i: number, columnHeight: number): number => {
  const b = blocks[i];
  if (!b) return 0;
  const next = blocks[i + 1];
  if (!b.keepWithNext || !next) return leading(b, columnHeight);
  const tail = next.keepWithNext
    ? neededHeight(blocks, i + 1, columnHeight)
    : leading(next, columnHeight);
  return blockHeight(b) + next.spaceBefore + tail;
};

/** Places blocks into the columns of successive pages: no overflow, no empty pages. */
export const paginate = (blocks: readonly FlowBlock[], columns: readonly RectMm[]): FlowPage[] => {
  const pages: FlowPage[] = [];
  let index = -1;
  let y = 0;
  let column: FlowColumn | undefined;
  const openColumn = (): FlowColumn => {
    index += 1;
    const pageNo = Math.floor(index / columns.length);
    const rect = columns[index % columns.length]!;
    if (!pages[pageNo]) pages[pageNo] = { index: pageNo, columns: [] };
    column = { rect, blocks: [] };
    pages[pageNo].columns.push(column);
    y = 0;
    return column;
  };
  const current = (): FlowColumn => column ?? openColumn();
  const place = (b: FlowBlock, rows: readonly FlowRow[], part: number): void => {
    const col = current();
    const top = col.rect.y + y;
    const placed: PlacedBlock = {
      kind: b.kind,
      part,
      rect: { x: col.rect.x, y: mm(top), w: col.rect.w, h: mm(0) },
      lines: [],
      rules: [],
    };
    if (b.questionNo !== undefined) placed.questionNo = b.questionNo;
    let rowTop = top;
    for (const row of rows) {
      for (const l of row.lines)
        placed.lines.push({ ...l, x: mm(col.rect.x + l.x), y: mm(rowTop + l.y) });
      for (const r of row.rules)
        placed.rules.push({ ...r, x: mm(col.rect.x + r.x), y: mm(rowTop + r.y) });
      rowTop += row.height;
    }
    placed.rect.h = mm(rowTop - top);
    col.blocks.push(placed);
    y = rowTop - col.rect.y;
  };
  blocks.forEach((b, i) => {
    const col = current();
    if (b.pageBreakBefore && pages.some((p) => p.columns.some((c) => c.blocks.length))) {
      while ((index + 1) % columns.length !== 0) openColumn();
      openColumn();
    } else if (col.blocks.length > 0) {
      // Move to the next column unless what must stay together fits here (capped at a column).
      const need = Math.min(neededHeight(blocks, i, col.rect.h), col.rect.h);
      if (y + b.spaceBefore + need > col.rect.h + EPS) openColumn();
      else y += b.spaceBefore;
    }
    let rows = b.rows;
    let part = 0;
    while (rows.length > 0) {
      const room = current().rect.h - y;
      let fit = 0;
      let h = 0;
      while (fit < rows.length && h + (rows[fit]?.height ?? 0) <= room + EPS)
        h += rows[fit++]?.height ?? 0;
      if (fit === rows.length) {
        place(b, rows, part);
        break;
      }
      // Too tall for what is left: split, but never leave only the first row behind.
      if (fit === 1 && part === 0 && rows === b.rows && rows.length > 1) fit = 0;
      if (fit === 0 && current().blocks.length === 0) fit = 1;
      if (fit > 0) place(b, rows.slice(0, fit), part++);
      rows = rows.slice(fit);
      openColumn();
    }
  });
  return pages;
};
