/**
 * Grades recognition against the corpus truth: a bubble confusion matrix, question outcomes by
 * what the student did (right, sent to review, wrong without a flag = silent error), sheets free of
 * error, and identification of pages and students.
 */
import type { PageResult } from '../src/scan';
import { bubbleStates } from '../src/server/modules/scan/page-detail';
import type { MarkKind, QuestionTruth } from '../src/server/modules/scan/testing/answer-sheet';
import type { ObjectiveAnswer, StoredPage } from '../src/server/modules/scan/scan-page.types';
import type { CorpusSheet } from './omr-bench-corpus';

/** What the server stored for a page. */
export interface PageRow {
  fileName: string;
  status: string;
  examNo: string | null;
  pageNo: number | null;
  result: string | null;
  objective: string | null;
  problems: string[];
}

export const BUBBLE_ROWS = ['full', 'half', 'light', 'erased', 'tick', 'cross', 'blank'] as const;
export const BUBBLE_COLS = ['filled', 'review', 'blank'] as const;
export const QUESTION_ROWS = ['clean', 'light', 'blank', 'double', 'ambiguous'] as const;
export const OUTCOMES = ['right', 'review', 'silent'] as const;

type BubbleRow = (typeof BUBBLE_ROWS)[number];
type QuestionRow = (typeof QUESTION_ROWS)[number];
type Outcome = (typeof OUTCOMES)[number];
const grid = <R extends string, C extends string>(rows: readonly R[], cols: readonly C[]) =>
  Object.fromEntries(rows.map((r) => [r, Object.fromEntries(cols.map((c) => [c, 0]))])) as Record<
    R,
    Record<C, number>
  >;

/** The corpus graded. */
export interface Grades {
  sheets: number;
  bubbles: Record<BubbleRow, Record<(typeof BUBBLE_COLS)[number], number>>;
  questions: Record<QuestionRow, Record<Outcome, number>>;
  silentExamples: string[];
  byFault: Record<
    string,
    { sheets: number; questions: number; review: number; silent: number; placed: number }
  >;
  sheetsNoError: number;
  sheetsAutomatic: number;
  placed: number;
  studentRight: Record<'qr' | 'bubbles', { right: number; total: number; wrong: number }>;
  problems: Record<string, number>;
}

const rowOf = (q: QuestionTruth): QuestionRow => {
  if (q.kind === 'blank') return 'blank';
  if (q.kind === 'double' || q.kind === 'ambiguous') return q.kind;
  return q.marks.some((m) => m.mark === 'light') ? 'light' : 'clean';
};

const outcomeOf = (q: QuestionTruth, a: ObjectiveAnswer | undefined): Outcome => {
  if (!a) return 'silent';
  if (a.review) return 'review';
  if (q.kind === 'double') return 'silent';
  return a.read === q.answer ? 'right' : 'silent';
};

/** Grades every sheet of the corpus against what the server stored. */
export function grade(corpus: CorpusSheet[], rows: PageRow[]): Grades {
  const byName = new Map(rows.map((r) => [r.fileName, r]));
  const g: Grades = {
    sheets: corpus.length,
    bubbles: grid(BUBBLE_ROWS, BUBBLE_COLS),
    questions: grid(QUESTION_ROWS, OUTCOMES),
    silentExamples: [],
    byFault: {},
    sheetsNoError: 0,
    sheetsAutomatic: 0,
    placed: 0,
    studentRight: {
      qr: { right: 0, total: 0, wrong: 0 },
      bubbles: { right: 0, total: 0, wrong: 0 },
    },
    problems: {},
  };
  for (const sheet of corpus) {
    const row = byName.get(sheet.name);
    const stored = row?.result ? (JSON.parse(row.result) as StoredPage) : null;
    const result: PageResult | null = stored?.result ?? null;
    const answers = new Map(
      ((row?.objective ? JSON.parse(row.objective) : []) as ObjectiveAnswer[]).map((a) => [
        a.questionId,
        a,
      ]),
    );
    const states = result ? bubbleStates(result) : new Map<string, string>();
    const f = (g.byFault[sheet.fault] ??= {
      sheets: 0,
      questions: 0,
      review: 0,
      silent: 0,
      placed: 0,
    });
    f.sheets++;
    const placed = row?.pageNo === sheet.truth.pageNo;
    if (placed) [g.placed, f.placed] = [g.placed + 1, f.placed + 1];
    const who = g.studentRight[sheet.via];
    who.total++;
    if (row?.examNo === sheet.examNo) who.right++;
    else if (row?.examNo) who.wrong++;
    for (const p of row?.problems ?? []) g.problems[p] = (g.problems[p] ?? 0) + 1;
    let silent = 0;
    let review = 0;
    for (const q of sheet.truth.questions) {
      const outcome = outcomeOf(q, answers.get(q.questionId));
      g.questions[rowOf(q)][outcome]++;
      f.questions++;
      if (outcome === 'review') [review, f.review] = [review + 1, f.review + 1];
      if (outcome === 'silent') {
        [silent, f.silent] = [silent + 1, f.silent + 1];
        if (g.silentExamples.length < 20)
          g.silentExamples.push(
            `${sheet.name}（${sheet.fault}）第 ${q.no} 题：读作“${answers.get(q.questionId)?.read ?? '—'}”，应为“${q.answer}”（${q.marks.map((m) => m.value + m.mark).join(' ') || '空白'}）`,
          );
      }
      const marks = new Map<string, MarkKind>(q.marks.map((m) => [m.value, m.mark]));
      for (const b of result?.bubbles.filter((x) => x.id.startsWith(`${q.questionId}-`)) ?? []) {
        const truth: BubbleRow = marks.get(b.value) ?? 'blank';
        const read = (states.get(b.id) ?? 'blank') as (typeof BUBBLE_COLS)[number];
        g.bubbles[truth][read]++;
      }
    }
    const identified = placed && row?.examNo === sheet.examNo;
    if (identified && silent === 0) g.sheetsNoError++;
    if (identified && silent === 0 && review === 0 && (row?.problems.length ?? 1) === 0)
      g.sheetsAutomatic++;
  }
  return g;
}
