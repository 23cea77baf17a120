import { rectR, type SizeMm } from '../geometry';
import { SHEETS } from '../paper-sizes';
import { mm, type Mm, type PointMm, type RectMm } from '../units';
import type {
  FiducialElement,
  OrientationCueElement,
  TextElement,
} from '../card/card-element.types';
import { cardElementId } from '../card/card-ids';
import { TEXT } from '../card/card.constants';
import { layoutFiducials, layoutOrientationCue } from '../card/page-marks.layout';
import { layoutText } from '../card/text.layout';

/** A ruler tick: distance from the ruler's zero, tick length, and a label on long ticks. */
export interface RulerTick {
  at: Mm;
  length: Mm;
  label?: string;
}

/** A ruler along an edge: ticks every 1 mm from origin, along x (going right) or y (going down). */
export interface RulerElement {
  kind: 'ruler';
  id: string;
  rect: RectMm;
  axis: 'x' | 'y';
  /** The zero mark on the ruler's base line; ticks grow down (x axis) or right (y axis). */
  origin: PointMm;
  length: Mm;
  ticks: RulerTick[];
}

/** The 100 × 100 mm square; corners clockwise from top-left. */
export interface SquareElement {
  kind: 'square';
  id: string;
  rect: RectMm;
  side: Mm;
  corners: [PointMm, PointMm, PointMm, PointMm];
}

/** A crosshair at the sheet's centre, arms of `arm` mm each way. */
export interface CrosshairElement {
  kind: 'crosshair';
  id: string;
  rect: RectMm;
  centre: PointMm;
  arm: Mm;
}

/** Every element of the printer check page. */
export type PrinterCheckElement =
  | FiducialElement
  | OrientationCueElement
  | RulerElement
  | SquareElement
  | CrosshairElement
  | TextElement;

/** The printer check page: print it, scan it, and the scanner measures printer scale and offset. */
export interface PrinterCheckLayout {
  kind: 'printer-check';
  size: 'A4';
  sheet: SizeMm;
  elements: PrinterCheckElement[];
}

/** What the page tells the teacher. */
export const PRINTER_CHECK_INSTRUCTION = '打印时请选择"实际大小"（100%），不要选择"适合页面"';

const ORIGIN = 25;
const SQUARE = 100;
const ARM = 10;

/** Ticks every 1 mm: long (5 mm, labelled) every 10, middle (3.5 mm) every 5, short (2 mm). */
function ticks(length: number): RulerTick[] {
  return Array.from({ length: length + 1 }, (_, at): RulerTick => {
    if (at % 10 === 0) return { at: mm(at), length: mm(5), label: String(at) };
    return { at: mm(at), length: mm(at % 5 === 0 ? 3.5 : 2) };
  });
}

/** A ruler from (x, y) along an axis, with room for tick labels beyond the ticks. */
function ruler(id: string, axis: 'x' | 'y', x: number, y: number, length: number): RulerElement {
  const rect = axis === 'x' ? rectR(x - 3, y, length + 6, 9) : rectR(x, y - 2, 12, length + 4);
  return {
    kind: 'ruler',
    id,
    rect,
    axis,
    origin: { x: mm(x), y: mm(y) },
    length: mm(length),
    ticks: ticks(length),
  };
}

/** Lays out the printer check page: card fiducials, two rulers, a 100 mm square, a centre cross. */
export function layoutPrinterCheck(size: 'A4'): PrinterCheckLayout {
  const { width, height } = SHEETS[size];
  const sheet = { width, height };
  const cx = width / 2;
  const cy = height / 2;
  const s = rectR(cx - SQUARE / 2, cy - SQUARE / 2, SQUARE, SQUARE);
  const corner = (x: number, y: number): PointMm => ({ x: mm(x), y: mm(y) });
  const textW = width - 2 * ORIGIN;
  const title = layoutText({
    role: 'title',
    x: ORIGIN,
    y: 20,
    w: textW,
    text: '打印机校准页',
    style: TEXT.title,
    weight: 'bold',
    align: 'center',
  });
  const note = layoutText({
    role: 'notice',
    x: ORIGIN + 15,
    y: s.y + s.h + 10,
    w: textW - 15,
    text: `${PRINTER_CHECK_INSTRUCTION}\n打印后可用直尺核对：方框应为 100 × 100 毫米；扫描本页即可测出打印机的缩放和偏移。`,
    style: TEXT.subtitle,
    align: 'center',
  });
  return {
    kind: 'printer-check',
    size,
    sheet,
    elements: [
      ...layoutFiducials(sheet).map((f) => ({ id: cardElementId(f, 1), ...f })),
      { id: cardElementId(layoutOrientationCue(), 1), ...layoutOrientationCue() },
      { id: 'check-title', ...title },
      ruler('ruler-x', 'x', ORIGIN, 35, Math.floor(width - 2 * ORIGIN)),
      ruler('ruler-y', 'y', ORIGIN, 48, Math.floor(height - 48 - 25)),
      {
        kind: 'square',
        id: 'square',
        rect: s,
        side: mm(SQUARE),
        corners: [
          corner(s.x, s.y),
          corner(s.x + SQUARE, s.y),
          corner(s.x + SQUARE, s.y + SQUARE),
          corner(s.x, s.y + SQUARE),
        ],
      },
      {
        kind: 'crosshair',
        id: 'crosshair',
        rect: rectR(cx - ARM, cy - ARM, 2 * ARM, 2 * ARM),
        centre: corner(cx, cy),
        arm: mm(ARM),
      },
      { id: 'check-instruction', ...note },
    ],
  };
}
