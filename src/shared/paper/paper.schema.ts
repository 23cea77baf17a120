import { z } from 'zod';
import {
  PAPER_SIZES,
  QUESTION_KIND_ORDER,
  type Inline,
  type PaperDoc,
  type PaperSettings,
  type QuestionKind,
} from '../../layout';

const kinds = QUESTION_KIND_ORDER as [QuestionKind, ...QuestionKind[]];

/** Images of questions and papers are seed or uploaded images, never outside addresses or data: URLs. */
export const QUESTION_IMAGE = /^(seed|upload):[\w.-]+$/;

/** One inline run of rich text (mirrors layout's `Inline`). */
export const inline = z.discriminatedUnion('t', [
  z.object({ t: z.literal('text'), v: z.string() }),
  z.object({ t: z.literal('tex'), v: z.string(), display: z.boolean().optional() }),
  z.object({
    t: z.literal('img'),
    src: z.string().regex(QUESTION_IMAGE, '图片须通过上传插入'),
    w: z.number().positive(),
    h: z.number().positive(),
  }),
  z.object({ t: z.literal('br') }),
  z.object({ t: z.literal('blank'), len: z.number().int().positive().optional() }),
]) satisfies z.ZodType<Inline>;
/** Rich text. */
export const richText = z.array(inline);

const score = z.number().min(0, '分值不能为负').max(200, '分值过大');

/** A question placed on a paper. */
export const paperQuestion = z.object({
  id: z.string().min(1),
  questionId: z.string().min(1),
  no: z.number().int().positive(),
  kind: z.enum(kinds),
  score,
  stem: richText,
  options: z.array(z.object({ label: z.string().min(1), content: richText })),
  key: z.string(),
  answer: richText,
  analysis: richText,
  parts: z.array(z.object({ label: z.string(), score, stem: richText, answer: richText })),
  card: z.object({
    boxHeight: z.number().min(10, '答题框高度至少 10 毫米').max(400).optional(),
    essayChars: z.number().int().min(100).max(2000).optional(),
    optionalGroup: z.string().max(20).optional(),
  }),
});

/** Paper settings (/paperset). */
export const paperSettings = z.object({
  title: z.string().trim().max(60, '标题不能超过 60 个字'),
  subtitle: z.string().max(80, '副标题不能超过 80 个字'),
  examMinutes: z.number().int().min(0).max(600),
  size: z.enum(PAPER_SIZES),
  sealLine: z.boolean(),
  notice: z.string().max(1000, '注意事项不能超过 1000 个字'),
  answerPlacement: z.enum(['after-each', 'end']),
  card: z.object({
    studentId: z.enum(['barcode', 'bubbles', 'both']),
    idDigits: z.number().int().min(4, '考号位数为 4～12').max(12, '考号位数为 4～12'),
    multiPartialShare: z.number().min(0).max(1),
    columns: z.number().int().min(1).max(3).optional(),
  }),
}) satisfies z.ZodType<PaperSettings>;

/** A whole paper version. */
export const paperDoc = z.object({
  id: z.string(),
  version: z.number().int().positive(),
  settings: paperSettings,
  sections: z.array(
    z.object({
      id: z.string().min(1),
      kind: z.enum(kinds),
      title: z.string().min(1).max(30),
      questions: z.array(paperQuestion),
    }),
  ),
}) satisfies z.ZodType<PaperDoc>;
