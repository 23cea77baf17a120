import { z } from 'zod';
import { paperDoc } from '../paper/paper.schema';

/** Paper status values shown in 作业列表. */
export const PAPER_STATUSES = ['草稿', '已发布', '扫描中', '批改中', '已完成'] as const;
/** A paper status. */
export type PaperStatusName = (typeof PAPER_STATUSES)[number];

/** The 试题篮 (spec section 3: question basket info). */
export const basketInfo = z.object({
  sumCount: z.number().int(),
  paperInfo: z.array(
    z.object({
      id: z.string(),
      stageId: z.string(),
      subjectId: z.string(),
      stageName: z.string(),
      subjectName: z.string(),
      /** Id of the textbook the basket's questions come from (the /edit textbookId). */
      testPaperTextbook: z.string(),
    }),
  ),
  type: z.record(
    z.string(),
    z.array(
      z.object({ dataName: z.string(), questionCount: z.number().int(), typeId: z.number().int() }),
    ),
  ),
  questionIds: z.array(z.string()),
});
/** The 试题篮. */
export type BasketInfo = z.infer<typeof basketInfo>;

const classRef = z.object({ id: z.string(), name: z.string() });

/** A paper with its current version, as /edit and /paperset work on it. */
export const paperDetail = z.object({
  id: z.string(),
  isBasket: z.boolean(),
  status: z.enum(PAPER_STATUSES),
  title: z.string(),
  stageId: z.string(),
  stageName: z.string(),
  subjectId: z.string(),
  subjectName: z.string(),
  textbookId: z.string().nullable(),
  gradeId: z.string().nullable(),
  version: z.number().int(),
  /** Bumped by every save; send it back to save again (409 when someone saved in between). */
  revision: z.number().int(),
  frozen: z.boolean(),
  frozenReason: z.string().nullable(),
  versions: z.array(z.object({ version: z.number().int(), frozenAt: z.string().nullable() })),
  doc: paperDoc,
  classes: z.array(classRef),
  questionCount: z.number().int(),
  fullMarks: z.number(),
  canEdit: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** A paper with its current version. */
export type PaperDetail = z.infer<typeof paperDetail>;

/** A row of 作业列表. */
export const paperListItem = z.object({
  id: z.string(),
  title: z.string(),
  subjectId: z.string(),
  subjectName: z.string(),
  gradeName: z.string(),
  classes: z.array(classRef),
  status: z.enum(PAPER_STATUSES),
  version: z.number().int(),
  questionCount: z.number().int(),
  fullMarks: z.number(),
  createdAt: z.string(),
});
/** A row of 作业列表. */
export type PaperListItem = z.infer<typeof paperListItem>;

/** Query of the paper list. */
export const paperListQuery = z.object({
  subjectId: z.string().optional(),
  classId: z.string().optional(),
  status: z.enum(PAPER_STATUSES).optional(),
  keyword: z.string().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** Body of PUT /teacher/paper/{id}/doc. */
export const saveDocBody = z.object({ doc: paperDoc, revision: z.number().int() });
/** Body of PUT /teacher/paper/{id}/classes. */
export const assignClassesBody = z.object({ classIds: z.array(z.string()) });
