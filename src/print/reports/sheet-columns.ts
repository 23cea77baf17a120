import type { GridColumn } from './grid-row';

/** The columns before the items (序号, 考号, 姓名) and after them (totals and ranks). */
export const SHEET_LEAD: readonly (GridColumn & { label: string })[] = [
  { label: '序号', width: 17 },
  { label: '考号', width: 44 },
  { label: '姓名', width: 42 },
];
export const SHEET_TAIL: readonly (GridColumn & { label: string })[] = [
  { label: '客观', width: 24 },
  { label: '主观', width: 24 },
  { label: '总分', width: 27 },
  { label: '班名', width: 20 },
  { label: '年名', width: 20 },
];

/** Narrowest and widest item column, in points. */
export const ITEM_MIN = 13;
export const ITEM_MAX = 30;

/** One table of the sheet: which items it shows and how wide their columns are. */
export interface SheetPart {
  from: number;
  to: number;
  itemWidth: number;
}

const widthOf = (cols: readonly GridColumn[]): number => cols.reduce((s, c) => s + c.width, 0);

/**
 * Splits the items into as few tables as fit the width with columns of at least ITEM_MIN points
 * (each table repeats the name and total columns), sharing the items evenly between them.
 */
export const sheetParts = (items: number, width: number): SheetPart[] => {
  const room = width - widthOf(SHEET_LEAD) - widthOf(SHEET_TAIL);
  const perPart = Math.max(1, Math.floor(room / ITEM_MIN));
  const parts = Math.max(1, Math.ceil(items / perPart));
  const size = Math.ceil(items / parts);
  return Array.from({ length: parts }, (_, i) => {
    const from = i * size;
    const to = Math.min(items, from + size);
    return { from, to, itemWidth: Math.min(ITEM_MAX, room / Math.max(1, to - from)) };
  });
};
