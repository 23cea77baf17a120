import { z } from 'zod';
import type { PrintDoc } from './print';

/** The grade documents (a class's score sheet, its report slips, the grade summary) as print docs. */
export const GRADE_DOCS = {
  sheet: 'scoreSheet',
  slips: 'reportSlips',
  summary: 'gradeSummary',
} as const satisfies Record<string, PrintDoc>;
/** A grade document. */
export type GradeDoc = keyof typeof GRADE_DOCS;

/** How a score sheet lists its students. */
export const SHEET_ORDERS = { rank: '按名次', examNo: '按考号' } as const;

const gradeDocShape = {
  document: z.enum(['sheet', 'slips', 'summary']).describe('成绩单、成绩条或年级成绩汇总'),
  slipsPerPage: z
    .union([z.literal('auto'), z.number().int().min(2).max(8)])
    .default('auto')
    .describe('每页成绩条数（auto：尽量多排，最多 8 条）'),
  order: z.enum(['rank', 'examNo']).default('rank').describe('成绩单排序：按名次或按考号'),
};

/** POST /teacher/print/grade/sample: a grade document with invented data, to check the printer. */
export const printGradeSampleBody = z.object(gradeDocShape);
/** A test print's options. */
export type PrintGradeSampleBody = z.input<typeof printGradeSampleBody>;

/** POST /teacher/print/grade: a grade document of a marked paper (a class for sheet and slips). */
export const printGradeBody = z
  .object({
    paperId: z.string(),
    classId: z.string().optional().describe('班级（成绩单、成绩条必选）'),
    ...gradeDocShape,
  })
  .refine((b) => b.document === 'summary' || !!b.classId, {
    message: '请选择班级',
    path: ['classId'],
  });
/** A grade print's options. */
export type PrintGradeBody = z.input<typeof printGradeBody>;

/** What the server answers while a paper has no final scores yet. */
export const NO_SCORES_YET =
  '该作业还没有批改完成的成绩，批改完成后才能打印成绩单、成绩条和年级汇总';

/** GET /teacher/print/grade/{paperId}/status: whether the paper's grades can be printed yet. */
export const gradePrintStatus = z.object({
  ready: z.boolean(),
  /** Why not, in Chinese (null when ready). */
  message: z.string().nullable(),
  /** The classes with results, in natural order. */
  classes: z.array(z.object({ id: z.string(), name: z.string() })),
});
/** Whether a paper's grades can be printed, and for which classes. */
export type GradePrintStatus = z.infer<typeof gradePrintStatus>;
