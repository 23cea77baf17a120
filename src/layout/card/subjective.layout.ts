import { rectR } from '../geometry';
import type { PaperQuestion, RichText } from '../paper';
import type {
  BoxQuestion,
  OptionalChoiceElement,
  SubjectiveBoxElement,
} from './card-element.types';
import { choiceBubbleId } from './card-ids';
import type { CardElementDraft } from './card.types';
import { BUBBLE_H, TEXT } from './card.constants';
import type { PartPlacement, SplitBlock } from './flow';
import { textWidth } from './text.layout';

const LEAD = 7;
const CONT_LEAD = 6;
const TAIL = 2;
const LINE_PITCH = 8;
const SLICE = 5;
const MIN_HEIGHT = 15;
const CHOICE_H = 6;
const CHOICE_GAP = 2;
const CHOICE_BUBBLE_W = 7;

const blanks = (text: RichText): number => text.filter((i) => i.t === 'blank').length;

/** Writing lines of a 填空 question: one per blank of its stem and parts, at least one. */
export const blankLines = (q: PaperQuestion): number =>
  Math.max(1, blanks(q.stem) + q.parts.reduce((n, p) => n + blanks(p.stem), 0));

/** Height of a question's answer box: card.boxHeight, else from kind, score and parts. */
export function subjectiveBoxHeight(q: PaperQuestion): number {
  if (q.card.boxHeight !== undefined) return Math.max(MIN_HEIGHT, q.card.boxHeight);
  if (q.kind === 'blank') return LEAD + blankLines(q) * LINE_PITCH + TAIL;
  const raw = 16 + 4.5 * q.score + 6 * Math.max(0, q.parts.length - 1);
  return Math.min(150, Math.max(30, raw));
}

/** The 选做题 row: label, then one bubble per question of the group. */
function layoutChoice(
  group: string,
  qs: PaperQuestion[],
  x: number,
  y: number,
  w: number,
): Omit<OptionalChoiceElement, 'id'> {
  const label = '选做题（请用2B铅笔将所选题号涂黑）：';
  const labelW = textWidth(label, TEXT.label.fontSize);
  const bubbles = qs.map((q, i) => ({
    id: choiceBubbleId(group, q.id),
    rect: rectR(
      x + labelW + 2 + i * (CHOICE_BUBBLE_W + 3),
      y + (CHOICE_H - BUBBLE_H) / 2,
      CHOICE_BUBBLE_W,
      BUBBLE_H,
    ),
    value: q.id,
    label: String(q.no),
  }));
  return {
    kind: 'optional-choice',
    group,
    label,
    labelRect: rectR(x, y + 0.5, labelW, CHOICE_H - 1),
    rect: rectR(x, y, w, CHOICE_H),
    bubbles,
  };
}

/** Label of a box: "16.（12分）", or the 选做 numbers sharing it; "（续）" on later parts. */
function boxLabel(qs: PaperQuestion[], part: number): string {
  const nos = qs.map((q) => q.no).join('/');
  if (part > 1) return `${nos}.（续）`;
  const score = Math.max(...qs.map((q) => q.score));
  return qs.length > 1 ? `${nos}.（选做题，${score}分）` : `${nos}.（${score}分）`;
}

/** The split block of one answer box (or the shared box of a 选做 group, with its choice row). */
export function subjectiveBlock(qs: PaperQuestion[], group?: string): SplitBlock {
  const first = qs[0]!;
  const height = Math.max(...qs.map(subjectiveBoxHeight));
  const lined = first.kind === 'blank';
  const slice = lined ? LINE_PITCH : SLICE;
  const slices = Math.max(1, (lined ? Math.floor : Math.ceil)((height - LEAD - TAIL) / slice));
  const choiceH = group === undefined ? 0 : CHOICE_H + CHOICE_GAP;
  const questions = qs.map((q): BoxQuestion => ({ questionId: q.id, no: q.no, score: q.score }));
  const place = (parts: PartPlacement[]): CardElementDraft[][] =>
    parts.map((p, i) => {
      const index = i + 1;
      const out: CardElementDraft[] = [];
      if (group !== undefined && index === 1) out.push(layoutChoice(group, qs, p.x, p.y, p.w));
      const y = p.y + (index === 1 ? choiceH : 0);
      const lead = index === 1 ? LEAD : CONT_LEAD;
      const box: Omit<SubjectiveBoxElement, 'id'> = {
        kind: 'subjective-box',
        questionKind: first.kind,
        questions,
        label: boxLabel(qs, index),
        labelRect: rectR(p.x + 2, y + 1.5, p.w - 4, TEXT.label.lineHeight),
        lines: lined
          ? Array.from({ length: p.to - p.from }, (_, j) =>
              rectR(p.x + 4, y + lead + j * slice, p.w - 8, slice),
            )
          : [],
        rect: rectR(p.x, y, p.w, lead + (p.to - p.from) * slice + TAIL),
        part: { index, count: parts.length },
      };
      if (group !== undefined) box.optionalGroup = group;
      out.push(box);
      return out;
    });
  return {
    type: 'split',
    lead: LEAD + choiceH,
    contLead: CONT_LEAD,
    slice,
    slices,
    tail: TAIL,
    place,
  };
}
