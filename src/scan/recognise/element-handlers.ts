import type { CardElement, CardElementKind, CardElementOf } from '../../layout';
import { scoreBubble } from '../bubbles/bubbles.stage';
import { decideChoice, decideMark } from '../bubbles/decide';
import { decideExamNo } from '../bubbles/exam-no';
import { readCode } from '../codes/codes.stage';
import { scaleQuad } from '../core/geometry';
import { mapRect } from '../fit/fit.stage';
import { readBubbles, sourceQuad, type ReadContext, type Reading } from './read-context';
import type { RegionOutcome } from './page-result.types';

type Handler<K extends CardElementKind> = (
  el: CardElementOf<K>,
  ctx: ReadContext,
  out: Reading,
) => void | Promise<void>;

/** A sticker zone with less ink than this is empty (no barcode to read). */
const EMPTY_ZONE = 0.04;
const EXAM_NO = /^[0-9a-z]{1,32}$/i;

const nothing = (): void => undefined;

const addRegion = (
  out: Reading,
  ctx: ReadContext,
  el: CardElement,
  kind: RegionOutcome['kind'],
  questionIds: string[],
): void => {
  out.regions.push({
    elementId: el.id,
    kind,
    questionIds,
    rect: el.rect,
    quad: sourceQuad(ctx, el.rect),
  });
};

/** How scan reads each element kind: a new kind does not compile until it is handled here. */
const HANDLERS: { [K in CardElementKind]: Handler<K> } = {
  fiducial: nothing,
  'orientation-cue': nothing,
  'page-code': nothing,
  text: nothing,
  'student-info': (el, ctx, out) => {
    out.hasStudentFields = true;
    addRegion(out, ctx, el, 'student-info', []);
  },
  'barcode-area': async (el, ctx, out) => {
    out.hasStudentFields = true;
    addRegion(out, ctx, el, 'barcode-area', []);
    if (ctx.code.examNo) return;
    const ink = scoreBubble(
      ctx.page.image,
      ctx.fit,
      { id: el.id, rect: el.code },
      ctx.ink,
      ctx.page.dpi,
    );
    if (ink.score < EMPTY_ZONE) return;
    const r = await readCode(ctx.page, {
      format: 'Code128',
      region: mapRect(ctx.fit, el.rect),
      marginMm: 2,
      accept: (t) => EXAM_NO.test(t),
      attempts: ['roi-full', 'wide'],
    });
    const s = ctx.page.scale;
    out.barcode = r.found
      ? {
          role: 'exam-no',
          format: 'Code128',
          text: r.code.text,
          corners: scaleQuad(r.code.corners, s),
          attempt: r.code.attempt,
          reason: '已读取',
        }
      : {
          role: 'exam-no',
          format: 'Code128',
          text: null,
          corners: null,
          attempt: null,
          reason: `条形码粘贴区有内容但${r.reason}`,
        };
    out.codes.push(out.barcode);
  },
  'id-bubbles': (el, ctx, out) => {
    out.hasStudentFields = true;
    out.examBubbles = decideExamNo(
      el.columns.map((c) => readBubbles(ctx, out, el.id, c.bubbles)),
      ctx.calibration,
    );
  },
  'absent-mark': (el, ctx, out) => {
    const [reading] = readBubbles(ctx, out, el.id, [el.bubble]);
    const decision = decideMark(reading!, ctx.calibration);
    out.absent = { absent: decision.review ? null : decision.status === 'answered', decision };
    if (decision.review) out.reviews.push(`缺考标记：${decision.reason}`);
  },
  'objective-group': (el, ctx, out) => {
    for (const q of el.questions) {
      const decision = decideChoice(
        readBubbles(ctx, out, el.id, q.bubbles),
        q.multiple,
        ctx.calibration,
      );
      const answer = decision.status === 'answered' ? decision.selected.join('') : '';
      out.objective.push({
        questionId: q.questionId,
        no: q.no,
        multiple: q.multiple,
        answer,
        decision,
      });
      if (decision.review) out.reviews.push(`第 ${q.no} 题：${decision.reason}`);
    }
  },
  'subjective-box': (el, ctx, out) =>
    addRegion(
      out,
      ctx,
      el,
      'subjective-box',
      el.questions.map((q) => q.questionId),
    ),
  'essay-grid': (el, ctx, out) => addRegion(out, ctx, el, 'essay-grid', [el.questionId]),
  'optional-choice': (el, ctx, out) => {
    const decision = decideChoice(readBubbles(ctx, out, el.id, el.bubbles), false, ctx.calibration);
    const questionId = decision.status === 'answered' ? (decision.selected[0] ?? null) : null;
    out.choices.push({ group: el.group, elementId: el.id, questionId, decision });
    if (decision.review) out.reviews.push(`选做题：${decision.reason}`);
  },
};

/** Reads one element of the page into the reading, by its kind's handler. */
export const readElement = async (
  el: CardElement,
  ctx: ReadContext,
  out: Reading,
): Promise<void> => {
  const handler = HANDLERS[el.kind] as Handler<typeof el.kind>;
  await handler(el, ctx, out);
};
