import { isObjective, type QuestionKind } from '../../../layout';
import {
  JUDGE_OPTIONS,
  OPTION_LABELS,
  answerKeyProblem,
  contentProblems,
  isEmptyRich,
  keyAnswer,
  partsScoreProblem,
  type BankQuestion,
  type ImportedQuestion,
  type QuestionInput,
} from '../../../shared/api';
import { richToText, textToRich } from '../lib/rich-text-text';

/** What the question editor edits: rich text as plain text with $TeX$, ____ and images. */
export interface EditorValues {
  subjectId: string;
  kind: QuestionKind;
  difficulty: number;
  year: number;
  source: string;
  score: number;
  chapterIds: string[];
  knowledgeIds: string[];
  stem: string;
  options: { label: string; text: string }[];
  /** Correct option labels in order, e.g. "AC"; "T"/"F" for 判断. */
  answerKey: string;
  answer: string;
  analysis: string;
  parts: { label: string; score: number; stem: string; answer: string }[];
  essayChars?: number;
}

/** Four empty options A–D. */
export const blankOptions = (n = 4) =>
  [...OPTION_LABELS.slice(0, n)].map((label) => ({ label, text: '' }));

/** A new question's values (linked to the chapters and 知识点 given). */
export const newValues = (
  subjectId: string,
  now = new Date(),
  links: Pick<EditorValues, 'chapterIds' | 'knowledgeIds'> = { chapterIds: [], knowledgeIds: [] },
): EditorValues => ({
  subjectId,
  kind: 'single',
  difficulty: 3,
  year: now.getFullYear(),
  source: '',
  score: 3,
  ...links,
  stem: '',
  options: blankOptions(),
  answerKey: '',
  answer: '',
  analysis: '',
  parts: [],
});

type Content = Pick<
  BankQuestion,
  'kind' | 'stem' | 'options' | 'answerKey' | 'answer' | 'analysis' | 'parts' | 'card' | 'score'
>;

/** The editor values of a question's content; choice questions get at least options A–D. */
function contentValues(
  q: Content,
): Pick<
  EditorValues,
  'kind' | 'score' | 'stem' | 'options' | 'answerKey' | 'answer' | 'analysis' | 'parts'
> & { essayChars?: number } {
  const objective = isObjective(q.kind) && q.kind !== 'judge';
  const sameAsKey =
    isObjective(q.kind) && richToText(q.answer) === richToText(keyAnswer(q.kind, q.answerKey));
  return {
    kind: q.kind,
    score: q.score,
    stem: richToText(q.stem),
    options:
      objective && q.options.length >= 2
        ? q.options.map((o) => ({ label: o.label, text: richToText(o.content) }))
        : blankOptions(),
    answerKey: q.answerKey,
    answer: sameAsKey ? '' : richToText(q.answer),
    analysis: richToText(q.analysis),
    parts: q.parts.map((p) => ({ ...p, stem: richToText(p.stem), answer: richToText(p.answer) })),
    ...(q.card.essayChars ? { essayChars: q.card.essayChars } : {}),
  };
}

/** The editor values of a bank question (to edit it, or to 衍生 a copy). */
export const bankValues = (q: BankQuestion): EditorValues => ({
  subjectId: q.subjectId,
  difficulty: q.difficulty,
  year: q.year,
  source: q.source,
  chapterIds: q.chapters.map((c) => c.id),
  knowledgeIds: q.knowledge.map((k) => k.id),
  ...contentValues(q),
});

/** The editor values of a question recognised in a Word file. */
export const importedValues = (q: ImportedQuestion, subjectId: string): EditorValues => ({
  ...newValues(subjectId),
  ...contentValues(q),
});

/** What the server takes from the editor's values. */
export function toQuestionInput(v: EditorValues): QuestionInput {
  const objective = isObjective(v.kind);
  const key = objective ? [...v.answerKey].sort().join('') : '';
  const answer = textToRich(v.answer);
  return {
    subjectId: v.subjectId,
    kind: v.kind,
    difficulty: v.difficulty,
    year: v.year,
    source: v.source.trim(),
    score: v.score,
    chapterIds: v.chapterIds,
    knowledgeIds: v.knowledgeIds,
    stem: textToRich(v.stem.trim()),
    options: !objective
      ? []
      : v.kind === 'judge'
        ? JUDGE_OPTIONS
        : v.options.map((o) => ({ label: o.label, content: textToRich(o.text.trim()) })),
    answerKey: key,
    answer: objective && isEmptyRich(answer) ? keyAnswer(v.kind, key) : answer,
    analysis: textToRich(v.analysis.trim()),
    parts: v.parts.map((p) => ({
      label: p.label,
      score: p.score,
      stem: textToRich(p.stem.trim()),
      answer: textToRich(p.answer.trim()),
    })),
    card: v.kind === 'essay' && v.essayChars ? { essayChars: v.essayChars } : {},
  };
}

/** A Word-import question back from the editor (its problems are settled by the teacher). */
export const toImported = (v: EditorValues, index: number): ImportedQuestion => {
  const q = toQuestionInput(v);
  return { index, ...q, problems: [] };
};

/** Everything that keeps the values from being saved (the server checks the same rules). */
export const editorProblems = (v: EditorValues): string[] => contentProblems(toQuestionInput(v));

/** Field rules for react-hook-form: true when fine, else the Chinese message. */
export const editorRules = {
  stem: (text: string) => (text.trim() ? true : '请填写题干'),
  score: (score: number | null | undefined) =>
    typeof score === 'number' && score > 0 ? true : '请填写分值',
  options: (options: EditorValues['options'], v: EditorValues) => {
    if (!isObjective(v.kind) || v.kind === 'judge') return true;
    if (options.length < 2) return '选择题至少需要两个选项';
    const empty = options.find((o) => !o.text.trim());
    return empty ? `选项 ${empty.label} 的内容不能为空` : true;
  },
  answerKey: (key: string, v: EditorValues) =>
    answerKeyProblem(
      v.kind,
      [...key].sort().join(''),
      v.kind === 'judge' ? ['T', 'F'] : v.options.map((o) => o.label),
    ) ?? true,
  parts: (parts: EditorValues['parts'], v: EditorValues) =>
    (parts.find((p) => !p.stem.trim()) && '小题的题干不能为空') ||
    partsScoreProblem(v.score, parts) ||
    true,
};
