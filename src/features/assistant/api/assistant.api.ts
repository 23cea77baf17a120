import { saveAs } from 'file-saver';
import type { AnalysisPaperList } from '../../../shared/api/analysis-pages';
import type {
  AssistantCommentary,
  AssistantDetails,
  AssistantOverview,
  AssistantReport,
} from '../../../shared/api/assistant';
import { http } from '../../../ui';

const enc = encodeURIComponent;
const paper = (id: string) => `/teacher/assistant/papers/${enc(id)}`;

/** The calls of 作业助手. */
export const assistantApi = {
  /** Marked papers the user may analyse (the 学情分析 list, newest first). */
  papers: async () => (await http().get<AnalysisPaperList>('/teacher/analysis/papers')).data,
  overview: async (id: string) =>
    (await http().get<AssistantOverview>(`${paper(id)}/overview`)).data,
  commentary: async (id: string) =>
    (await http().get<AssistantCommentary>(`${paper(id)}/commentary`)).data,
  details: async (id: string) => (await http().get<AssistantDetails>(`${paper(id)}/details`)).data,
  report: async (id: string) => (await http().get<AssistantReport>(`${paper(id)}/report`)).data,
  /** Downloads 作业报告 as PDF. */
  reportPdf: async (id: string, title: string) =>
    saveAs(await http().getBlob(`${paper(id)}/report.pdf`), `${title}-作业报告.pdf`),
  /** An answer image as a blob. */
  crop: (id: string, itemId: string, index: number) =>
    http().getBlob(`${paper(id)}/items/${enc(itemId)}/crops/${index}`),
};
