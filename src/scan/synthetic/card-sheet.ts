import {
  elementBubbles,
  encodePageCode,
  type CardElement,
  type CardElementKind,
  type CardElementOf,
  type CardLayout,
  type RectMm,
} from '../../layout';
import { handMarkSvg, type HandMark } from './hand-marks';
import { code128Svg } from './synthetic-code128';
import {
  bubbleSvg,
  buildSheet,
  qrSvg,
  type BubbleMark,
  type Hand,
  type SheetSpec,
} from './synthetic-sheet';

/** What a student (or a printer) put on a synthetic card page. */
export interface CardMarks {
  /** Bubble id → mark; unlisted bubbles stay blank. */
  bubbles: Record<string, BubbleMark>;
  /** Bubble id → how the hand filled it (default: a clean rectangle). */
  hands?: Record<string, Hand>;
  /** Bubble id → a stroke-built hand mark drawn instead (see hand-marks.ts). */
  strokes?: Record<string, HandMark>;
  /** Personalised QR: the 考号 the page code carries. */
  qrExamNo?: string;
  /** A Code128 sticker in the barcode area. */
  sticker?: string;
}

/** Builds card marks: nothing filled unless overridden. */
export const buildCardMarks = (overrides: Partial<CardMarks> = {}): CardMarks => ({
  bubbles: {},
  ...overrides,
});

const box = (r: RectMm, stroke = '#1a1a1a', dash = ''): string =>
  `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="none" stroke="${stroke}" stroke-width="0.3"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;
const solid = (r: RectMm): string =>
  `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="#141414"/>`;
const text = (x: number, y: number, size: number, s: string, fill = '#1a1a1a'): string =>
  `<text x="${x}" y="${y}" font-size="${size}" font-family="Noto Sans CJK SC" fill="${fill}">${s}</text>`;

type Draw<K extends CardElementKind> = (
  el: CardElementOf<K>,
  marks: CardMarks,
) => Promise<string> | string;

const bubbles = (el: CardElement, marks: CardMarks): string =>
  elementBubbles(el)
    .map((b) => {
      const label = `<text x="${b.rect.x + b.rect.w / 2}" y="${b.rect.y + b.rect.h * 0.8}" font-size="2.2" text-anchor="middle" fill="#e03a3a">${b.label.slice(0, 2)}</text>`;
      const stroke = marks.strokes?.[b.id];
      if (stroke)
        return (
          label + handMarkSvg(b.rect, stroke, b.id.length + b.rect.x) + bubbleSvg(b.rect, 'blank')
        );
      return (
        label + bubbleSvg(b.rect, marks.bubbles[b.id] ?? 'blank', undefined, marks.hands?.[b.id])
      );
    })
    .join('');

/** How the test printer draws each element kind (print's real PDF is another module's job). */
const DRAW: { [K in CardElementKind]: Draw<K> } = {
  fiducial: () => '',
  'orientation-cue': (el) => solid(el.rect),
  'page-code': async (el, marks) => {
    const s = el.quietZone;
    const code = marks.qrExamNo ? { ...el.code, examNo: marks.qrExamNo } : el.code;
    return qrSvg(encodePageCode(code), el.qr.x + s, el.qr.y + s, el.qr.w - 2 * s);
  },
  text: (el) =>
    el.content
      .split('\n')
      .map((line, i) =>
        text(el.rect.x, el.rect.y + el.fontSize + i * el.lineHeight, el.fontSize, line),
      )
      .join(''),
  'student-info': (el) =>
    el.fields.map((f) => text(f.labelRect.x, f.labelRect.y + 3, 3, f.label) + box(f.box)).join(''),
  'barcode-area': async (el, marks) =>
    box(el.rect, '#1a1a1a', '1 1') +
    text(el.rect.x + 2, el.rect.y + 4, 3, el.label, '#888') +
    (marks.sticker
      ? await code128Svg(marks.sticker, el.code.x + 2, el.code.y + 1, 0.3, el.code.h - 2)
      : ''),
  'id-bubbles': (el, marks) => box(el.rect) + bubbles(el, marks),
  'absent-mark': (el, marks) =>
    text(el.labelRect.x, el.labelRect.y + 3, 3, el.label) + bubbles(el, marks),
  'objective-group': (el, marks) =>
    box(el.rect, '#e03a3a') +
    el.questions.map((q) => text(q.noRect.x, q.noRect.y + 3, 3, String(q.no))).join('') +
    bubbles(el, marks),
  'subjective-box': (el) =>
    box(el.rect) + text(el.labelRect.x, el.labelRect.y + 3.5, 3.2, el.label),
  'essay-grid': (el) => box(el.grid) + text(el.labelRect.x, el.labelRect.y + 3.5, 3.2, el.label),
  'optional-choice': (el, marks) =>
    text(el.labelRect.x, el.labelRect.y + 3, 3, el.label) + bubbles(el, marks),
};

/** Draws one page of a real card layout as a synthetic sheet (fiducials, cue, QR, bubbles with marks, boxes, text). */
export const cardSheet = async (
  layout: CardLayout,
  pageNo: number,
  marks: CardMarks,
): Promise<SheetSpec> => {
  const page = layout.pages.find((p) => p.index === pageNo);
  if (!page) throw new Error(`no page ${pageNo}`);
  const shapes = await Promise.all(
    page.elements.map((el) => (DRAW[el.kind] as Draw<typeof el.kind>)(el, marks)),
  );
  const fiducials = page.elements.flatMap((el) =>
    el.kind === 'fiducial' ? [{ x: el.centre.x, y: el.centre.y, side: el.rect.w }] : [],
  );
  return buildSheet({
    widthMm: layout.sheet.width,
    heightMm: layout.sheet.height,
    fiducials,
    shapes,
  });
};
