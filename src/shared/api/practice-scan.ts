import { z } from 'zod';
import { scanSettings } from './scan';

/** POST /api/teacher/scan/practice-batches: one batch for a whole practice batch (错题重练). */
export const createPracticeBatchBody = z.object({
  rehearseBatchId: z.string().min(1, '请选择错题练习'),
  settings: scanSettings,
});

/** Scan state of a student's practice: every card page counted, some, or none yet. */
export const PRACTICE_SCAN_STATES = ['已扫描', '缺页', '未扫描'] as const;

/** GET /api/teacher/scan/batches/:id/practice: expected students of a practice batch and their scans. */
export const practiceReconciliation = z.object({
  rehearseBatchId: z.string(),
  title: z.string(),
  expected: z.number().int(),
  scanned: z.number().int(),
  missing: z.number().int(),
  pendingPages: z.number().int(),
  openProblems: z.number().int(),
  students: z.array(
    z.object({
      studentId: z.string(),
      name: z.string(),
      examNo: z.string(),
      className: z.string(),
      paperId: z.string(),
      expectedPages: z.number().int(),
      receivedPages: z.number().int(),
      objectiveScore: z.number().nullable(),
      state: z.enum(PRACTICE_SCAN_STATES),
    }),
  ),
});
/** Reconciliation of a practice batch's scans. */
export type PracticeReconciliation = z.infer<typeof practiceReconciliation>;

/**
 * A practice batch (错题重练) the user may scan, as /scan offers it: its label, subject, classes
 * (or whole grade), how many students it has and how many are 已扫描 (every card page counted).
 */
export const practiceBatchItem = z.object({
  rehearseBatchId: z.string(),
  /** 错题重练 · 初二(1)班 · 40 名学生, or 错题重练 · 初二（2025级）全年级 · 120 名学生. */
  title: z.string(),
  subjectName: z.string(),
  classes: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The grade of its classes (null when they are of several grades). */
  gradeName: z.string().nullable(),
  /** Every current class of that grade is in it (and there are several). */
  wholeGrade: z.boolean(),
  createdAt: z.string(),
  students: z.number().int(),
  scanned: z.number().int(),
});
/** A practice batch /scan offers. */
export type PracticeBatchItem = z.infer<typeof practiceBatchItem>;

/** GET /api/teacher/scan/practice-batches: the recent practice batches the user may scan, newest first. */
export const practiceBatchList = z.array(practiceBatchItem);
