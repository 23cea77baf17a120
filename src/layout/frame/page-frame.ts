import {
  insideMargins,
  margins as m,
  rectR,
  splitColumns,
  type Margins,
  type SizeMm,
} from '../geometry';
import { SHEETS, type PaperSize } from '../paper-sizes';
import { mm, type Mm, type RectMm } from '../units';
import { layoutSealGutter, SEAL_GUTTER_RIGHT, type SealGutter } from './seal-gutter';

/** Geometry of one printed page of a paper (试卷): where the paper flow may put content. */
export interface PageFrame {
  size: PaperSize;
  sheet: SizeMm;
  /** Distances from the sheet edges to the body (header, columns and footer). */
  margins: Margins;
  /** Text columns, left to right: one on A4/B4/16K, two on A3/8K. */
  columns: RectMm[];
  /** Space between two columns (2 cm on A3/8K, 0 with one column). */
  columnGap: Mm;
  /** Band above the columns, across the body (running header, title on page 1). */
  header: RectMm;
  /** Band below the columns, across the body (page numbers). */
  footer: RectMm;
  /** Footer band under each column (A3/8K number pages per column: 第1页 共4页). */
  columnFooters: RectMm[];
  /** 密封线 gutter on the left, present only when asked for on A3/8K. */
  sealGutter?: SealGutter;
}

/** Options of a page frame. */
export interface PageFrameOptions {
  /** Draw the 密封线 gutter (only A3 and 8K have one). */
  sealLine: boolean;
}

/** Height of the header and footer bands. */
export const FRAME_BAND_HEIGHT = 8;
/** Space between the bands and the columns. */
export const FRAME_BAND_GAP = 3;
/** Gap between the two columns of A3 and 8K pages. */
export const COLUMN_GAP = 20;

/** Base margins per size in mm (top, right, bottom, left). */
const BASE_MARGINS: Record<PaperSize, Margins> = {
  A4: m(15, 18, 15, 18),
  A3: m(15, 20, 15, 20),
  '8K': m(14, 18, 14, 18),
  B4: m(18, 20, 18, 20),
  '16K': m(14, 16, 14, 16),
};

/** Lays out the page frame of a paper for a size; the seal gutter widens the left margin. */
export function pageFrame(size: PaperSize, opts: PageFrameOptions): PageFrame {
  const geometry = SHEETS[size];
  const sheet: SizeMm = { width: geometry.width, height: geometry.height };
  const seal = opts.sealLine && geometry.landscape;
  const base = BASE_MARGINS[size];
  const margins: Margins = seal ? { ...base, left: mm(SEAL_GUTTER_RIGHT + base.left / 2) } : base;
  const body = insideMargins(sheet, margins);
  const header = rectR(body.x, body.y, body.w, FRAME_BAND_HEIGHT);
  const footer = rectR(body.x, body.y + body.h - FRAME_BAND_HEIGHT, body.w, FRAME_BAND_HEIGHT);
  const band = FRAME_BAND_HEIGHT + FRAME_BAND_GAP;
  const gap = geometry.columns === 2 ? COLUMN_GAP : 0;
  const columnArea = rectR(body.x, body.y + band, body.w, body.h - 2 * band);
  const columns = splitColumns(columnArea, geometry.columns, gap);
  const columnFooters = columns.map((c) => rectR(c.x, footer.y, c.w, footer.h));
  const frame: PageFrame = {
    size,
    sheet,
    margins,
    columns,
    columnGap: mm(gap),
    header,
    footer,
    columnFooters,
  };
  if (seal) frame.sealGutter = layoutSealGutter(sheet, base.top, base.bottom);
  return frame;
}
