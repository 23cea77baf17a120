import type {
  ClassItem,
  ObjectiveScoreRow,
  PaperListItem,
  PracticeBatchItem,
  PracticeReconciliation,
  PrinterCheckResult,
  Reconciliation,
  ResolveProblemBody,
  ScanBatch,
  ScanPageDetail,
  ScanPageView,
  ScanProblemView,
  ScanSettings,
  UserGradeInfo,
} from '../../../shared/api';
import type { ProblemKind } from '../../../shared/api';
import { http } from '../../../ui';

const base = '/teacher/scan';
const batch = (id: string) => `${base}/batches/${encodeURIComponent(id)}`;
const page = (id: string) => `${base}/pages/${encodeURIComponent(id)}`;

/** What POST /batches/:id/files answers for each file. */
export interface IngestedFile {
  fileId: string;
  name: string;
  status: 'stored' | 'duplicate';
  duplicateOf?: { fileId: string; name: string; batchId: string };
}

/** The calls of /scan (contract: src/shared/api/scan.ts). */
export const scanApi = {
  /** The teacher's school year (classDefaultId) and classes. */
  gradeInfo: async () => (await http().get<UserGradeInfo>('/system/user/gradeInfo')).data,
  /** Classes of a grade (school year). */
  classesOf: async (orgId: string, gradeId: string) =>
    (await http().get<ClassItem[]>('/system/class', { orgId, pid: gradeId })).data,
  /** The teacher's papers, newest first (for choosing what was scanned). */
  papers: async (keyword?: string) =>
    (
      await http().get<{ total: number; list: PaperListItem[] }>('/teacher/paper/list', {
        keyword,
        pageSize: 100,
      })
    ).data.list,
  createBatch: async (body: { paperId: string; classIds: string[]; settings: ScanSettings }) =>
    (await http().postJson<ScanBatch>(`${base}/batches`, body)).data,
  batches: async (paperId: string) =>
    (await http().get<ScanBatch[]>(`${base}/batches`, { paperId })).data,
  /** The recent practice batches (错题重练) the teacher may scan, newest first. */
  practiceList: async () =>
    (await http().get<PracticeBatchItem[]>(`${base}/practice-batches`)).data,
  /** One batch for a whole practice batch (错题重练): every student's card goes into it. */
  createPracticeBatch: async (body: { rehearseBatchId: string; settings: ScanSettings }) =>
    (await http().postJson<ScanBatch>(`${base}/practice-batches`, body)).data,
  /** The scan batches of a practice batch, newest first. */
  practiceBatches: async (rehearseBatchId: string) =>
    (await http().get<ScanBatch[]>(`${base}/batches`, { rehearseBatchId })).data,
  /** 收卷核对 of a practice batch's scan batch: each student 已扫描, 缺页 or 未扫描. */
  practiceReconciliation: async (id: string) =>
    (await http().get<PracticeReconciliation>(`${batch(id)}/practice`)).data,
  /** A batch with its live counts. */
  batch: async (id: string) => (await http().get<ScanBatch>(batch(id))).data,
  /** Uploads files (multipart field `files`, many per request, 420000 ms). */
  upload: async (id: string, files: readonly { file: Blob; name: string }[]) => {
    const form = new FormData();
    for (const f of files) form.append('files', f.file, f.name);
    return (await http().upload<{ files: IngestedFile[] }>(`${batch(id)}/files`, form)).data.files;
  },
  pages: async (id: string, query: { status?: string; page?: number; pageSize?: number }) =>
    (await http().get<{ total: number; list: ScanPageView[] }>(`${batch(id)}/pages`, query)).data,
  page: async (id: string) => (await http().get<ScanPageDetail>(page(id))).data,
  /** The page image (JPEG), scaled to `width` px when given. */
  pageImage: (id: string, width?: number) => http().getBlob(`${page(id)}/image`, { width }),
  /** A full-resolution cut of an element, objective question or bubble (JPEG, turned upright). */
  pageCrop: (id: string, element: string) => http().getBlob(`${page(id)}/crop`, { element }),
  problems: async (id: string, query: { kind?: ProblemKind; status?: 'open' | 'resolved' }) =>
    (await http().get<ScanProblemView[]>(`${batch(id)}/problems`, query)).data,
  /** Settles a problem; the answer carries the problem and its page re-scored. */
  resolve: async (problemId: string, body: ResolveProblemBody) =>
    (
      await http().postJson<{ problem: ScanProblemView; page: ScanPageDetail }>(
        `${base}/problems/${encodeURIComponent(problemId)}/resolve`,
        body,
      )
    ).data,
  reconciliation: async (paperId: string, classIds: readonly string[]) =>
    (
      await http().get<Reconciliation>(`${base}/reconciliation`, {
        paperId,
        classIds: classIds.join(','),
      })
    ).data,
  /** 标记缺考 (absent true) or 取消缺考 for a student whose pages did not come. */
  setAbsence: (paperId: string, studentId: string, absent: boolean) =>
    http().postJson<{ studentId: string; absent: boolean }>(`${base}/absences`, {
      paperId,
      studentId,
      absent,
    }),
  scores: async (paperId: string, classId: string) =>
    (await http().get<ObjectiveScoreRow[]>(`${base}/scores`, { paperId, classId })).data,
  /** Reads a scan of the printed printer check page back: the printer's scale and offset. */
  printerCheck: async (file: Blob, name: string) => {
    const form = new FormData();
    form.append('files', file, name);
    return (await http().upload<PrinterCheckResult>(`${base}/printer-check`, form)).data;
  },
  /** Deletes a batch (its results stop counting; the original files are kept). */
  deleteBatch: (id: string) => http().delForm<null>(batch(id), { confirm: true }),
};
