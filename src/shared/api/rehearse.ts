import { z } from 'zod';

/** The default review schedule in days (1, 2, 4, 7, 15, 30). */
export const DEFAULT_SCHEDULE = [1, 2, 4, 7, 15, 30];

/** 错题重练 settings of a school. */
export const rehearseSettings = z.object({
  /** A question is wrong when its score is below wrongLine × full marks (1 = below full marks). */
  wrongLine: z.number().gt(0).max(1),
  /** Times answered right again before a question leaves the list. */
  clearAfter: z.number().int().min(1).max(10),
  /** Review intervals in days, increasing. */
  schedule: z.array(z.number().int().min(1).max(365)).min(1).max(12),
  /** Default similar questions per wrong question when generating practice (0–3). */
  similar: z.number().int().min(0).max(3).default(2),
  /** Default difficulty 1–5 of the similar questions; null keeps the wrong question's. */
  difficulty: z.number().int().min(1).max(5).nullable().default(null),
});
export type RehearseSettings = z.infer<typeof rehearseSettings>;
/** The settings as read: with whether the caller may change them (school administrators). */
export type RehearseSettingsView = RehearseSettings & { canEdit: boolean };

/** Filters of the wrong-question list. */
export const rehearseQuery = z.object({
  classId: z.string(),
  subjectId: z.string().optional(),
  studentId: z.string().optional(),
  knowledgeId: z.string().optional(),
  kind: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  status: z.enum(['open', 'cleared', 'all']).default('open'),
  /** 'true' for only the questions due today ('false' or absent for all). */
  dueOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type RehearseQuery = z.infer<typeof rehearseQuery>;

/** One wrong question of a student. */
export interface RehearseEntry {
  id: string;
  studentId: string;
  studentName: string;
  subjectId: string;
  paperId: string;
  paperTitle: string;
  questionId: string;
  bankQuestionId: string | null;
  no: number;
  kind: string;
  kindName: string;
  score: number;
  full: number;
  knowledge: { id: string; name: string }[];
  wrongAt: string;
  status: 'open' | 'cleared';
  rightCount: number;
  nextReviewAt: string;
  due: boolean;
}

/** The list with the filter choices it offers. */
export interface RehearseList {
  today: string;
  entries: RehearseEntry[];
  knowledge: { id: string; name: string }[];
  kinds: { kind: string; name: string }[];
  subjects: { id: string; name: string }[];
}

/** Class view: per student open, due and cleared counts. */
export interface RehearseClassView {
  students: {
    id: string;
    name: string;
    examNo: string;
    open: number;
    due: number;
    cleared: number;
  }[];
  /** Questions of the class most students got wrong (for 布置为作业). */
  common: {
    paperId: string;
    paperTitle: string;
    questionId: string;
    no: number;
    wrong: number;
    cleared: number;
  }[];
}

/** Body of generating practice for a class (or some of its students). */
export const rehearseGenerateBody = z.object({
  classIds: z.array(z.string()).min(1),
  subjectId: z.string(),
  studentIds: z.array(z.string()).optional(),
  /** Similar questions per wrong question (0–3). */
  similar: z.number().int().min(0).max(3).default(2),
  /** Difficulty 1–5 of the similar questions; null keeps the wrong question's difficulty. */
  difficulty: z.number().int().min(1).max(5).nullable().default(null),
  /** Wrong questions per student at most. */
  limit: z.number().int().min(1).max(30).default(10),
  /** Only questions due for review today. */
  dueOnly: z.boolean().default(false),
});
export type RehearseGenerateBody = z.input<typeof rehearseGenerateBody>;

/** A generated batch: one practice set (a paper) per student with questions. */
export interface RehearseBatch {
  batchId: string;
  sets: {
    setId: string;
    paperId: string;
    studentId: string;
    studentName: string;
    originals: number;
    similar: number;
  }[];
}

/** Body of assigning the class's most-wrong questions as an ordinary homework. */
export const rehearseAssignBody = z.object({
  classId: z.string(),
  subjectId: z.string(),
  /** A question is taken when at least this share of the class got it wrong. */
  share: z.number().gt(0).max(1).default(0.5),
  limit: z.number().int().min(1).max(30).default(10),
  title: z.string().max(60).optional(),
});
export type RehearseAssignBody = z.input<typeof rehearseAssignBody>;
