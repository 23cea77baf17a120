import type { ScanPageDetail } from '../../../shared/api';

/** A point in source px of the uploaded page. */
export interface Pt {
  x: number;
  y: number;
}

/** One thing drawn over the page: an outline (or a ring) with its hover text. */
export interface OverlayShape {
  kind: 'fiducial' | 'code' | 'bubble';
  /** Outline in source px; a fiducial is a ring around points[0]. */
  points: Pt[];
  colour: string;
  /** Fill bubbles counted as marked. */
  filled: boolean;
  /** Shown on hover (bubbles) or as a label (codes). */
  tip: string;
}

/** Colours of the overlay's legend. */
export const OVERLAY_COLOURS = {
  fiducial: '#13c2c2',
  pageCode: '#1677ff',
  examNo: '#722ed1',
  filled: '#52c41a',
  review: '#fa8c16',
  blank: '#8c8c8c',
} as const;

/** Chinese names of bubble decisions. */
export const BUBBLE_STATE_LABEL = { filled: '已涂', blank: '未涂', review: '待确认' } as const;

const CORNER_LABEL: Record<string, string> = {
  tl: '左上',
  tr: '右上',
  br: '右下',
  bl: '左下',
};

/** What a bubble stands for, from its id: `q7-B` (question), `exam-no-3-8` (考号), `absent-bubble`. */
function bubbleSubject(id: string, value: string, numbers: Map<string, number>): string {
  if (id === 'absent-bubble') return '缺考';
  const exam = /^exam-no-(\d+)-(\d+)$/.exec(id);
  if (exam) return `考号第 ${Number(exam[1]) + 1} 位 ${exam[2]}`;
  const questionId = id.endsWith(`-${value}`) ? id.slice(0, -value.length - 1) : id;
  const no = numbers.get(questionId);
  return no !== undefined ? `第 ${no} 题 ${value}` : value;
}

/** Everything the overlay draws for a page: found fiducials, codes, and every bubble by decision. */
export function overlayShapes(detail: ScanPageDetail): OverlayShape[] {
  const numbers = new Map(detail.objective.map((o) => [o.questionId, o.no]));
  const shapes: OverlayShape[] = [];
  for (const f of detail.fiducials) {
    if (!f.centre) continue;
    const tip = `定位块（${CORNER_LABEL[f.corner] ?? f.corner}）`;
    shapes.push({
      kind: 'fiducial',
      points: [f.centre],
      colour: OVERLAY_COLOURS.fiducial,
      filled: false,
      tip,
    });
  }
  for (const c of detail.codes) {
    if (!c.corners) continue;
    const name = c.role === 'page-code' ? '页码二维码' : '考号条形码';
    const colour = c.role === 'page-code' ? OVERLAY_COLOURS.pageCode : OVERLAY_COLOURS.examNo;
    shapes.push({
      kind: 'code',
      points: c.corners,
      colour,
      filled: false,
      tip: `${name}：${c.text ?? c.reason}`,
    });
  }
  for (const b of detail.bubbles) {
    const subject = bubbleSubject(b.id, b.value, numbers);
    const tip = `${subject} · 填涂度 ${b.score.toFixed(2)} · ${BUBBLE_STATE_LABEL[b.state]}`;
    shapes.push({
      kind: 'bubble',
      points: b.quad,
      colour: OVERLAY_COLOURS[b.state],
      filled: b.state === 'filled',
      tip,
    });
  }
  return shapes;
}

/** Fiducials of the layout that were not found, by corner name (for the legend). */
export const missingFiducials = (detail: ScanPageDetail): string[] =>
  detail.fiducials.filter((f) => !f.centre).map((f) => CORNER_LABEL[f.corner] ?? f.corner);

/** True when the point is inside the polygon (even-odd rule). */
export function inside(p: Pt, poly: readonly Pt[]): boolean {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x)
      hit = !hit;
  }
  return hit;
}

/** The bubble or code under a point (source px), for the hover text. */
export const shapeAt = (shapes: readonly OverlayShape[], p: Pt): OverlayShape | null =>
  shapes.find((s) => s.kind !== 'fiducial' && inside(p, s.points)) ?? null;

/** Ring radius of a fiducial mark in source px (about 4 mm at the page's resolution). */
export const ringRadius = (dpi: number): number => Math.max(6, (dpi / 25.4) * 4);
