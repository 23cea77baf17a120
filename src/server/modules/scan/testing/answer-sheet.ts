import {
  rect,
  type Bubble,
  type CardPage,
  type ObjectiveItem,
  type RectMm,
} from '../../../../layout';
import { cross, pencilFill, penStroke, scribble, seeded, tick } from './pencil';
import type { Raster } from './raster';

/** How a student marked one bubble. */
export type MarkKind = 'full' | 'half' | 'light' | 'erased' | 'tick' | 'cross';

/**
 * What a question truly holds: blank, an answer, 多涂 (two filled on a single choice: must be flagged),
 * or ambiguous (ticked or crossed instead of filled: the answer or a flag are both right).
 */
export interface QuestionTruth {
  questionId: string;
  no: number;
  multiple: boolean;
  kind: 'blank' | 'answer' | 'double' | 'ambiguous';
  answer: string;
  marks: { value: string; mark: MarkKind }[];
}

/** What a student's page truly holds. */
export interface PageTruth {
  pageNo: number;
  strays: boolean;
  /** 考号 filled in the bubble grid (blank cards), else null. */
  bubbledExamNo: string | null;
  absent: boolean;
  writing?: 'blank' | number;
  questions: QuestionTruth[];
}

/** Options of a student's marking. */
export interface PlanOptions {
  bubbledExamNo?: string | null;
  absent?: boolean;
  /** Light pencil marks (left out of 1-bit scans: a black-and-white threshold drops them). */
  allowLight?: boolean;
  /** Only clean full fills and blanks (for tests that assert no 客观题异常). */
  clean?: boolean;
  /** Stray pen strokes across printed text (titles, notices), away from the bubbles. */
  strays?: boolean;
  /**
   * Handwriting in the answer boxes: 'blank' leaves them empty; a number writes the same strokes for
   * the same number (alike answers, as two students writing the same short answer); default random.
   */
  writing?: 'blank' | number;
  /** Options to fill cleanly per question id (e.g. "B", "AC"); other questions as planned. */
  answers?: Record<string, string>;
}

const FULL = 48;
const LIGHT = 168;
const ERASED = 222;

const pick = <T>(xs: readonly T[], rand: () => number): T => xs[Math.floor(rand() * xs.length)]!;

/** A realistic mix of marks for one question (mostly clean fills; rare 多涂, ticks and crosses). */
function planQuestion(q: ObjectiveItem, rand: () => number, opts: PlanOptions): QuestionTruth {
  const allowLight = opts.allowLight ?? true;
  const values = q.bubbles.map((b) => b.value);
  const base = { questionId: q.questionId, no: q.no, multiple: q.multiple };
  let chosen = [pick(values, rand)];
  if (q.multiple)
    chosen = values
      .filter(() => rand() < 0.5)
      .concat(chosen)
      .filter((v, i, a) => a.indexOf(v) === i);
  chosen.sort((a, b) => values.indexOf(a) - values.indexOf(b));
  const others = values.filter((v) => !chosen.includes(v));
  const answer = (
    kind: QuestionTruth['kind'],
    marks: QuestionTruth['marks'],
    text = chosen.join(''),
  ) => ({
    ...base,
    kind,
    answer: text,
    marks,
  });
  const all = (mark: MarkKind) => chosen.map((value) => ({ value, mark }));
  const r = rand();
  const given = opts.answers?.[q.questionId];
  if (given !== undefined)
    return answer(
      'answer',
      [...given].map((value) => ({ value, mark: 'full' as const })),
      given,
    );
  if (opts.clean) return r < 0.1 ? answer('blank', [], '') : answer('answer', all('full'));
  if (r < 0.86) return answer('answer', all('full'));
  if (r < 0.9) return answer('blank', [], '');
  if (r < 0.93 && others.length)
    return answer('answer', [...all('full'), { value: pick(others, rand), mark: 'erased' }]);
  if (r < 0.955) return answer('answer', all('half'));
  if (r < 0.975) return answer('answer', all(allowLight ? 'light' : 'full'));
  if (r < 0.994) return answer('blank', [{ value: pick(values, rand), mark: 'erased' }], '');
  // 多涂, ticks and crosses must go to a person; together about 0.6% of questions.
  if (r < 0.997 && !q.multiple && others.length)
    return answer('double', [...all('full'), { value: pick(others, rand), mark: 'full' }], '');
  if (r < 0.9985) return answer('ambiguous', [{ value: chosen[0]!, mark: 'tick' }], chosen[0]!);
  return answer('ambiguous', [{ value: chosen[0]!, mark: 'cross' }], chosen[0]!);
}

