import {
  PRINT_EXTENT_HEADER,
  type ClassItem,
  type GradePrintStatus,
  type PaperDetail,
  type PrintExtent,
  type PrintJobBody,
  type PrintJobStatus,
  type UserGradeInfo,
} from '../../../shared/api';
import { http } from '../../../ui';

const job = (id: string) => `/teacher/print/jobs/${encodeURIComponent(id)}`;

/** The calls of the print screens. */
export const printApi = {
  /** The paper being printed (title, settings, version). */
  paper: async (id: string) =>
    (await http().get<PaperDetail>(`/teacher/paper/${encodeURIComponent(id)}`)).data,
  /** The teacher's default school and school year. */
  gradeInfo: async () => (await http().get<UserGradeInfo>('/system/user/gradeInfo')).data,
  /** School years (grades) of a school. */
  grades: async (orgId: string) =>
    (await http().get<ClassItem[]>('/system/class', { orgId, type: 1 })).data,
  /** Classes of a grade. */
  classesOf: async (orgId: string, gradeId: string) =>
    (await http().get<ClassItem[]>('/system/class', { orgId, pid: gradeId })).data,
  /** A PDF to show in the page (a preview: the version is not frozen). */
  preview: async (
    url: string,
    body: unknown,
  ): Promise<{ blob: Blob; extent: PrintExtent | null }> => {
    let extent = null as PrintExtent | null;
    const blob = await http().postBlob(url, body, (headers) => {
      const raw = headers[PRINT_EXTENT_HEADER];
      extent = raw ? (JSON.parse(raw) as PrintExtent) : null;
    });
    return { blob, extent };
  },
  /** Downloads a PDF under its Chinese file name (spec: POST JSON blob download, 420000 ms). */
  download: (url: string, body: unknown, fileName: string) =>
    http().downloadPost(url, body, fileName),
  startJob: async (body: PrintJobBody) =>
    (await http().postJson<PrintJobStatus>('/teacher/print/jobs', body)).data,
  jobStatus: async (id: string) => (await http().get<PrintJobStatus>(job(id))).data,
  jobFile: (id: string) => http().getBlob(`${job(id)}/file`),
  cancelJob: (id: string) => http().del<null>(job(id)),
  /** Whether the paper's grades can be printed yet, and for which classes. */
  gradeStatus: async (paperId: string) =>
    (
      await http().get<GradePrintStatus>(
        `/teacher/print/grade/${encodeURIComponent(paperId)}/status`,
      )
    ).data,
};
