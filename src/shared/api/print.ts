import { z } from 'zod';
import type { LabelSheet } from '../../layout';

/** Every printable document and the last part of its Chinese file name. */
export const PRINT_DOCS = {
  paper: '试卷',
  paperWithAnswers: '试卷（含答案）',
  key: '答案与解析',
  keyCompact: '参考答案',
  card: '答题卡',
  barcode: '条形码标签',
  qr: '二维码标签',
  paperQr: '试卷二维码',
  check: '打印机校准页',
  scoreSheet: '成绩单',
  reportSlips: '成绩条',
  gradeSummary: '年级成绩汇总',
} as const;
/** A printable document. */
export type PrintDoc = keyof typeof PRINT_DOCS;

/** Characters no file system accepts in a name. */
const UNSAFE = /[\\/:*?"<>|\r\n\t]+/g;

/**
 * The Chinese file name of a printed document, e.g. `初二(1)班-第三单元测验-答题卡.pdf`: who it is
 * for (class or grade, may be empty), what (the paper title, may be empty), then the document.
 */
export const printFileName = (parts: readonly string[], doc: PrintDoc): string =>
  `${[...parts, PRINT_DOCS[doc]]
    .map((p) => p.replace(UNSAFE, ' ').trim())
    .filter(Boolean)
    .join('-')}.pdf`;

/** Who a class print is for: chosen classes, or every class of a grade. */
const scopeShape = {
  classIds: z.array(z.string()).max(100).optional().describe('所选班级'),
  gradeId: z.string().optional().describe('整个年级（与 classIds 二选一）'),
};
/** Who a class print is for. */
export interface StudentScope {
  classIds?: string[] | undefined;
  gradeId?: string | undefined;
}
/** Tells whether a scope names at least one class or a grade. */
const hasScope = (s: StudentScope): boolean => (s.classIds?.length ?? 0) > 0 || !!s.gradeId;
const scopeRule = { message: '请选择班级或年级' };

const preview = z.boolean().optional().describe('预览：不冻结试卷版本；学生很多时只生成前几份');

/** POST /teacher/print/paper: the paper (试卷), optionally with the answers. */
export const printPaperBody = z.object({
  paperId: z.string(),
  withAnswers: z.boolean().optional(),
  preview,
});
/** POST /teacher/print/answer: 答案与解析, or the compact answers-only key. */
export const printAnswerBody = z.object({ paperId: z.string(), compact: z.boolean(), preview });
/** POST /teacher/print/card: the blank answer card. */
export const printCardBody = z.object({ paperId: z.string(), preview });
/** POST /teacher/print/card/students: personalised cards of classes (or a job for a grade). */
export const printCardSetBody = z
  .object({ paperId: z.string(), preview, ...scopeShape })
  .refine(hasScope, scopeRule);
/** A label sheet in mm, as the teacher measured it or as a preset gives it. */
export const labelSheetSpec = z.object({
  name: z.string().max(40).optional(),
  top: z.number(),
  left: z.number(),
  pitchX: z.number(),
  pitchY: z.number(),
  labelW: z.number(),
  labelH: z.number(),
  rows: z.number().int(),
  cols: z.number().int(),
});
/** A label sheet's numbers, as the request carries them (e.g. a preset to start editing from). */
export const labelSheetSpecOf = (s: LabelSheet): z.infer<typeof labelSheetSpec> => ({
  name: s.name,
  top: s.margins.top,
  left: s.margins.left,
  pitchX: s.pitch.x,
  pitchY: s.pitch.y,
  labelW: s.label.w,
  labelH: s.label.h,
  rows: s.rows,
  cols: s.cols,
});

/** POST /teacher/print/labels: one barcode or QR label per student. */
export const printLabelsBody = z
  .object({
    content: z.enum(['barcode', 'qr']),
    sheet: labelSheetSpec,
    startPosition: z.number().int().min(1).default(1).describe('第一张纸上从第几个标签开始'),
    preview,
    ...scopeShape,
  })
  .refine(hasScope, scopeRule);
/** POST /teacher/print/paper-qr: the paper's own QR code for posting. */
export const printPaperQrBody = z.object({ paperId: z.string() });

/** POST /teacher/print/jobs: a large print rendered in the background with progress. */
export const printJobBody = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('card-set'), paperId: z.string(), ...scopeShape }),
    z.object({
      kind: z.literal('labels'),
      content: z.enum(['barcode', 'qr']),
      sheet: labelSheetSpec,
      startPosition: z.number().int().min(1).default(1),
      ...scopeShape,
    }),
  ])
  .refine(hasScope, scopeRule);
/** A print job request. */
export type PrintJobBody = z.input<typeof printJobBody>;

/** Where a print job is. */
export const PRINT_JOB_STATUSES = ['running', 'done', 'failed', 'cancelled'] as const;

/** A print job as GET /teacher/print/jobs/:jobId reports it. */
export const printJobStatus = z.object({
  jobId: z.string(),
  status: z.enum(PRINT_JOB_STATUSES),
  /** Students drawn so far, of `total`. */
  done: z.number().int(),
  total: z.number().int(),
  fileName: z.string(),
  /** Why it failed, in Chinese; null otherwise. */
  message: z.string().nullable(),
});
/** A print job's state. */
export type PrintJobStatus = z.infer<typeof printJobStatus>;

/** Header of a personalised preview (cards, labels): what the full download holds. */
export const PRINT_EXTENT_HEADER = 'x-print-extent';
/** Copies (students) and pages of the full download a preview shows the start of. */
export interface PrintExtent {
  copies: number;
  pages: number;
}