/** Plans a student's marks on a card page: objective answers, the 考号 grid, 缺考. */
export function planPage(page: CardPage, rand: () => number, opts: PlanOptions = {}): PageTruth {
  const questions = page.elements.flatMap((el) =>
    el.kind === 'objective-group' && !opts.absent
      ? el.questions.map((q) => planQuestion(q, rand, opts))
      : [],
  );
  return {
    pageNo: page.index,
    strays: opts.strays ?? false,
    bubbledExamNo: opts.bubbledExamNo ?? null,
    absent: opts.absent ?? false,
    ...(opts.writing === undefined ? {} : { writing: opts.writing }),
    questions,
  };
}

const drawMark = (r: Raster, b: RectMm, mark: MarkKind, rand: () => number): void => {
  if (mark === 'full') pencilFill(r, b, FULL, rand);
  else if (mark === 'half') pencilFill(r, b, FULL, rand, 0.6);
  else if (mark === 'light') pencilFill(r, b, LIGHT, rand);
  else if (mark === 'erased') pencilFill(r, b, ERASED, rand);
  else if (mark === 'tick') tick(r, b);
  else cross(r, b);
};

/** Draws a plan on the page's raster: bubbles, 考号 digits, 缺考, and pen writing in answer boxes. */
export function drawPage(r: Raster, page: CardPage, truth: PageTruth, rand: () => number): void {
  const bubbles = new Map<string, Bubble>();
  for (const el of page.elements) {
    if (el.kind === 'objective-group')
      for (const q of el.questions)
        for (const b of q.bubbles) bubbles.set(`${q.questionId}:${b.value}`, b);
    if (el.kind === 'id-bubbles' && truth.bubbledExamNo)
      el.columns.forEach((c, i) => {
        const digit = c.bubbles.find((b) => b.value === truth.bubbledExamNo![i]);
        if (digit) pencilFill(r, digit.rect, FULL, rand);
      });
    if (el.kind === 'absent-mark' && truth.absent) pencilFill(r, el.bubble.rect, FULL, rand);
    if (
      (el.kind === 'subjective-box' || el.kind === 'essay-grid') &&
      !truth.absent &&
      truth.writing !== 'blank'
    )
      scribble(
        r,
        rect(el.rect.x + 4, el.rect.y + 6, el.rect.w - 8, Math.min(30, el.rect.h - 8)),
        truth.writing === undefined ? rand : seeded(truth.writing),
      );
  }
  for (const q of truth.questions)
    for (const m of q.marks)
      drawMark(r, bubbles.get(`${q.questionId}:${m.value}`)!.rect, m.mark, rand);
  if (truth.strays) drawStrays(r, page, rand);
}

/** Stray pen strokes across the printed title and notices (never through a bubble). */
function drawStrays(r: Raster, page: CardPage, rand: () => number): void {
  for (const el of page.elements) {
    if (el.kind !== 'text' || (el.role !== 'title' && el.role !== 'notice')) continue;
    const y = () => el.rect.y + rand() * el.rect.h;
    penStroke(r, [
      { x: el.rect.x + rand() * el.rect.w * 0.3, y: y() },
      { x: el.rect.x + el.rect.w * (0.5 + rand() * 0.5), y: y() },
    ]);
  }
}
