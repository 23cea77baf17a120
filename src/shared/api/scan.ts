import { z } from 'zod';

/** Problem queues of 异常处理. */
export const PROBLEM_KINDS = [
  '定位异常',
  '页码异常',
  '考号异常',
  '重复扫描',
  '客观题异常',
  '缺考',
] as const;
/** A problem queue. */
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

/** Scan settings of the spec's dialog (paper size codes: A4 1, A3 11, B5 2, B4 6, 16k 0). */
export const scanSettings = z.object({
  scannerIndex: z.number().int().min(0).nullable(),
  adaptive: z.boolean(),
  paperSize: z.union([z.literal(1), z.literal(11), z.literal(2), z.literal(6), z.literal(0)]),
  assignToSubjectTeachers: z.boolean(),
});
/** Scan settings. */
export type ScanSettings = z.infer<typeof scanSettings>;

/** POST /api/teacher/scan/batches. */
export const createBatchBody = z.object({
  paperId: z.string().min(1, '请选择试卷'),
  classIds: z.array(z.string()).min(1, '请选择班级'),
  settings: scanSettings,
});

/** Counts shown live on /scan while pages arrive. */
export const batchCounts = z.object({
  files: z.number().int(),
  duplicateFiles: z.number().int(),
  pages: z.number().int(),
  pending: z.number().int(),
  recognised: z.number().int(),
  failed: z.number().int(),
  withProblems: z.number().int(),
  openProblems: z.number().int(),
  problemsByKind: z.record(z.string(), z.number().int()),
});

/** The counts of a batch that has received nothing yet. */
export const emptyBatchCounts = (): z.infer<typeof batchCounts> => ({
  files: 0,
  duplicateFiles: 0,
  pages: 0,
  pending: 0,
  recognised: 0,
  failed: 0,
  withProblems: 0,
  openProblems: 0,
  problemsByKind: {},
});

/** A scan batch with its counts. */
export const scanBatch = z.object({
  id: z.string(),
  paperId: z.string(),
  paperTitle: z.string(),
  /** The practice batch (错题重练) the batch scans, page by page to each student's paper, else null. */
  rehearseBatchId: z.string().nullable(),
  classIds: z.array(z.string()),
  settings: scanSettings,
  createdAt: z.string(),
  createdBy: z.string(),
  counts: batchCounts,
});
/** A scan batch with its counts. */
export type ScanBatch = z.infer<typeof scanBatch>;

/** What happened to one uploaded file. */
export const ingestedFile = z.object({
  fileId: z.string(),
  name: z.string(),
  status: z.enum(['stored', 'duplicate']),
  duplicateOf: z.object({ fileId: z.string(), name: z.string(), batchId: z.string() }).optional(),
});

/** A page as listed (thumbnails, status, who and which page). */
export const scanPageView = z.object({
  id: z.string(),
  batchId: z.string(),
  fileName: z.string(),
  pageIndex: z.number().int(),
  status: z.enum(['pending', 'processing', 'done', 'failed']),
  paperVersion: z.number().int().nullable(),
  pageNo: z.number().int().nullable(),
  studentId: z.string().nullable(),
  studentName: z.string().nullable(),
  examNo: z.string().nullable(),
  absent: z.boolean(),
  objectiveScore: z.number().nullable(),
  problems: z.array(z.enum(PROBLEM_KINDS)),
  error: z.string().nullable(),
});
/** A page as listed. */
export type ScanPageView = z.infer<typeof scanPageView>;

/** One problem to settle, with what was read. */
export const scanProblemView = z.object({
  id: z.string(),
  batchId: z.string(),
  pageId: z.string(),
  kind: z.enum(PROBLEM_KINDS),
  /** Chinese sentence saying what is wrong. */
  message: z.string(),
  /** Kind-specific detail: e.g. the questions with 多涂/空涂/uncertain bubbles and their scores. */
  detail: z.record(z.string(), z.unknown()),
  status: z.enum(['open', 'resolved']),
  resolution: z.record(z.string(), z.unknown()).nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
});
/** One problem to settle. */
export type ScanProblemView = z.infer<typeof scanProblemView>;

/** How a person settles a problem. */
export const resolveProblemBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('discard'), reason: z.string().max(200).optional() }),
  z.object({ action: z.literal('retry') }),
  z.object({
    action: z.literal('set-page'),
    /** Required for one paper; in a practice batch, omitted = the student's newest printed version. */
    paperVersion: z.number().int().positive().optional(),
    pageNo: z.number().int().positive(),
    /** A practice batch (错题重练) only: whose practice the page is (its QR could not be read). */
    studentId: z.string().min(1, '请选择学生').optional(),
  }),
  z.object({ action: z.literal('set-student'), studentId: z.string().min(1, '请选择学生') }),
  z.object({ action: z.literal('keep'), keepPageId: z.string().min(1) }),
  z.object({
    action: z.literal('set-answers'),
    /** Question number → option labels read by the person ("" = blank). */
    answers: z.record(z.string(), z.string().regex(/^[A-Z]*$/, '答案只能是选项字母')),
  }),
  z.object({ action: z.literal('set-absent'), absent: z.boolean() }),
]);
/** How a person settles a problem. */
export type ResolveProblemBody = z.infer<typeof resolveProblemBody>;

