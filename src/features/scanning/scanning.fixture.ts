import {
  emptyBatchCounts,
  type ScanBatch,
  type ScanPageDetail,
  type ScanPageView,
  type ScanProblemView,
} from '../../shared/api';

/** A batch with its counts (override any field). */
export const buildBatch = (overrides: Partial<ScanBatch> = {}): ScanBatch => ({
  id: 'b1',
  paperId: 'p1',
  paperTitle: '第三单元测验',
  rehearseBatchId: null,
  classIds: ['c1'],
  settings: { scannerIndex: null, adaptive: true, paperSize: 1, assignToSubjectTeachers: false },
  createdAt: '2026-11-22T08:00:00.000Z',
  createdBy: 'u1',
  counts: emptyBatchCounts(),

  ...overrides,
});

/** A listed page. */
export const buildPageView = (overrides: Partial<ScanPageView> = {}): ScanPageView => ({
  id: 'pg1',
  batchId: 'b1',
  fileName: '0001.jpg',
  pageIndex: 0,
  status: 'done',
  paperVersion: 1,
  pageNo: 1,
  studentId: 's1',
  studentName: '王小明',
  examNo: '20250101',
  absent: false,
  objectiveScore: 12,
  problems: [],
  error: null,
  ...overrides,
});

const quad = (x: number, y: number, w: number, h: number) => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
];

/** A page as read: two fiducials (one missing), a page QR, question 1's bubbles A–D. */
export const buildPageDetail = (overrides: Partial<ScanPageDetail> = {}): ScanPageDetail => ({
  ...buildPageView(),
  fileId: 'f1',
  paperId: 'p1',
  recognition: { status: '需复核', reason: '1 道题需要复核' },
  image: { width: 2480, height: 3508, dpi: 300 },
  orientation: 0,
  fit: null,
  fiducials: [
    { elementId: 'fid-tl', corner: 'tl', centre: { x: 100, y: 100 } },
    { elementId: 'fid-bl', corner: 'bl', centre: null },
  ],
  codes: [
    {
      role: 'page-code',
      format: 'QRCode',
      text: 'ZY1:p1:1:1',
      corners: quad(2000, 100, 300, 300),
      reason: '已读取',
    },
  ],
  student: { examNo: '20250101', source: 'qr', reason: '二维码识别' },
  absentMark: null,
  bubbles: ['A', 'B', 'C', 'D'].map((v, i) => ({
    id: `q1-${v}`,
    elementId: 'obj-1',
    value: v,
    quad: quad(300 + i * 100, 1000, 60, 40),
    score: [0.82, 0.05, 0.4, 0.03][i]!,
    spread: 0.1,
    state: (['filled', 'blank', 'review', 'blank'] as const)[i]!,
  })),
  objective: [
    {
      questionId: 'q1',
      no: 1,
      multiple: false,
      read: '',
      key: 'A',
      score: 0,
      full: 3,
      status: 'review',
      reason: '无法确定',
      review: true,
    },
  ],
  regions: [],
  problemList: [],
  ...overrides,
});

/** An open problem. */
export const buildProblem = (overrides: Partial<ScanProblemView> = {}): ScanProblemView => ({
  id: 'pr1',
  batchId: 'b1',
  pageId: 'pg1',
  kind: '客观题异常',
  message: '1 道客观题需要确认：第 1 题无法确定',
  detail: {
    questions: [{ questionId: 'q1', no: 1, status: 'review', read: '', reason: '无法确定' }],
  },
  status: 'open',
  resolution: null,
  resolvedBy: null,
  resolvedAt: null,
  createdAt: '2026-11-22T08:01:00.000Z',
  ...overrides,
});
