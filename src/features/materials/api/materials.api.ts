import type {
  BankCatalog,
  BindablePaper,
  Material,
  PaperBinding,
  ScheduleEntry,
  TreeNode,
  UserGradeInfo,
} from '../../../shared/api';
import { http, type HttpFields } from '../../../ui';

const m = (orgId: string) => `/materials/${encodeURIComponent(orgId)}`;

/** The calls of 校本资料 and 校本资料装订. */
export const materialsApi = {
  catalog: async () => (await http().get<BankCatalog>('/teacher/bank/catalog')).data,
  chapters: async (subjectId: string, textbookId: string) =>
    (
      await http().get<TreeNode[]>('/teacher/bank/tree', {
        subjectId,
        textbookId,
        type: 'booknode',
      })
    ).data,
  gradeInfo: async () => (await http().get<UserGradeInfo>('/system/user/gradeInfo')).data,
  list: async (orgId: string, q: HttpFields) => (await http().get<Material[]>(m(orgId), q)).data,
  upload: (orgId: string, file: File, fields: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', file, file.name);
    return http().upload<{ id: string }>(m(orgId), form);
  },
  share: (
    orgId: string,
    body: { paperId: string; textbookId?: string | null; chapterId?: string | null },
  ) => http().postJson<{ id: string }>(`${m(orgId)}/papers`, body),
  file: (orgId: string, id: string) => http().getBlob(`${m(orgId)}/${id}/file`, { inline: true }),
  html: async (orgId: string, id: string) =>
    (await http().get<{ html: string }>(`${m(orgId)}/${id}/html`)).data.html,
  remove: (orgId: string, id: string) => http().del<null>(`${m(orgId)}/${id}`),
  copy: (orgId: string, id: string) => http().postJson<{ id: string }>(`${m(orgId)}/${id}/copy`),
  bindable: async (orgId: string) =>
    (await http().get<BindablePaper[]>(`${m(orgId)}/papers/bindable`)).data,
  bindings: async (orgId: string, textbookId: string) =>
    (await http().get<PaperBinding[]>(`${m(orgId)}/bindings`, { textbookId })).data,
  bind: (orgId: string, body: { paperId: string; textbookId: string; chapterId: string }) =>
    http().putJson<null>(`${m(orgId)}/bindings`, body),
  unbind: (orgId: string, paperId: string, chapterId: string) =>
    http().del<null>(`${m(orgId)}/bindings`, { paperId, chapterId }),
  schedule: async (orgId: string, q: HttpFields) =>
    (await http().get<ScheduleEntry[]>(`${m(orgId)}/schedule`, q)).data,
  plan: (orgId: string, body: { classId: string; week: string; paperId: string; note: string }) =>
    http().postJson<{ id: string }>(`${m(orgId)}/schedule`, body),
  unplan: (orgId: string, id: string) => http().del<null>(`${m(orgId)}/schedule/${id}`),
  use: async (orgId: string, id: string) =>
    (await http().postJson<{ id: string }>(`${m(orgId)}/schedule/${id}/use`)).data.id,
};
