import { insideMargins, margins, rectR, splitColumns, type SizeMm } from '../geometry';
import type { PageCode } from '../page-code/page-code';
import { SHEETS, type PaperSize } from '../paper-sizes';
import { mm, type RectMm } from '../units';
import type {
  Corner,
  FiducialElement,
  OrientationCueElement,
  PageCodeElement,
} from './card-element.types';
import type { CardElementDraft } from './card.types';
import {
  BLOCK_GAP,
  CARD_COLUMN_GAP,
  CARD_INSET,
  FIDUCIAL_INSET,
  FIDUCIAL_SIZE,
  HEADER_HEIGHT,
  TEXT,
} from './card.constants';
import { layoutText, wrapText } from './text.layout';

/** Sheet, content area and answer columns of every page of a card of a size. */
export interface CardFrame {
  sheet: SizeMm;
  content: RectMm;
  header: RectMm;
  columns: RectMm[];
}

/**
 * Answer columns a card of a size may have: one on portrait sizes, two on 8K, two or three on A3
 * (an 8K third is too narrow for the 考号 grid beside 注意事项 and 缺考).
 */
export const cardColumnChoices = (size: PaperSize): number[] =>
  size === 'A3' ? [2, 3] : [SHEETS[size].columns];

/** Lays out the frame shared by every card page: content inside the fiducials, header, columns. */
export function cardFrame(size: PaperSize, wanted?: number): CardFrame {
  const { width, height } = SHEETS[size];
  const choices = cardColumnChoices(size);
  const columns = wanted !== undefined && choices.includes(wanted) ? wanted : choices[0]!;
  const sheet = { width, height };
  const content = insideMargins(sheet, margins(CARD_INSET, CARD_INSET, CARD_INSET, CARD_INSET));
  const header = rectR(content.x, content.y, content.w, HEADER_HEIGHT);
  const top = HEADER_HEIGHT + BLOCK_GAP;
  const area = rectR(content.x, content.y + top, content.w, content.h - top);
  return { sheet, content, header, columns: splitColumns(area, columns, CARD_COLUMN_GAP) };
}

const CORNERS: readonly Corner[] = ['tl', 'tr', 'bl', 'br'];

/** The four fiducial squares of a sheet: centres FIDUCIAL_INSET from both edges of each corner. */
export function layoutFiducials(sheet: SizeMm): Omit<FiducialElement, 'id'>[] {
  const half = FIDUCIAL_SIZE / 2;
  return CORNERS.map((corner) => {
    const cx = corner.endsWith('l') ? FIDUCIAL_INSET : sheet.width - FIDUCIAL_INSET;
    const cy = corner.startsWith('t') ? FIDUCIAL_INSET : sheet.height - FIDUCIAL_INSET;
    return {
      kind: 'fiducial',
      corner,
      centre: { x: mm(cx), y: mm(cy) },
      rect: rectR(cx - half, cy - half, FIDUCIAL_SIZE, FIDUCIAL_SIZE),
    };
  });
}

/** The orientation cue: a bar right of the top-left fiducial only (a turned page has it bottom right). */
export const layoutOrientationCue = (): Omit<OrientationCueElement, 'id'> => ({
  kind: 'orientation-cue',
  rect: rectR(CARD_INSET + 2, FIDUCIAL_INSET - 1.5, 8, 3),
});

const QR = 18;
const QR_QUIET = 1.5;
const CAPTION_H = 4;
const CODE_W = 20;

/** The page-code element at the top right of the header band. */
function layoutPageCode(header: RectMm, code: PageCode): Omit<PageCodeElement, 'id'> {
  const x = header.x + header.w - CODE_W;
  const qrX = x + (CODE_W - QR) / 2;
  return {
    kind: 'page-code',
    code,
    rect: rectR(x, header.y, CODE_W, QR + 0.5 + CAPTION_H),
    qr: rectR(qrX, header.y, QR, QR),
    quietZone: mm(QR_QUIET),
    caption: rectR(x, header.y + QR + 0.5, CODE_W, CAPTION_H),
  };
}

/** Title sizes tried in turn until the title fits in two lines. */
const TITLE_SIZES = [5.5, 4.6, 3.8, 3.2];

/** Header texts: the title (and subtitle) on page 1, a smaller title on later pages. */
function layoutHeaderTexts(header: RectMm, page: number, title: string, subtitle: string) {
  const side = CODE_W + 4;
  const w = header.w - 2 * side;
  const x = header.x + side;
  if (page > 1)
    return [
      layoutText({
        role: 'title',
        x,
        y: header.y + 6,
        w,
        text: title,
        style: TEXT.subtitle,
        align: 'center',
      }),
    ];
  const fits = (lines: number) => (s: number) => wrapText(title, w, s).length <= lines;
  const fontSize =
    TITLE_SIZES.slice(0, 2).find(fits(1)) ?? TITLE_SIZES.find(fits(2)) ?? TITLE_SIZES.at(-1)!;
  const style = { fontSize, lineHeight: fontSize * 1.45 };
  const titleText = wrapText(title, w, fontSize).slice(0, 2).join('');
  const main = layoutText({
    role: 'title',
    x,
    y: header.y,
    w,
    text: titleText,
    style,
    weight: 'bold',
    align: 'center',
  });
  if (!subtitle) return [main];
  const y = main.rect.y + main.rect.h + 1;
  const line = wrapText(subtitle, w, TEXT.subtitle.fontSize)[0] ?? '';
  return [
    main,
    layoutText({ role: 'subtitle', x, y, w, text: line, style: TEXT.subtitle, align: 'center' }),
  ];
}

/** What every page carries besides its answers. */
export interface PageMarksSpec {
  frame: CardFrame;
  page: number;
  pageCount: number;
  code: PageCode;
  title: string;
  subtitle: string;
}

/** Fiducials, orientation cue, page code, header texts and page number of one page. */
export function layoutPageMarks(spec: PageMarksSpec): CardElementDraft[] {
  const { frame, page } = spec;
  const footerW = 40;
  const footer = layoutText({
    role: 'page-number',
    x: (frame.sheet.width - footerW) / 2,
    y: frame.sheet.height - CARD_INSET + 1.5,
    w: footerW,
    text: `第${page}页（共${spec.pageCount}页）`,
    style: TEXT.pageNumber,
    align: 'center',
  });
  return [
    ...layoutFiducials(frame.sheet),
    layoutOrientationCue(),
    layoutPageCode(frame.header, spec.code),
    ...layoutHeaderTexts(frame.header, page, spec.title, spec.subtitle),
    footer,
  ];
}
