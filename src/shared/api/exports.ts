import { z } from 'zod';
import { CLASS_TABLES, GRADE_TABLES } from './analysis-pages';

/** Tables of 数据中心 that export: 学科统计, 作业批改报表, 班级均分, 小题对比. */
export const DATA_CENTER_EXPORTS = [
  'subject',
  'correct-score',
  'average-classes',
  'average-questions',
] as const;

/**
 * POST /teacher/exports: an .xlsx made in the background (a job with progress, like a large
 * print); `kind` names the table, the rest is what its page shows.
 */
export const exportBody = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('marking-scores').describe('阅卷成绩表'),
    paperId: z.string(),
    classId: z.string().optional(),
  }),
  z.object({
    kind: z.literal('roster').describe('学生名单'),
    orgId: z.string(),
    classId: z.string().optional(),
  }),
  z.object({
    kind: z.literal('data-center').describe('数据中心报表（仅年级主任）'),
    report: z.enum(DATA_CENTER_EXPORTS),
    gradeId: z.string().optional(),
    paperId: z.string().optional(),
  }),
  z.object({
    kind: z.literal('analysis-grade').describe('年级学情的表格'),
    paperId: z.string(),
    table: z.enum(GRADE_TABLES),
    bandWidth: z
      .number()
      .refine((v) => [5, 10, 20].includes(v), '分数段宽度只能是 5、10 或 20 分')
      .optional(),
  }),
  z.object({
    kind: z.literal('analysis-class').describe('班级学情的表格；line 为低分线'),
    paperId: z.string(),
    classId: z.string(),
    table: z.enum(CLASS_TABLES),
    line: z.number().min(0).optional(),
  }),
  z.object({
    kind: z.literal('person').describe('学生学情：成绩与名次（history）或错题（wrong）'),
    studentId: z.string(),
    table: z.enum(['history', 'wrong']),
    subjectId: z.string().optional(),
  }),
  z.object({
    kind: z.literal('person-paper').describe('学生学情：一份作业的逐题得分'),
    studentId: z.string(),
    paperId: z.string(),
  }),
]);
/** An export request. */
export type ExportBody = z.input<typeof exportBody>;
/** An export request as the server has parsed it. */
export type ExportRequest = z.output<typeof exportBody>;

/** Steps of an export a job's `done` counts: the data read, the workbook written. */
export const EXPORT_STEPS = 2;
