import { rectR } from '../geometry';
import type { RectMm } from '../units';
import type { LabelSheet } from './label-sheets';

/** One printed label: which student (index), where, and the rects of its texts and code. */
export interface PlacedLabel {
  /** Index of the student in the list being printed (0-based). */
  index: number;
  /** Slot on the sheet, 1-based, row by row from the top left. */
  position: number;
  rect: RectMm;
  name: RectMm;
  className: RectMm;
  examNo: RectMm;
  /** Where the Code128 or QR of the 考号 goes. */
  code: RectMm;
}

/** Labels laid out over sheets. */
export interface LabelLayout {
  pages: { labels: PlacedLabel[] }[];
}

/** Options of layoutLabels. */
export interface LabelOptions {
  /** First free slot of the first sheet (1-based), so a half-used sheet can be finished. */
  startPosition: number;
  content: 'barcode' | 'qr';
}

const PAD = 2.5;
const LINE = 5;
const SMALL = 4;

/** The inner rects of a label: texts on top and a barcode below, or a QR left of the texts. */
function labelParts(
  r: RectMm,
  content: LabelOptions['content'],
): Omit<PlacedLabel, 'index' | 'position' | 'rect'> {
  const x = r.x + PAD;
  const y = r.y + PAD;
  const w = r.w - 2 * PAD;
  const h = r.h - 2 * PAD;
  if (content === 'qr') {
    const side = Math.min(h, w / 2);
    const tx = x + side + 2;
    const tw = w - side - 2;
    return {
      code: rectR(x, y, side, side),
      name: rectR(tx, y, tw, LINE),
      className: rectR(tx, y + LINE + 1, tw, SMALL),
      examNo: rectR(tx, y + LINE + SMALL + 2, tw, SMALL),
    };
  }
  const half = (w - 2) / 2;
  return {
    name: rectR(x, y, half, LINE),
    className: rectR(x + half + 2, y, half, LINE),
    examNo: rectR(x, y + LINE + 0.5, w, SMALL),
    code: rectR(x, y + LINE + SMALL + 1.5, w, h - LINE - SMALL - 1.5),
  };
}

/** Lays out count labels over sheets, leaving slots before startPosition on the first sheet empty. */
export function layoutLabels(sheet: LabelSheet, count: number, opts: LabelOptions): LabelLayout {
  const perPage = sheet.rows * sheet.cols;
  const start = Math.min(perPage, Math.max(1, Math.floor(opts.startPosition)));
  const pages: LabelLayout['pages'] = [];
  for (let index = 0; index < count; index++) {
    const slot = start - 1 + index;
    const page = Math.floor(slot / perPage);
    const position = (slot % perPage) + 1;
    const row = Math.floor((position - 1) / sheet.cols);
    const col = (position - 1) % sheet.cols;
    const rect = rectR(
      sheet.margins.left + col * sheet.pitch.x,
      sheet.margins.top + row * sheet.pitch.y,
      sheet.label.w,
      sheet.label.h,
    );
    (pages[page] ??= { labels: [] }).labels.push({
      index,
      position,
      rect,
      ...labelParts(rect, opts.content),
    });
  }
  return { pages };
}
