import type { PrintJobStatus } from '../../../shared/api';
import type {
  RehearseAssignBody,
  RehearseBatch,
  RehearseClassView,
  RehearseGenerateBody,
  RehearseList,
  RehearseQuery,
  RehearseSettings,
  RehearseSettingsView,
} from '../../../shared/api/rehearse';
import { http } from '../../../ui';

const base = '/teacher/rehearse';
const enc = encodeURIComponent;
const job = (id: string) => `${base}/print/jobs/${enc(id)}`;

/** A batch of practice as the class page lists it. */
export interface RehearseBatchRow {
  batchId: string;
  subjectName: string;
  createdAt: string;
  sets: number;
  applied: number;
}

/** The calls of /rehearse. */
export const rehearseApi = {
  settings: async () => (await http().get<RehearseSettingsView>(`${base}/settings`)).data,
  /** Saves the school's settings (administrators); the envelope carries the server's message. */
  saveSettings: async (s: RehearseSettings) =>
    await http().putJson<RehearseSettingsView>(`${base}/settings`, s),
  /** Classes (with students) the teacher may look at: the same list as 学生学情. */
  classes: async () =>
    (
      await http().get<{
        classes: { id: string; name: string; students: { id: string; name: string }[] }[];
      }>('/teacher/analysis/person/classes')
    ).data,
  entries: async (
    q: Partial<Omit<RehearseQuery, 'dueOnly'>> & { classId: string; dueOnly?: boolean },
  ) =>
    (
      await http().get<RehearseList>(`${base}/entries`, {
        ...q,
        dueOnly: q.dueOnly ? 'true' : undefined,
      })
    ).data,
  classView: async (classId: string, subjectId?: string) =>
    (
      await http().get<RehearseClassView>(
        `${base}/classes/${enc(classId)}`,
        subjectId ? { subjectId } : {},
      )
    ).data,
  batches: async (classId: string) =>
    (await http().get<{ batches: RehearseBatchRow[] }>(`${base}/classes/${enc(classId)}/batches`))
      .data.batches,
  generate: async (body: RehearseGenerateBody) =>
    (await http().postJson<RehearseBatch>(`${base}/practice`, body)).data,
  assign: async (body: RehearseAssignBody) =>
    await http().postJson<{ paperId: string; questions: number }>(`${base}/assign`, body),
  startPrint: async (batchId: string) =>
    (await http().postJson<PrintJobStatus>(`${base}/print/jobs`, { batchId })).data,
  printStatus: async (id: string) => (await http().get<PrintJobStatus>(job(id))).data,
  printFile: (id: string) => http().getBlob(`${job(id)}/file`),
  cancelPrint: async (id: string) => {
    await http().del(job(id));
  },
};
