import type { BankCatalog, PaperDetail } from '../../../shared/api';
import type { CardSpec } from '../../../shared/paper';
import { http } from '../../../ui';

/** The calls of 答题卡制作. */
export const answerCardApi = {
  catalog: async () => (await http().get<BankCatalog>('/teacher/bank/catalog')).data,
  load: async (paperId: string) =>
    (await http().get<CardSpec>(`/teacher/answer-card/${encodeURIComponent(paperId)}`)).data,
  create: (spec: CardSpec) => http().postJson<PaperDetail>('/teacher/answer-card', { spec }),
  update: (paperId: string, spec: CardSpec) =>
    http().putJson<PaperDetail>(`/teacher/answer-card/${encodeURIComponent(paperId)}`, { spec }),
  importKeys: async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return (await http().upload<{ no: number; key: string }[]>('/teacher/answer-card/keys', form))
      .data;
  },
};
