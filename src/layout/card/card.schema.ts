import { z } from 'zod';
import { PAPER_SIZES } from '../paper-sizes';
import { QUESTION_KIND_ORDER, type QuestionKind } from '../paper';
import type { Mm } from '../units';
import { CARD_LAYOUT_VERSION, type CardLayout } from './card.types';

/** Schemas of the stored card layout (current version); restore() validates with them. */
const mm = z.custom<Mm>((v) => typeof v === 'number' && Number.isFinite(v));
const rect = z.object({ x: mm, y: mm, w: mm, h: mm });
const point = z.object({ x: mm, y: mm });
const bubble = z.object({ id: z.string(), rect, value: z.string(), label: z.string() });
const part = z.object({ index: z.number().int().min(1), count: z.number().int().min(1) });
const questionKind = z.enum(QUESTION_KIND_ORDER as [QuestionKind, ...QuestionKind[]]);
const base = { id: z.string().min(1), rect };
const pageCode = z.object({
  paperId: z.string(),
  paperVersion: z.number().int(),
  layoutVersion: z.number().int(),
  page: z.number().int(),
  examNo: z.string().optional(),
});

const element = z.discriminatedUnion('kind', [
  z.object({
    ...base,
    kind: z.literal('fiducial'),
    corner: z.enum(['tl', 'tr', 'bl', 'br']),
    centre: point,
  }),
  z.object({ ...base, kind: z.literal('orientation-cue') }),
  z.object({
    ...base,
    kind: z.literal('page-code'),
    code: pageCode,
    qr: rect,
    quietZone: mm,
    caption: rect,
  }),
  z.object({
    ...base,
    kind: z.literal('text'),
    role: z.enum(['title', 'subtitle', 'section', 'notice', 'page-number']),
    ref: z.string().optional(),
    content: z.string(),
    fontSize: mm,
    lineHeight: mm,
    weight: z.enum(['normal', 'bold']),
    align: z.enum(['left', 'center', 'right']),
  }),
  z.object({
    ...base,
    kind: z.literal('student-info'),
    fields: z.array(
      z.object({
        label: z.enum(['姓名', '班级', '考号']),
        fill: z.enum(['name', 'className', 'examNo']),
        labelRect: rect,
        box: rect,
      }),
    ),
  }),
  z.object({
    ...base,
    kind: z.literal('barcode-area'),
    label: z.literal('条形码粘贴区'),
    code: rect,
  }),
  z.object({
    ...base,
    kind: z.literal('id-bubbles'),
    digits: z.number().int().min(1),
    title: z.literal('考号'),
    titleRect: rect,
    columns: z.array(
      z.object({ index: z.number().int(), writeBox: rect, bubbles: z.array(bubble) }),
    ),
  }),
  z.object({ ...base, kind: z.literal('absent-mark'), label: z.string(), labelRect: rect, bubble }),
  z.object({
    ...base,
    kind: z.literal('objective-group'),
    questions: z.array(
      z.object({
        questionId: z.string(),
        no: z.number().int(),
        questionKind,
        multiple: z.boolean(),
        noRect: rect,
        bubbles: z.array(bubble),
      }),
    ),
  }),
  z.object({
    ...base,
    kind: z.literal('subjective-box'),
    questionKind,
    questions: z.array(
      z.object({ questionId: z.string(), no: z.number().int(), score: z.number() }),
    ),
    optionalGroup: z.string().optional(),
    label: z.string(),
    labelRect: rect,
    lines: z.array(rect),
    part,
  }),
  z.object({
    ...base,
    kind: z.literal('essay-grid'),
    questionId: z.string(),
    no: z.number().int(),
    score: z.number(),
    label: z.string(),
    labelRect: rect,
    grid: rect,
    cellSize: mm,
    rowPitch: mm,
    cols: z.number().int().min(1),
    rows: z.number().int().min(0),
    firstCell: z.number().int().min(0),
    marks: z.array(z.object({ count: z.number().int(), rect })),
    part,
  }),
  z.object({
    ...base,
    kind: z.literal('optional-choice'),
    group: z.string(),
    label: z.string(),
    labelRect: rect,
    bubbles: z.array(bubble),
  }),
]);

/** The current (v1) stored card layout. */
export const cardLayoutSchema: z.ZodType<CardLayout> = z.object({
  kind: z.literal('card'),
  version: z.literal(CARD_LAYOUT_VERSION),
  paperId: z.string(),
  paperVersion: z.number().int(),
  size: z.enum(PAPER_SIZES),
  sheet: z.object({ width: mm, height: mm }),
  pages: z.array(
    z.object({
      index: z.number().int().min(1),
      side: z.enum(['front', 'back']),
      columns: z.array(rect),
      elements: z.array(element),
    }),
  ),
});
