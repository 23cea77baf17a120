import type {
  BankCatalog,
  ClassItem,
  PaperDetail,
  PaperListItem,
  UserGradeInfo,
} from '../../../shared/api';
import { http, type HttpFields } from '../../../ui';

const paper = (id: string) => `/teacher/paper/${encodeURIComponent(id)}`;

/** The calls of 作业列表. */
export const paperListApi = {
  list: async (query: HttpFields) =>
    (await http().get<{ total: number; list: PaperListItem[] }>('/teacher/paper/list', query)).data,
  detail: async (id: string) => (await http().get<PaperDetail>(paper(id))).data,
  copy: async (id: string) => (await http().postJson<PaperDetail>(`${paper(id)}/copy`)).data,
  /** Soft delete: the paper leaves every list but stays in the database. */
  remove: (id: string) => http().del<null>(paper(id)),
  assign: async (id: string, classIds: string[]) =>
    (await http().putJson<PaperDetail>(`${paper(id)}/classes`, { classIds })).data,
  /** The teacher's school year (classDefaultId), subjects and classes. */
  gradeInfo: async () => (await http().get<UserGradeInfo>('/system/user/gradeInfo')).data,
  /** Classes of a grade (school year). */
  classesOf: async (orgId: string, gradeId: string) =>
    (await http().get<ClassItem[]>('/system/class', { orgId, pid: gradeId })).data,
  /** The school's grades (school years), to choose one where none is set. */
  grades: async (orgId: string) =>
    (await http().get<ClassItem[]>('/system/class', { orgId, type: 1, pid: '' })).data,
  /** Makes a grade the teacher's school year (what the top bar's 学年 choice does). */
  setSchoolYear: (orgId: string, classId: string) =>
    http().putForm<null>('/system/class/updateClassDefault', { orgId, classId }),
  /** 学段 → 学科, for the subject filter. */
  catalog: async () => (await http().get<BankCatalog>('/teacher/bank/catalog')).data,
};
