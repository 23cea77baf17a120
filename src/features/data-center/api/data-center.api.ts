import type { AverageReport, CorrectReport, SubjectReport } from '../../../shared/api/data-center';
import { http } from '../../../ui';

const base = '/teacher/data-center';

/** The calls of the 数据中心 pages (the grade director's default 学年). */
export const dataCenterApi = {
  subject: async () => (await http().get<SubjectReport>(`${base}/subject`)).data,
  correct: async () => (await http().get<CorrectReport>(`${base}/correct-score`)).data,
  average: async (paperId?: string) =>
    (await http().get<AverageReport>(`${base}/average-score`, { paperId })).data,
};
