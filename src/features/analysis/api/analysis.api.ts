import type { UserGradeInfo } from '../../../shared/api';
import type {
  AnalysisPaperList,
  ClassAnalysisAnswer,
  GradeAnalysisAnswer,
} from '../../../shared/api/analysis-pages';
import { http } from '../../../ui';

const enc = encodeURIComponent;
const paper = (id: string) => `/teacher/analysis/papers/${enc(id)}`;

/** The calls of 年级学情 and 班级学情. */
export const analysisApi = {
  /** Papers with scores the user may analyse; grades and subjects for the selectors. */
  papers: async (gradeId?: string, subjectId?: string) =>
    (await http().get<AnalysisPaperList>('/teacher/analysis/papers', { gradeId, subjectId })).data,
  /** The user's default school year (学年). */
  gradeInfo: async () => (await http().get<UserGradeInfo>('/system/user/gradeInfo')).data,
  grade: async (paperId: string, bandWidth?: number) =>
    (await http().get<GradeAnalysisAnswer>(`${paper(paperId)}/grade`, { bandWidth })).data,
  klass: async (paperId: string, classId: string) =>
    (await http().get<ClassAnalysisAnswer>(`${paper(paperId)}/classes/${enc(classId)}`)).data,
};
