import type { PaperDoc } from '../../../layout';
import type { BankQuestion, PaperDetail } from '../../../shared/api';
import { http } from '../../../ui';

const paper = (id: string) => `/teacher/paper/${encodeURIComponent(id)}`;

/** The calls of 组卷中心 and 试卷设置. */
export const composeApi = {
  /** The paper with its current version. */
  getPaper: async (id: string): Promise<PaperDetail> =>
    (await http().get<PaperDetail>(paper(id))).data,
  /** Saves order, scores and settings; a frozen version becomes version n+1 (409 when stale). */
  saveDoc: async (id: string, doc: PaperDoc, revision: number): Promise<PaperDetail> =>
    (await http().putJson<PaperDetail>(`${paper(id)}/doc`, { doc, revision })).data,
  /** Turns the basket draft into a saved paper (needs a title). */
  savePaper: async (id: string): Promise<PaperDetail> =>
    (await http().postJson<PaperDetail>(`${paper(id)}/save`)).data,
  /** Bank questions of the same kind sharing a 知识点 (换一题), without those already used. */
  similar: async (questionId: string, exclude: string[]): Promise<BankQuestion[]> =>
    (
      await http().get<BankQuestion[]>(
        `/teacher/bank/questions/${encodeURIComponent(questionId)}/similar`,
        { exclude: exclude.join(',') },
      )
    ).data,
};

/** The calls a paper session needs (tests pass their own). */
export type PaperSessionApi = Pick<typeof composeApi, 'getPaper' | 'saveDoc'>;

/** The HTTP status of a failed request, when it had an answer. */
export function statusOf(error: unknown): number | undefined {
  const response = (error as { response?: { status?: unknown } } | null)?.response;
  return typeof response?.status === 'number' ? response.status : undefined;
}
