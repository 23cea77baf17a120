import {
  QUESTION_KIND_ORDER,
  QUESTION_KINDS,
  type PaperDoc,
  type PaperQuestion,
  type PaperSection,
  type PaperSettings,
  type QuestionKind,
  type RichText,
} from '../paper';

/** Test and demo data: how many questions of each kind a built paper has. */
export type QuestionCounts = Partial<Record<QuestionKind, number>>;

/** 25 questions: 10 单选, 3 多选, 5 判断, 3 填空, 3 解答, 1 作文. */
export const STANDARD_COUNTS: QuestionCounts = {
  single: 10,
  multi: 3,
  judge: 5,
  blank: 3,
  solve: 3,
  essay: 1,
};
/** A paper too large for one A4 page. */
export const LARGE_COUNTS: QuestionCounts = {
  single: 40,
  multi: 10,
  judge: 10,
  blank: 12,
  solve: 8,
  essay: 1,
};

const SCORES: Record<QuestionKind, number> = {
  single: 3,
  double: 4,
  multi: 4,
  judge: 2,
  blank: 4,
  solve: 12,
  apply: 10,
  essay: 40,
};
const NUMERALS = '一二三四五六七八九十';

const stemOf = (kind: QuestionKind, no: number): RichText =>
  kind === 'blank'
    ? [
        { t: 'text', v: `第${no}题：` },
        { t: 'blank' },
        ...(no % 2 ? [{ t: 'blank' } as const] : []),
      ]
    : [{ t: 'text', v: `第${no}题的题干。` }];

/** Builds one question of a kind and number, with overrides. */
export function buildQuestion(
  kind: QuestionKind,
  no: number,
  overrides: Partial<PaperQuestion> = {},
): PaperQuestion {
  const labels =
    kind === 'judge' ? ['T', 'F'] : QUESTION_KINDS[kind].objective ? ['A', 'B', 'C', 'D'] : [];
  return {
    id: `q${no}`,
    questionId: `bank${no}`,
    no,
    kind,
    score: SCORES[kind],
    stem: stemOf(kind, no),
    options: labels.map((label) => ({ label, content: [{ t: 'text', v: `选项${label}` }] })),
    key: labels[0] ?? '',
    answer: [{ t: 'text', v: labels[0] ?? '略' }],
    analysis: [],
    parts: [],
    card: {},
    ...overrides,
  };
}

/** Builds the sections of a paper from question counts, numbering questions across the paper. */
export function buildSections(counts: QuestionCounts): PaperSection[] {
  let no = 0;
  return QUESTION_KIND_ORDER.filter((k) => (counts[k] ?? 0) > 0).map((kind, i): PaperSection => {
    const questions = Array.from({ length: counts[kind]! }, () => buildQuestion(kind, ++no));
    const total = questions.reduce((s, q) => s + q.score, 0);
    const name = QUESTION_KINDS[kind].section;
    return {
      id: `s${i + 1}`,
      kind,
      title: `${NUMERALS[i]}、${name}（共${questions.length}题，共${total}分）`,
      questions,
    };
  });
}

/** What buildPaper accepts: any paper field, settings in part, or question counts. */
export interface PaperOverrides extends Partial<Omit<PaperDoc, 'settings'>> {
  settings?: Partial<Omit<PaperSettings, 'card'>> & { card?: Partial<PaperSettings['card']> };
  counts?: QuestionCounts;
}

/** Builds a paper (by default the 25-question STANDARD_COUNTS paper on A4) with overrides. */
export function buildPaper(overrides: PaperOverrides = {}): PaperDoc {
  const { settings = {}, counts = STANDARD_COUNTS, ...rest } = overrides;
  return {
    id: 'p7k2x9',
    version: 1,
    sections: buildSections(counts),
    ...rest,
    settings: {
      title: '2024—2025学年第一学期七年级数学期中考试',
      subtitle: '考试时间：120分钟　满分：150分',
      examMinutes: 120,
      size: 'A4',
      sealLine: false,
      notice: '',
      answerPlacement: 'end',
      ...settings,
      card: { studentId: 'both', idDigits: 10, multiPartialShare: 0.5, ...settings.card },
    },
  };
}
