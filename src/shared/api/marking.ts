import { z } from 'zod';
import type { RichText } from '../../layout';

/** A score field of a block: a whole question (part 0) or one of its parts. */
export const blockField = z.object({
  questionId: z.string(),
  no: z.number().int(),
  part: z.number().int().min(0),
  label: z.string(),
  full: z.number().min(0),
});
/** A score field. */
export type BlockField = z.infer<typeof blockField>;

/** A 得分点: a scoring point of a field with its own marks. */
export const scoringPoint = z.object({
  field: z.number().int().min(0),
  text: z.string().min(1, '请填写得分点').max(100),
  score: z.number().min(0),
});
/** A 得分点. */
export type ScoringPoint = z.infer<typeof scoringPoint>;

/** How 双评 scores within the tolerance combine: 平均 / 就高 / 就低 / 取一评. */
export const combineRule = z.enum(['mean', 'max', 'min', 'first']);

/** A block as the settings page edits it. */
export const blockInput = z.object({
  id: z.string().optional(),
  name: z.string().min(1, '请填写题块名称').max(40),
  fields: z.array(blockField).min(1, '题块至少包含一道题'),
  step: z.union([z.literal(1), z.literal(0.5)]),
  points: z.array(scoringPoint).max(30),
  mode: z.enum(['single', 'double']),
  tolerance: z.number().min(0).max(100),
  combine: combineRule,
  leaderId: z.string().nullable(),
  markers: z.array(z.object({ userId: z.string(), quota: z.number().int().min(1).nullable() })),
});
/** A block as edited. */
export type BlockInput = z.infer<typeof blockInput>;

/** A block with its markers and progress. */
export const blockView = blockInput.extend({
  id: z.string(),
  sort: z.number().int(),
  questionKind: z.string(),
  full: z.number(),
  closedAt: z.string().nullable(),
  markers: z.array(
    z.object({ userId: z.string(), name: z.string(), quota: z.number().int().nullable() }),
  ),
});
/** A block. */
export type BlockView = z.infer<typeof blockView>;

/** 阅卷设置 of a paper version. */
export const markingSetup = z.object({
  paperId: z.string(),
  paperVersion: z.number().int(),
  title: z.string(),
  assign: z.enum(['class', 'pooled']),
  startedAt: z.string().nullable(),
  revision: z.number().int(),
  canEdit: z.boolean(),
  blocks: z.array(blockView),
  /** Every subjective question of the card with its parts: what blocks are made of. */
  questions: z.array(
    z.object({
      questionId: z.string(),
      no: z.number().int(),
      kind: z.string(),
      full: z.number(),
      parts: z.array(z.object({ label: z.string(), full: z.number() })),
    }),
  ),
  teachers: z.array(z.object({ userId: z.string(), name: z.string() })),
});
/** 阅卷设置. */
export type MarkingSetup = z.infer<typeof markingSetup>;

/** PUT /teacher/marking/papers/:paperId/setup. */
export const setupBody = z.object({
  paperVersion: z.number().int(),
  revision: z.number().int(),
  assign: z.enum(['class', 'pooled']),
  blocks: z.array(blockInput).min(1, '至少需要一个题块'),
});
/** The settings saved. */
export type SetupBody = z.infer<typeof setupBody>;

/** Progress of a block: items done of total, how many under 双评, waiting for 仲裁 or the 题组长. */
export const blockProgress = z.object({
  total: z.number().int(),
  done: z.number().int(),
  double: z.number().int(),
  arbitration: z.number().int(),
  leader: z.number().int(),
  problems: z.number().int(),
  blanks: z.number().int(),
  waiting: z.number().int(),
});
/** Progress of a block. */
export type BlockProgress = z.infer<typeof blockProgress>;

/** A row of /correct: one paper version the teacher marks or manages. */
export const markingTask = z.object({
  paperId: z.string(),
  paperVersion: z.number().int(),
  title: z.string(),
  status: z.string(),
  classNames: z.array(z.string()),
  canManage: z.boolean(),
  blocks: z.array(
    z.object({
      blockId: z.string(),
      name: z.string(),
      full: z.number(),
      mode: z.enum(['single', 'double']),
      isMarker: z.boolean(),
      isLeader: z.boolean(),
      mine: z.object({ marked: z.number().int(), quota: z.number().int().nullable() }),
      progress: blockProgress,
    }),
  ),
});
/** A row of /correct. */
export type MarkingTaskRow = z.infer<typeof markingTask>;

/** One answer image of an item. */
export const cropRef = z.object({ url: z.string(), width: z.number(), height: z.number() });

