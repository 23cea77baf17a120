import { z } from 'zod';
import { QUESTION_KIND_ORDER, isObjective, type QuestionKind, type RichText } from '../../layout';
import { QUESTION_IMAGE, richText } from '../paper/paper.schema';
import { questionInput, type QuestionContent, type QuestionInput } from './bank';

const kinds = QUESTION_KIND_ORDER as [QuestionKind, ...QuestionKind[]];

/** The fixed options of a 判断 question. */
export const JUDGE_OPTIONS: QuestionContent['options'] = [
  { label: 'T', content: [{ t: 'text', v: '正确' }] },
  { label: 'F', content: [{ t: 'text', v: '错误' }] },
];

/** Option labels A, B, C … in order. */
export const OPTION_LABELS = 'ABCDEFGH';

export { QUESTION_IMAGE };

/** True when rich text holds nothing but whitespace and line breaks. */
export const isEmptyRich = (rt: RichText): boolean =>
  rt.every((r) => (r.t === 'text' ? !r.v.trim() : r.t === 'br'));

/** Why an objective answer key does not fit its kind and options, or null when it does. */
export function answerKeyProblem(kind: QuestionKind, key: string, labels: string[]): string | null {
  if (!isObjective(kind)) return null;
  if (!key) return kind === 'judge' ? '请选择正确或错误' : '请选择正确答案';
  const letters = [...key];
  if (letters.some((l) => !labels.includes(l))) return `答案「${key}」不是有效的选项`;
  if (new Set(letters).size !== letters.length) return '答案中有重复的选项';
  if (kind === 'single' && letters.length !== 1) return '单选题只能有一个正确答案';
  if (kind === 'judge' && letters.length !== 1) return '判断题只能选正确或错误';
  if (kind === 'double' && letters.length !== 2) return '双选题须恰好选两个正确答案';
  if (kind === 'multi' && letters.length < 2) return '多选题至少选两个正确答案';
  return null;
}

/** Why the parts' scores do not add up to the question's score, or null when they do. */
export function partsScoreProblem(score: number, parts: { score: number }[]): string | null {
  if (!parts.length) return null;
  const sum = parts.reduce((a, p) => a + p.score, 0);
  return Math.abs(sum - score) > 1e-9 ? `小题分值之和（${sum}分）应等于总分值（${score}分）` : null;
}

type Checked = Pick<
  QuestionInput,
  'kind' | 'stem' | 'options' | 'answerKey' | 'answer' | 'analysis' | 'score' | 'parts'
>;

/** Everything that keeps a question from being saved, as Chinese sentences (empty when none). */
export function contentProblems(q: Checked): string[] {
  const out: string[] = [];
  if (isEmptyRich(q.stem)) out.push('请填写题干');
  if (!(q.score > 0)) out.push('请填写分值');
  if (isObjective(q.kind)) {
    const labels = q.options.map((o) => o.label);
    // 判断 options are always 正确 (T) / 错误 (F), whatever was sent.
    const judge = q.kind === 'judge';
    if (!judge && q.options.length < 2) out.push('选择题至少需要两个选项');
    else if (!judge && labels.join('') !== OPTION_LABELS.slice(0, labels.length))
      out.push('选项须从 A 起依次编号');
    if (!judge)
      for (const o of q.options)
        if (isEmptyRich(o.content)) out.push(`选项 ${o.label} 的内容不能为空`);
    const key = answerKeyProblem(q.kind, q.answerKey, judge ? ['T', 'F'] : labels);
    if (key) out.push(key);
  }
  q.parts.forEach((p, i) => {
    if (isEmptyRich(p.stem)) out.push(`第 ${i + 1} 小题的题干不能为空`);
  });
  const parts = partsScoreProblem(q.score, q.parts);
  if (parts) out.push(parts);
  const texts = [
    q.stem,
    q.answer,
    q.analysis,
    ...q.options.map((o) => o.content),
    ...q.parts.flatMap((p) => [p.stem, p.answer]),
  ];
  const foreign = texts.flat().some((r) => r.t === 'img' && !QUESTION_IMAGE.test(r.src));
  if (foreign) out.push('图片须通过上传插入');
  return out;
}

/** The standard answer of an objective question when none was written: the key (判断: 正确/错误). */
export const keyAnswer = (kind: QuestionKind, key: string): RichText =>
  kind === 'judge'
    ? [{ t: 'text', v: key === 'T' ? '正确' : key === 'F' ? '错误' : '' }]
    : [{ t: 'text', v: key }];

/** A question as written (create, edit, 衍生), checked with the rules above. */
export const questionWrite = questionInput.superRefine((q, ctx) => {
  for (const message of contentProblems(q)) ctx.addIssue({ code: 'custom', message });
});

/** An uploaded question image: `src` goes into rich text (`upload:<name>`), size in mm. */
export const uploadedImage = z.object({
  src: z.string(),
  url: z.string(),
  w: z.number().positive(),
  h: z.number().positive(),
});
/** An uploaded question image. */
export type UploadedImage = z.infer<typeof uploadedImage>;

const part = z.object({
  label: z.string(),
  score: z.number().min(0),
  stem: richText,
  answer: richText,
});

/** One question recognised in a Word file, with what was not understood (Chinese). */
export const importedQuestion = z.object({
  index: z.number().int().min(1),
  kind: z.enum(kinds),
  stem: richText,
  options: z.array(z.object({ label: z.string().min(1), content: richText })),
  answerKey: z.string(),
  answer: richText,
  analysis: richText,
  score: z.number().min(0).max(200, '分值过大'),
  parts: z.array(part).default([]),
  card: z.object({ essayChars: z.number().int().positive().optional() }).default({}),
  problems: z.array(z.string()).default([]),
});
/** One question recognised in a Word file. */
export type ImportedQuestion = z.output<typeof importedQuestion>;

/** The preview of a Word import: nothing is saved yet. */
export const importPreview = z.object({
  questions: z.array(importedQuestion),
  warnings: z.array(z.string()),
});
/** The preview of a Word import. */
export type ImportPreview = z.output<typeof importPreview>;

/** Saving the (corrected) questions of a Word import into the teacher's bank. */
export const importSave = z.object({
  subjectId: z.string().min(1, '请选择学科'),
  chapterId: z.string().optional(),
  knowledgeIds: z.array(z.string()).default([]),
  difficulty: z.number().int().min(1).max(5).default(3),
  year: z.number().int().min(1990).max(2100).optional(),
  source: z.string().max(100, '来源不能超过 100 个字').default(''),
  questions: z.array(importedQuestion).min(1, '没有可保存的试题').max(200, '一次最多保存 200 道题'),
});
/** Saving the questions of a Word import. */
export type ImportSave = z.input<typeof importSave>;
