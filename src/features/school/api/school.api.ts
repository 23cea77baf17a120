import type {
  AnalysisSettings,
  RolloverPlan,
  RosterInput,
  RosterPreview,
  SchoolSettings,
  StudentRow,
} from '../../../shared/api';
import { http, type HttpFields } from '../../../ui';

const s = (orgId: string) => `/school/${encodeURIComponent(orgId)}`;
/** A roster row as sent back for checking or import. */
export type RosterLine = RosterInput & { row: number };

/** The calls of 学校设置. */
export const schoolApi = {
  settings: async (orgId: string) =>
    (await http().get<SchoolSettings>(`${s(orgId)}/settings`)).data,
  saveProfile: (orgId: string, body: { name: string; stageIds: string[]; subjectIds: string[] }) =>
    http().putJson<null>(`${s(orgId)}/profile`, body),
  logo: (orgId: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return http().upload<{ logo: string }>(`${s(orgId)}/logo`, form);
  },
  addGrade: (orgId: string, body: { level: number; cohort: number; classCount: number }) =>
    http().postJson<{ id: string }>(`${s(orgId)}/grades`, body),
  addClass: (orgId: string, gradeId: string) =>
    http().postJson<{ id: string }>(`${s(orgId)}/grades/${gradeId}/classes`, {}),
  rename: (orgId: string, id: string, name: string) =>
    http().putJson<null>(`${s(orgId)}/classes/${id}`, { name }),
  retire: (orgId: string, id: string) => http().del<null>(`${s(orgId)}/classes/${id}`),
  saveAnalysis: (orgId: string, subjectId: string, body: AnalysisSettings) =>
    http().putJson<null>(`${s(orgId)}/analysis/${subjectId}`, body),
  rolloverPreview: async (orgId: string) =>
    (await http().get<RolloverPlan>(`${s(orgId)}/rollover`)).data,
  rollover: (orgId: string, classCounts: Record<string, number>) =>
    http().postJson<RolloverPlan>(`${s(orgId)}/rollover`, { classCounts }),
  students: async (orgId: string, q: HttpFields) =>
    (await http().get<StudentRow[]>(`${s(orgId)}/students`, q)).data,
  addStudent: (orgId: string, body: Omit<StudentRow, 'id' | 'className'>) =>
    http().postJson<{ id: string }>(`${s(orgId)}/students`, body),
  saveStudent: (orgId: string, id: string, body: Omit<StudentRow, 'id' | 'className'>) =>
    http().putJson<null>(`${s(orgId)}/students/${id}`, body),
  removeStudent: (orgId: string, id: string) => http().del<null>(`${s(orgId)}/students/${id}`),
  previewRoster: async (orgId: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return (await http().upload<RosterPreview>(`${s(orgId)}/roster/preview`, form)).data;
  },
  checkRoster: async (orgId: string, rows: RosterLine[]) =>
    (await http().postJson<RosterPreview>(`${s(orgId)}/roster/check`, { rows })).data,
  importRoster: (orgId: string, rows: RosterLine[]) =>
    http().postJson<{ added: number; updated: number }>(`${s(orgId)}/roster/import`, { rows }),
};