/** A 评次 handed to a marker: images only (no name or class in pooled or 双评 marking). */
export const taskView = z.object({
  taskId: z.string(),
  itemId: z.string(),
  blockId: z.string(),
  round: z.number().int(),
  crops: z.array(cropRef),
  blank: z.boolean(),
  leaseUntil: z.string().nullable(),
  student: z.object({ name: z.string(), className: z.string() }).nullable(),
  /** The marker's own scores (回评) and 批注. */
  scores: z.array(z.number()).nullable(),
  annotations: z.unknown().nullable(),
  /** For the 题组长 only: the earlier 评次. */
  earlier: z.array(z.object({ round: z.number().int(), scores: z.array(z.number()) })).nullable(),
  example: z.string().nullable(),
});
/** A 评次 handed out. */
export type TaskView = z.infer<typeof taskView>;

/** POST /teacher/marking/blocks/:id/next. */
export const nextBody = z.object({
  queue: z.enum(['mark', 'leader']).default('mark'),
  /** Tasks the client already holds (the one on screen, the one prefetched). */
  holding: z.array(z.string()).max(20).default([]),
});

/** What next answers: a task, or why there is none. */
export const nextAnswer = z.object({
  task: taskView.nullable(),
  reason: z.string().nullable(),
});
/** What next answers. */
export type NextAnswer = z.infer<typeof nextAnswer>;

/** An annotation (批注) as vectors in the crop's normalised coordinates (0–1). */
export const annotation = z.object({
  crop: z.number().int().min(0),
  tool: z.enum(['tick', 'cross', 'circle', 'underline', 'pen', 'text']),
  points: z.array(z.tuple([z.number(), z.number()])).max(2000),
  text: z.string().max(200).optional(),
});
/** One 批注. */
export type Annotation = z.infer<typeof annotation>;

/** POST /teacher/marking/tasks/:id/submit (and PUT …/score for 回评). */
export const submitBody = z.object({
  scores: z.array(z.number()),
  annotations: z.array(annotation).max(200).default([]),
  /** Same key on a retry: the submit counts once. */
  submitKey: z.string().min(8).max(64),
  seconds: z.number().min(0).max(86400).default(0),
});
/** A submit. */
export type SubmitBody = z.infer<typeof submitBody>;

/** What a submit answers. */
export const submitAnswer = z.object({
  itemStatus: z.string(),
  total: z.number(),
  duplicate: z.boolean(),
});

/** 问题卷 reasons. */
export const PROBLEM_REASONS = ['图像不清', '答错位置', '疑似雷同', '其他'] as const;

/** POST /teacher/marking/tasks/:id/problem. */
export const problemBody = z
  .object({ reason: z.enum(PROBLEM_REASONS), note: z.string().max(200).default('') })
  .refine((b) => b.reason !== '其他' || b.note.trim().length > 0, {
    message: '请填写问题说明',
    path: ['note'],
  });

/** A 问题卷 for the owner to settle. */
export const markingProblemView = z.object({
  id: z.string(),
  itemId: z.string(),
  blockId: z.string(),
  blockName: z.string(),
  reason: z.string(),
  note: z.string(),
  status: z.enum(['open', 'settled']),
  resolution: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  crops: z.array(cropRef),
  fields: z.array(blockField),
  step: z.number(),
});
/** A 问题卷. */
export type MarkingProblemView = z.infer<typeof markingProblemView>;

/** POST /teacher/marking/problems/:id/settle. */
export const settleBody = z.object({
  action: z.enum(['rescore', 'return', 'rescan']),
  scores: z.array(z.number()).optional(),
});

/** A row of 回评: my scored items, newest first. */
export const reviewRow = z.object({
  taskId: z.string(),
  itemId: z.string(),
  round: z.number().int(),
  scores: z.array(z.number()),
  total: z.number(),
  submittedAt: z.string(),
  via: z.string().nullable(),
  thumb: cropRef.nullable(),
});
/** A row of 回评. */
export type ReviewRow = z.infer<typeof reviewRow>;

/** An answer group: alike crops to score at once after seeing them. */
export const answerGroup = z.object({
  key: z.string(),
  items: z.array(z.object({ itemId: z.string(), crop: cropRef })),
});
/** An answer group. */
export type AnswerGroup = z.infer<typeof answerGroup>;

/** POST /teacher/marking/blocks/:id/groups/score and …/blanks/confirm. */
export const bulkBody = z.object({
  itemIds: z.array(z.string()).min(1, '请选择答卷').max(1000),
  scores: z.array(z.number()).optional(),
  submitKey: z.string().min(8).max(64),
});
/** What a bulk action answers. */
export const bulkAnswer = z.object({ scored: z.number().int(), skipped: z.number().int() });

/** What /write shows of a block: fields, step, 得分点, and on demand each question's stem and standard answer. */
export interface BlockInfo {
  blockId: string;
  paperId: string;
  name: string;
  fields: BlockField[];
  step: number;
  points: ScoringPoint[];
  mode: 'single' | 'double';
  closed: boolean;
  isLeader: boolean;
  isMarker: boolean;
  mine: number;
  quota: number | null;
  questions: {
    no: number;
    stem: RichText;
    answer: RichText;
    parts: { label: string; answer: RichText }[];
  }[];
}
