import { mm, type Mm } from './units';

/** The paper sizes a paper or card can be printed on. */
export const PAPER_SIZES = ['A4', 'A3', '8K', 'B4', '16K'] as const;
/** One of the supported paper sizes. */
export type PaperSize = (typeof PAPER_SIZES)[number];

/** Physical sheet geometry of a paper size, as printed (orientation included). */
export interface SheetGeometry {
  size: PaperSize;
  /** Chinese label shown to users. */
  label: string;
  width: Mm;
  height: Mm;
  landscape: boolean;
  /** Text columns per page for papers and cards on this size. */
  columns: 1 | 2;
}

/**
 * Sheet geometry per size. A3 and 8K are printed landscape in two columns; 8K follows the
 * common 270 × 390 mm cut (sources differ: 260 × 370, 273 × 393).
 */
export const SHEETS: Record<PaperSize, SheetGeometry> = {
  A4: { size: 'A4', label: 'A4', width: mm(210), height: mm(297), landscape: false, columns: 1 },
  A3: {
    size: 'A3',
    label: 'A3（横向两栏）',
    width: mm(420),
    height: mm(297),
    landscape: true,
    columns: 2,
  },
  '8K': {
    size: '8K',
    label: '8K（横向两栏）',
    width: mm(390),
    height: mm(270),
    landscape: true,
    columns: 2,
  },
  B4: { size: 'B4', label: 'B4', width: mm(250), height: mm(353), landscape: false, columns: 1 },
  '16K': {
    size: '16K',
    label: '16K',
    width: mm(185),
    height: mm(260),
    landscape: false,
    columns: 1,
  },
};

/** Scan settings paper size codes of the spec (A4 = 1, A3 = 11, B5 = 2, B4 = 6, 16k = 0). */
export const SCAN_PAPER_CODES = { A4: 1, A3: 11, B5: 2, B4: 6, '16k': 0 } as const;