/** Expected students × pages against received, for a paper and its classes. */
export const reconciliation = z.object({
  paperId: z.string(),
  pagesPerStudent: z.number().int(),
  expectedPages: z.number().int(),
  receivedPages: z.number().int(),
  students: z.number().int(),
  completeStudents: z.number().int(),
  absentStudents: z.number().int(),
  missing: z.array(
    z.object({
      studentId: z.string(),
      name: z.string(),
      examNo: z.string(),
      className: z.string(),
      missingPages: z.array(z.number().int()),
    }),
  ),
  /** Students marked 缺考 in 收卷核对 (no page of theirs counted); 取消缺考 lists them again as missing. */
  markedAbsent: z.array(
    z.object({
      studentId: z.string(),
      name: z.string(),
      examNo: z.string(),
      className: z.string(),
    }),
  ),
  openProblems: z.number().int(),
  /** Open problems batch by batch (batches with none left out), oldest batch first. */
  problemsByBatch: z.array(z.object({ batchId: z.string(), openProblems: z.number().int() })),
  pendingPages: z.number().int(),
  /** No page missing, no page waiting, no problem open. */
  complete: z.boolean(),
});
/** Reconciliation of a paper's scans. */
export type Reconciliation = z.infer<typeof reconciliation>;

/** Objective scores of one student. */
export const objectiveScoreRow = z.object({
  studentId: z.string(),
  name: z.string(),
  examNo: z.string(),
  className: z.string(),
  absent: z.boolean(),
  objectiveScore: z.number().nullable(),
  answers: z.record(
    z.string(),
    z.object({
      read: z.string(),
      key: z.string(),
      score: z.number(),
      full: z.number(),
      review: z.boolean(),
    }),
  ),
});
/** Objective scores of one student. */
export type ObjectiveScoreRow = z.infer<typeof objectiveScoreRow>;

/** Printer check read back from a scan of the check page. */
export const printerCheckResult = z.object({
  ok: z.boolean(),
  scaleX: z.number(),
  scaleY: z.number(),
  offsetXmm: z.number(),
  offsetYmm: z.number(),
  rotationDeg: z.number(),
  /** Chinese verdict, e.g. 打印比例正常（100.1%），没有明显偏移 / 打印内容缩小了 3.0%（实际比例 97.0%）… */
  verdict: z.string(),
});
/** Printer check read back. */
export type PrinterCheckResult = z.infer<typeof printerCheckResult>;

// ── Additions by the scan server (additive; the lead's contract above is unchanged) ──

/**
 * GET /api/teacher/scan/batches?paperId= or ?rehearseBatchId= (all batches of the user's schools
 * when both are absent; a paper's batches leave out practice batches).
 */
export const batchListQuery = z.object({
  paperId: z.string().optional(),
  rehearseBatchId: z.string().optional(),
});

/**
 * DELETE /api/teacher/scan/batches/:id: the body must confirm. JSON `true`, or `"true"` from the
 * spec's form DELETE helper (the browser's only DELETE with a body).
 */
export const deleteBatchBody = z.object({
  confirm: z.union([z.literal(true), z.literal('true')], { error: '请确认删除该批次' }),
});

/** POST /api/teacher/scan/batches/:id/files answer. */
export const ingestAnswer = z.object({ files: z.array(ingestedFile) });

/** GET /api/teacher/scan/batches/:id/pages query. */
export const pageListQuery = z.object({
  status: z.enum(['pending', 'processing', 'done', 'failed']).optional(),
  problem: z.enum(PROBLEM_KINDS).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/** A page of pages. */
export const pageList = z.object({ total: z.number().int(), list: z.array(scanPageView) });

/** GET /api/teacher/scan/batches/:id/problems query. */
export const problemListQuery = z.object({
  kind: z.enum(PROBLEM_KINDS).optional(),
  status: z.enum(['open', 'resolved']).optional(),
});

/** POST /api/teacher/scan/absences: mark (absent true) or unmark (取消缺考) a student 缺考 on a paper. */
export const scanAbsenceBody = z.object({
  paperId: z.string().min(1, '请选择试卷'),
  studentId: z.string().min(1, '请选择学生'),
  absent: z.boolean(),
});
/** Body of POST /api/teacher/scan/absences. */
export type ScanAbsenceBody = z.infer<typeof scanAbsenceBody>;

/** GET /api/teacher/scan/reconciliation query: classIds comma-separated (all the paper's classes when absent). */
export const reconciliationQuery = z.object({
  paperId: z.string().min(1, '请选择试卷'),
  classIds: z.string().optional(),
});

/** GET /api/teacher/scan/scores query. */
export const scoresQuery = z.object({
  paperId: z.string().min(1, '请选择试卷'),
  classId: z.string().min(1, '请选择班级'),
});
