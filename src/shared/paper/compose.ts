import {
  QUESTION_KIND_ORDER,
  QUESTION_KINDS,
  type PaperDoc,
  type PaperQuestion,
  type PaperSection,
  type PaperSettings,
  type QuestionKind,
} from '../../layout';

/** Settings of a new paper. */
export const DEFAULT_SETTINGS: PaperSettings = {
  title: '',
  subtitle: '',
  examMinutes: 90,
  size: 'A4',
  sealLine: false,
  notice:
    '1. 答题前，请将姓名、班级、考号填写清楚，并在条形码粘贴区贴好条形码。\n2. 选择题用 2B 铅笔填涂；非选择题用黑色签字笔在各题答题区域内作答，超出答题区域书写的答案无效。\n3. 保持卡面清洁，不要折叠、不要弄破。',
  answerPlacement: 'end',
  card: { studentId: 'both', idDigits: 8, multiPartialShare: 0.5 },
};

/** A short random id for sections and placed questions (browser and Node alike). */
export function shortId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => 'abcdefghijkmnpqrstuvwxyz23456789'[b % 32]).join('');
}

const DIGITS = '零一二三四五六七八九';
/** 1 → 一, 10 → 十, 12 → 十二, 21 → 二十一 (1–99). */
export function chineseNumeral(n: number): string {
  if (n < 10) return DIGITS[n] ?? String(n);
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return `${tens === 1 ? '' : DIGITS[tens]}十${ones ? DIGITS[ones] : ''}`;
}

/** Formats a score: 3 → "3", 2.5 → "2.5". */
export const formatScore = (s: number): string => String(Math.round(s * 100) / 100);

/** Sum of scores of a list of questions. */
export const sumScores = (qs: readonly PaperQuestion[]): number =>
  Math.round(qs.reduce((a, q) => a + q.score, 0) * 100) / 100;

/** The header of a 大题, e.g. 一、选择题（共6题，共12分）. */
export const sectionHeader = (section: PaperSection, index: number): string =>
  `${chineseNumeral(index + 1)}、${section.title}（共${section.questions.length}题，共${formatScore(sumScores(section.questions))}分）`;

/** Questions and marks of a paper, in total and per kind. */
export function totals(doc: Pick<PaperDoc, 'sections'>) {
  const byKind = new Map<QuestionKind, { count: number; marks: number }>();
  let count = 0;
  let marks = 0;
  for (const s of doc.sections) {
    for (const q of s.questions) {
      const k = byKind.get(q.kind) ?? { count: 0, marks: 0 };
      k.count += 1;
      k.marks += q.score;
      byKind.set(q.kind, k);
      count += 1;
      marks += q.score;
    }
  }
  return { count, marks: Math.round(marks * 100) / 100, byKind };
}

/** Numbers 小题 1, 2, 3 … across the paper and drops empty 大题. */
export function renumber(doc: PaperDoc): PaperDoc {
  let no = 0;
  const sections = doc.sections
    .filter((s) => s.questions.length > 0)
    .map((s) => ({ ...s, questions: s.questions.map((q) => ({ ...q, no: ++no })) }));
  return { ...doc, sections };
}

/** Bank question ids on a paper. */
export const bankQuestionIds = (doc: Pick<PaperDoc, 'sections'>): string[] =>
  doc.sections.flatMap((s) => s.questions.map((q) => q.questionId));

/** A new empty paper. */
export const emptyPaper = (id: string, settings: PaperSettings = DEFAULT_SETTINGS): PaperDoc => ({
  id,
  version: 1,
  settings,
  sections: [],
});

/** Adds a question to the 大题 of its kind (made where the kind order puts it when missing). */
export function addQuestion(doc: PaperDoc, q: Omit<PaperQuestion, 'no'>): PaperDoc {
  if (bankQuestionIds(doc).includes(q.questionId)) return doc;
  const placed: PaperQuestion = { ...q, no: 0 };
  const at = doc.sections.findIndex((s) => s.kind === q.kind);
  if (at >= 0) {
    const sections = doc.sections.map((s, i) =>
      i === at ? { ...s, questions: [...s.questions, placed] } : s,
    );
    return renumber({ ...doc, sections });
  }
  const rank = QUESTION_KIND_ORDER.indexOf(q.kind);
  const before = doc.sections.findIndex((s) => QUESTION_KIND_ORDER.indexOf(s.kind) > rank);
  const section: PaperSection = {
    id: shortId(),
    kind: q.kind,
    title: QUESTION_KINDS[q.kind].section,
    questions: [placed],
  };
  const sections = [...doc.sections];
  sections.splice(before < 0 ? sections.length : before, 0, section);
  return renumber({ ...doc, sections });
}

const mapQuestions = (doc: PaperDoc, f: (q: PaperQuestion) => PaperQuestion | null): PaperDoc =>
  renumber({
    ...doc,
    sections: doc.sections.map((s) => ({
      ...s,
      questions: s.questions.map(f).filter((q): q is PaperQuestion => q !== null),
    })),
  });

/** Removes a placed question (by its paper id or its bank question id). */
export const removeQuestion = (doc: PaperDoc, id: string): PaperDoc =>
  mapQuestions(doc, (q) => (q.id === id || q.questionId === id ? null : q));

/** Removes every question of a kind. */
export const removeKind = (doc: PaperDoc, kind: QuestionKind): PaperDoc =>
  mapQuestions(doc, (q) => (q.kind === kind ? null : q));

/** 小题 (and parts, e.g. "5(2)") whose score is 0: they count nothing towards the total. */
export function zeroScoreNumbers(doc: Pick<PaperDoc, 'sections'>): string[] {
  const out: string[] = [];
  for (const s of doc.sections) {
    for (const q of s.questions) {
      if (q.score === 0) out.push(String(q.no));
      else for (const p of q.parts) if (p.score === 0) out.push(`${q.no}${p.label}`);
    }
  }
  return out;
}

/** The warning shown while composing when some question scores 0 (null when none does). */
export function zeroScoreWarning(doc: Pick<PaperDoc, 'sections'>): string | null {
  const nos = zeroScoreNumbers(doc);
  if (!nos.length) return null;
  return `第${nos.join('、')}题分值为 0 分，不计入总分，阅卷时也不给分；请设置分值，或确认这些题不计分`;
}
