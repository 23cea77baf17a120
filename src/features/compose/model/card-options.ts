import {
  ESSAY_DEFAULT_CHARS,
  isObjective,
  paperQuestions,
  QUESTION_KINDS,
  subjectiveBoxHeight,
  type PaperDoc,
  type PaperQuestion,
  type QuestionCardOptions,
} from '../../../layout';

/** Bounds of a subjective answer box in mm (layout never draws one under 15 mm). */
export const BOX_HEIGHT_MIN = 15;
export const BOX_HEIGHT_MAX = 400;
/** Bounds of an essay's 作文格 count (the paper schema's). */
export const ESSAY_CHARS_MIN = 100;
export const ESSAY_CHARS_MAX = 2000;

/** Chinese messages of the 答题卡 settings. */
export const CARD_MESSAGES = {
  boxHeight: `答题框高度为 ${BOX_HEIGHT_MIN}～${BOX_HEIGHT_MAX} 毫米的整数`,
  essayChars: `作文格数为 ${ESSAY_CHARS_MIN}～${ESSAY_CHARS_MAX} 的整数`,
  groupTooSmall: '请勾选至少 2 道题组成选做题',
  groupMixed: '选做题须为同一题型、同一分值的题目',
} as const;

const inRange = (v: number, min: number, max: number) =>
  Number.isInteger(v) && v >= min && v <= max;

/** What is wrong with a box height (null when it can be saved). */
export const boxHeightError = (v: number): string | null =>
  inRange(v, BOX_HEIGHT_MIN, BOX_HEIGHT_MAX) ? null : CARD_MESSAGES.boxHeight;

/** What is wrong with an essay length (null when it can be saved). */
export const essayCharsError = (v: number): string | null =>
  inRange(v, ESSAY_CHARS_MIN, ESSAY_CHARS_MAX) ? null : CARD_MESSAGES.essayChars;

/** Tells whether answer-card options are within bounds. */
export const cardValid = ({ boxHeight, essayChars }: QuestionCardOptions): boolean =>
  (boxHeight === undefined || !boxHeightError(boxHeight)) &&
  (essayChars === undefined || !essayCharsError(essayChars));

/** The box height layout computes from kind, score and parts, ignoring the teacher's override. */
export function defaultBoxHeight(q: PaperQuestion): number {
  const { boxHeight: _ignored, ...card } = q.card;
  return subjectiveBoxHeight({ ...q, card });
}

/** The squares of an essay grid: the teacher's count or layout's default. */
export const essayCharsOf = (q: PaperQuestion): number => q.card.essayChars ?? ESSAY_DEFAULT_CHARS;

/** A question answered in a box or a grid on the card (everything but the bubbled kinds). */
export const subjectiveQuestions = (doc: Pick<PaperDoc, 'sections'>): PaperQuestion[] =>
  paperQuestions(doc).filter((q) => !isObjective(q.kind));

/** Essays keep their 作文格, so they cannot share a 选做 box. */
export const canBeOptional = (q: PaperQuestion): boolean =>
  !isObjective(q.kind) && q.kind !== 'essay';

/** One 选做 group: its id and members in number order. */
export interface OptionalGroup {
  id: string;
  questions: PaperQuestion[];
}

/** The 选做 groups of a paper, in the order of their first question. */
export function optionalGroups(doc: Pick<PaperDoc, 'sections'>): OptionalGroup[] {
  const groups = new Map<string, PaperQuestion[]>();
  for (const q of subjectiveQuestions(doc)) {
    const g = q.card.optionalGroup;
    if (g !== undefined) groups.set(g, [...(groups.get(g) ?? []), q]);
  }
  return [...groups].map(([id, questions]) => ({ id, questions }));
}

/** Why these questions cannot form a 选做 group (null when they can). */
export function groupError(qs: PaperQuestion[]): string | null {
  if (qs.length < 2) return CARD_MESSAGES.groupTooSmall;
  const [first] = qs;
  const same = qs.every((q) => q.kind === first!.kind && q.score === first!.score);
  return same && qs.every(canBeOptional) ? null : CARD_MESSAGES.groupMixed;
}

/** A short name for a group: "第 4、5 题（解答，12分）". */
export const groupName = (g: OptionalGroup): string => {
  const first = g.questions[0];
  const nos = g.questions.map((q) => q.no).join('、');
  return first ? `第 ${nos} 题（${QUESTION_KINDS[first.kind].name}，${first.score}分）` : '';
};

const mapCards = (doc: PaperDoc, f: (q: PaperQuestion) => QuestionCardOptions | null): PaperDoc => {
  let changed = false;
  const sections = doc.sections.map((s) => ({
    ...s,
    questions: s.questions.map((q) => {
      const card = f(q);
      if (card === null) return q;
      changed = true;
      return { ...q, card };
    }),
  }));
  return changed ? { ...doc, sections } : doc;
};

const withoutGroup = ({ optionalGroup: _ignored, ...card }: QuestionCardOptions) => card;

/** Replaces the answer-card options of one question. */
export const setQuestionCard = (doc: PaperDoc, id: string, card: QuestionCardOptions): PaperDoc =>
  mapCards(doc, (q) => (q.id === id ? card : null));

/** Makes the questions one 选做 group (left unchanged when `groupError` objects). */
export function groupQuestions(doc: PaperDoc, ids: readonly string[]): PaperDoc {
  const qs = subjectiveQuestions(doc).filter((q) => ids.includes(q.id));
  if (qs.length !== ids.length || groupError(qs)) return doc;
  const used = new Set(optionalGroups(doc).map((g) => g.id));
  let n = 1;
  while (used.has(`g${n}`)) n++;
  return mapCards(doc, (q) => (ids.includes(q.id) ? { ...q.card, optionalGroup: `g${n}` } : null));
}

/** Removes a 选做 group: its questions get their own boxes again. */
export const ungroup = (doc: PaperDoc, group: string): PaperDoc =>
  mapCards(doc, (q) => (q.card.optionalGroup === group ? withoutGroup(q.card) : null));

/** Dissolves groups that no longer hold two questions (after a removal or 换一题). */
export function tidyGroups(doc: PaperDoc): PaperDoc {
  const lonely = new Set(
    optionalGroups(doc)
      .filter((g) => g.questions.length < 2)
      .map((g) => g.id),
  );
  return mapCards(doc, (q) => {
    const g = q.card.optionalGroup;
    if (g === undefined) return null;
    return lonely.has(g) || !canBeOptional(q) ? withoutGroup(q.card) : null;
  });
}
