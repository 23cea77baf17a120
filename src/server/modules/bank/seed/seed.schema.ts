import { z } from 'zod';
import { QUESTION_KIND_ORDER, isObjective } from '../../../../layout';
import type { Inline, QuestionKind } from '../../../../layout';

/** 难度 names by level 1–5. */
export const DIFFICULTY_NAMES = ['容易', '较易', '中等', '较难', '困难'] as const;
/** 试卷类型 a bank question may come from. */
export const PAPER_TYPES = ['真题', '模拟', '月考', '期中', '期末'] as const;

const kinds = QUESTION_KIND_ORDER as [QuestionKind, ...QuestionKind[]];
const key = z.string().regex(/^[a-z][a-z0-9-]*(\.[a-z0-9-]+)*$/);
const name = z.string().min(1);

/** One inline run; mirrors `Inline` of src/layout. Seed images are named `seed:<file>.png`. */
export const inlineSchema = z.discriminatedUnion('t', [
  z.strictObject({ t: z.literal('text'), v: z.string().min(1) }),
  z.strictObject({ t: z.literal('tex'), v: z.string().min(1), display: z.boolean().optional() }),
  z.strictObject({
    t: z.literal('img'),
    src: z.string().regex(/^seed:[a-z0-9-]+\.png$/),
    w: z.number().positive(),
    h: z.number().positive(),
  }),
  z.strictObject({ t: z.literal('br') }),
  z.strictObject({ t: z.literal('blank'), len: z.number().int().positive().optional() }),
]) satisfies z.ZodType<Inline>;
/** Rich text: a non-empty list of inline runs. */
export const richTextSchema = z.array(inlineSchema).min(1);

const section = z.strictObject({ key, name });
const chapter = z.strictObject({ key, name, sections: z.array(section).min(1) });
const textbook = z.strictObject({
  key,
  name,
  grade: z.number().int().min(1).max(12),
  chapters: z.array(chapter).min(1),
  /** Section key → the knowledge points it teaches. */
  knowledgeMap: z.record(key, z.array(key).min(1)),
});
const edition = z.strictObject({ key, name, textbooks: z.array(textbook).min(1) });
const knowledgeNode = z.strictObject({
  key,
  name,
  children: z.array(z.strictObject({ key, name })).min(1),
});
const subject = z.strictObject({
  key,
  code: key,
  name,
  editions: z.array(edition),
  knowledge: z.array(knowledgeNode),
});
const stage = z.strictObject({ key, name, subjects: z.array(subject).min(1) });

/** catalog.json: 学段 → 学科 → 教材版本 → 教材 → 章 → 节, with each subject's 知识点 tree. */
export const seedCatalogSchema = z.strictObject({
  version: z.literal(1),
  stages: z.array(stage).min(1),
});

const knowledgeRef = z.union([key, z.strictObject({ key, weight: z.number().gt(0).lte(1) })]);
/** Weighted refs keep their weight; plain keys share what is left equally. */
const normaliseKnowledge = (refs: z.infer<typeof knowledgeRef>[]) => {
  const fixed = refs.reduce((sum, r) => sum + (typeof r === 'string' ? 0 : r.weight), 0);
  const plain = refs.filter((r) => typeof r === 'string').length;
  const share = plain ? (1 - fixed) / plain : 0;
  return refs.map((r) => (typeof r === 'string' ? { key: r, weight: share } : r));
};

const option = z.strictObject({ label: z.string().regex(/^[A-Z]$/), content: richTextSchema });
const part = z.strictObject({
  label: z.string().regex(/^\(\d+\)$/),
  score: z.number().positive(),
  stem: richTextSchema,
  answer: richTextSchema,
});

/** How many option labels a correct key of each objective kind holds. */
const KEY_LENGTH: Partial<Record<QuestionKind, (n: number) => boolean>> = {
  single: (n) => n === 1,
  judge: (n) => n === 1,
  double: (n) => n === 2,
  multi: (n) => n >= 2,
};

/** One bank question as stored in questions/<subject>.json. */
export const seedQuestionSchema = z
  .strictObject({
    key: z.string().regex(/^[a-z]+-\d{4}$/),
    subject: key,
    kind: z.enum(kinds),
    difficulty: z.number().int().min(1).max(5),
    year: z.number().int().min(2019).max(2026),
    source: z.string().startsWith('原创'),
    paperType: z.enum(PAPER_TYPES),
    region: name.optional(),
    chapter: key,
    knowledge: z.array(knowledgeRef).min(1),
    score: z.number().positive(),
    stem: richTextSchema,
    options: z.array(option).default([]),
    answerKey: z
      .string()
      .regex(/^[A-Z]*$/)
      .default(''),
    answer: richTextSchema,
    analysis: richTextSchema,
    parts: z.array(part).default([]),
    card: z.strictObject({ essayChars: z.number().int().positive().optional() }).default({}),
  })
  .superRefine((q, ctx) => {
    const problem = (message: string) => ctx.addIssue({ code: 'custom', message, input: q.key });
    const labels = q.options.map((o) => o.label).join('');
    if (isObjective(q.kind)) {
      if (q.kind === 'judge' && labels !== 'TF') problem('判断题的选项必须是 T、F');
      if (q.kind !== 'judge' && labels !== 'ABCDEF'.slice(0, q.options.length))
        problem('选项标签须从 A 起连续');
      const letters = [...q.answerKey];
      if (!letters.every((l) => labels.includes(l))) problem('答案不是有效的选项标签');
      if ([...new Set(letters)].sort().join('') !== q.answerKey)
        problem('答案字母须按顺序且不重复');
      if (!KEY_LENGTH[q.kind]?.(letters.length)) problem('答案个数与题型不符');
    } else if (q.options.length || q.answerKey) problem('主观题不应有选项或答案字母');
    const parts = q.parts.reduce((sum, p) => sum + p.score, 0);
    if (q.parts.length && Math.abs(parts - q.score) > 1e-9) problem('小问分值之和不等于总分');
    if (q.kind === 'essay' && !q.card.essayChars) problem('作文须给出格子数 essayChars');
    const stems = [q.stem, ...q.parts.map((p) => p.stem)].flat();
    if (q.kind === 'blank' && !stems.some((r) => r.t === 'blank')) problem('填空题的题干须含空');
    const weights = normaliseKnowledge(q.knowledge).map((k) => k.weight);
    if (weights.some((w) => w <= 0) || Math.abs(weights.reduce((a, b) => a + b, 0) - 1) > 1e-6)
      problem('知识点权重须为正且合计为 1');
  })
  .transform((q) => ({ ...q, knowledge: normaliseKnowledge(q.knowledge) }));

/** A questions/<subject>.json file. */
export const seedQuestionFileSchema = z.array(seedQuestionSchema).min(1);

/** The validated catalogue. */
export type SeedCatalog = z.output<typeof seedCatalogSchema>;
/** A validated bank question (knowledge normalised to `{ key, weight }`). */
export type SeedQuestion = z.output<typeof seedQuestionSchema>;
/** What a questions file holds before validation. */
export type SeedQuestionInput = z.input<typeof seedQuestionSchema>;
