import { z } from 'zod';
import { QUESTION_KIND_ORDER, type QuestionKind } from '../../layout';
import { richText } from '../paper/paper.schema';

const kinds = QUESTION_KIND_ORDER as [QuestionKind, ...QuestionKind[]];

/** 难度 names by level 1–5. */
export const DIFFICULTY_NAMES = ['容易', '较易', '中等', '较难', '困难'] as const;

/** The editable content of a bank question. */
export const questionContent = z.object({
  stem: richText,
  options: z.array(z.object({ label: z.string().min(1), content: richText })),
  /** Objective answer labels, e.g. "A", "AC", "T"; empty for subjective kinds. */
  answerKey: z.string(),
  answer: richText,
  analysis: richText,
  parts: z.array(
    z.object({ label: z.string(), score: z.number().min(0), stem: richText, answer: richText }),
  ),
  card: z.object({ essayChars: z.number().int().positive().optional() }),
});
/** The editable content of a bank question. */
export type QuestionContent = z.infer<typeof questionContent>;

/** What a teacher sends to create or edit a question. */
export const questionInput = questionContent.extend({
  subjectId: z.string().min(1, '请选择学科'),
  kind: z.enum(kinds),
  difficulty: z.number().int().min(1).max(5),
  year: z.number().int().min(1990).max(2100),
  source: z.string().max(100),
  score: z.number().positive('请填写分值').max(200),
  chapterIds: z.array(z.string()),
  knowledgeIds: z.array(z.string()),
});
/** What a teacher sends to create or edit a question. */
export type QuestionInput = z.infer<typeof questionInput>;

/** A bank question as the browser sees it. */
export const bankQuestion = questionContent.extend({
  id: z.string(),
  subjectId: z.string(),
  stageId: z.string(),
  kind: z.enum(kinds),
  typeId: z.number().int(),
  typeName: z.string(),
  difficulty: z.number().int(),
  difficultyName: z.string(),
  year: z.number().int(),
  source: z.string(),
  paperType: z.string(),
  score: z.number(),
  chapters: z.array(z.object({ id: z.string(), name: z.string() })),
  knowledge: z.array(z.object({ id: z.string(), name: z.string(), weight: z.number() })),
  originId: z.string().nullable(),
  mine: z.boolean(),
  usedCount: z.number().int(),
});
/** A bank question as the browser sees it. */
export type BankQuestion = z.infer<typeof bankQuestion>;

/** Where images of questions are served: `seed:x.png` and `upload:y.png` become URLs. */
export const imageUrl = (src: string): string => {
  const m = /^(seed|upload):([\w.-]+)$/.exec(src);
  return m ? `/api/bank/images/${m[1]}/${m[2]}` : src;
};

/** A node of the chapter (booknode) or 知识点 tree. */
export interface TreeNode {
  id: string;
  name: string;
  children: TreeNode[];
}
/** A node of the chapter or 知识点 tree. */
export const treeNode: z.ZodType<TreeNode> = z.lazy(() =>
  z.object({ id: z.string(), name: z.string(), children: z.array(treeNode) }),
);

/** 学段 → 学科 → 教材 for the bank's selectors. */
export const bankCatalog = z.array(
  z.object({
    stageId: z.string(),
    stageName: z.string(),
    subjects: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        questionCount: z.number().int(),
        textbooks: z.array(z.object({ id: z.string(), editionName: z.string(), name: z.string() })),
      }),
    ),
  }),
);
/** 学段 → 学科 → 教材. */
export type BankCatalog = z.infer<typeof bankCatalog>;

/** Filters of the bank's question list. */
export const bankQuery = z.object({
  subjectId: z.string().min(1, '请选择学科'),
  /** booknode (章节, the default) or knowledge (知识点): which tree nodeId belongs to. */
  chapterType: z.enum(['booknode', 'knowledge']).default('booknode'),
  nodeId: z.string().optional(),
  /** A 知识点 (with its sub-points) narrowing the list further, e.g. a chip of the chosen chapter. */
  knowledgeId: z.string().optional(),
  kind: z.enum(kinds).optional(),
  difficulty: z.coerce.number().int().min(1).max(5).optional(),
  year: z.coerce.number().int().optional(),
  keyword: z.string().max(50).optional(),
  mine: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
/** Filters of the bank's question list. */
export type BankQuery = z.input<typeof bankQuery>;

/** A 知识点 taught in a chapter (GET /teacher/bank/chapters/{id}/knowledge), in tree order. */
export const chapterKnowledgeItem = z.object({
  id: z.string(),
  name: z.string(),
  /** The upper 知识点 it belongs to ('' for a top-level one). */
  parentName: z.string(),
});
/** A 知识点 taught in a chapter. */
export type ChapterKnowledgeItem = z.infer<typeof chapterKnowledgeItem>;

/** A chapter (节) that teaches a 知识点 (GET /teacher/bank/knowledge/{id}/chapters), in book order. */
export const knowledgeChapterItem = z.object({
  id: z.string(),
  name: z.string(),
  /** The 章 the 节 belongs to ('' when the chapter itself is a 章). */
  chapterName: z.string(),
  textbookId: z.string(),
  textbookName: z.string(),
});
/** A chapter that teaches a 知识点. */
export type KnowledgeChapterItem = z.infer<typeof knowledgeChapterItem>;
