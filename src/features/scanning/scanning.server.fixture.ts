import type { PaperListItem, PracticeBatchItem, ScanBatch, UserGradeInfo } from '../../shared/api';
import { stubHttp, type StubHandler } from '../../../tests/support/http-stub';
import { buildBatch } from './scanning.fixture';

/** The teacher's school year: 初二（2025级）, teaching 初二（1）班 (override any field). */
export const buildGradeInfo = (overrides: Partial<UserGradeInfo> = {}): UserGradeInfo => ({
  orgDefaultId: 'o1',
  gradeDirector: false,
  isCreator: false,
  isAdministrator: false,
  classDefaultId: 'g1',
  classDefaultName: '初二（2025级）',
  subjects: [],
  classes: [{ id: 'c1', name: '初二（1）班', gradeId: 'g1' }],
  ...overrides,
});

/** A paper of 作业列表 assigned to 初二（1）班 (override any field). */
export const buildPaper = (overrides: Partial<PaperListItem> = {}): PaperListItem =>
  ({
    id: 'p1',
    title: '第三单元测验',
    subjectId: 'math',
    subjectName: '数学',
    gradeName: '初二',
    classes: [{ id: 'c1', name: '初二（1）班' }],
    status: '已发布',
    version: 1,
    questionCount: 10,
    fullMarks: 100,
    createdAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  }) as PaperListItem;

/** A practice batch (错题重练) of 初二（1）班 and 初二（2）班 the teacher may scan (override any field). */
export const buildPracticeItem = (
  overrides: Partial<PracticeBatchItem> = {},
): PracticeBatchItem => ({
  rehearseBatchId: 'r1',
  title: '错题重练 · 初二（1）班、初二（2）班 · 80 名学生',
  subjectName: '数学',
  classes: [
    { id: 'c1', name: '初二（1）班' },
    { id: 'c2', name: '初二（2）班' },
  ],
  gradeName: '初二（2025级）',
  wholeGrade: false,
  createdAt: '2026-11-28T08:00:00.000Z',
  students: 80,
  scanned: 3,
  ...overrides,
});

/** Uploaded names as the stub received them, per request. */
export const uploadedNames = (body: unknown): string[] =>
  ((body as FormData).getAll('files') as File[]).map((f) => f.name);

/**
 * A school with papers, classes 初二（1）班 and 初二（2）班, practice batches (none unless given), and
 * a batch the server makes when asked (for a paper or a practice batch) and fills as files arrive
 * (the first file of a request is stored, the others are duplicates of it). `routes` adds or
 * replaces routes.
 */
export function scanServer(
  opts: {
    info?: UserGradeInfo;
    papers?: PaperListItem[];
    practices?: PracticeBatchItem[];
    routes?: Record<string, StubHandler>;
  } = {},
) {
  let batch: ScanBatch | null = null;
  return stubHttp({
    'GET /system/user/gradeInfo': () => opts.info ?? buildGradeInfo(),
    'GET /system/class': () => [
      { id: 'c1', name: '初二（1）班' },
      { id: 'c2', name: '初二（2）班' },
    ],
    'GET /teacher/paper/list': () => {
      const list = opts.papers ?? [buildPaper()];
      return { total: list.length, list };
    },
    'GET /teacher/scan/batches': ({ query }) =>
      batch && batch.rehearseBatchId === (query?.rehearseBatchId ?? null) ? [batch] : [],
    'GET /teacher/scan/practice-batches': () => opts.practices ?? [],
    'POST /teacher/scan/practice-batches': ({ body }) => {
      const id = (body as { rehearseBatchId: string }).rehearseBatchId;
      const p = opts.practices?.find((x) => x.rehearseBatchId === id);
      return (batch = buildBatch({
        rehearseBatchId: id,
        paperTitle: p?.title ?? '错题重练',
        classIds: p?.classes.map((c) => c.id) ?? [],
      }));
    },
    'POST /teacher/scan/batches': ({ body }) => {
      const b = body as { paperId: string; classIds: string[] };
      return (batch = buildBatch({ paperId: b.paperId, classIds: b.classIds }));
    },
    'GET /teacher/scan/batches/:id': () => batch,
    'POST /teacher/scan/batches/:id/files': ({ body }) => {
      const files = (body as FormData).getAll('files') as File[];
      batch = buildBatch({
        ...batch,
        counts: { ...buildBatch().counts, files: 1, duplicateFiles: 1, pages: 1, recognised: 1 },
      });
      return {
        files: files.map((f, i) =>
          i === 0
            ? { fileId: 'f1', name: f.name, status: 'stored' }
            : {
                fileId: 'f1',
                name: f.name,
                status: 'duplicate',
                duplicateOf: { fileId: 'f1', name: files[0]!.name, batchId: 'b1' },
              },
        ),
      };
    },
    'GET /teacher/scan/batches/:id/pages': () => ({ total: 0, list: [] }),
    ...opts.routes,
  });
}
