import type { BasketInfo } from '../../../shared/api';
import { http } from '../../../ui';

/** The 试题篮 calls of spec section 7 (and adding, deleting by type). */
export const basketApi = {
  /** The whole basket (data.data). */
  load: () => http().get<BasketInfo>('/teacher/paper/info/getQuestionBasket'),
  /** Adds a bank question to the basket paper of its stage + subject. */
  add: (questionId: string) =>
    http().postJson<BasketInfo>('/teacher/paper/question/addQuestion', { questionId }),
  /** Empties one basket paper; the answer's message is what the refresh carries. */
  clear: (paperInfoId: string) =>
    http().del<null>(`/teacher/paper/info/${encodeURIComponent(paperInfoId)}/clearBasket`),
  /** Takes one question out of the basket; data, when present, is the new basket. */
  removeQuestion: (questionId: string) =>
    http().del<BasketInfo | null>(
      `/teacher/paper/question/type/delQuestion/${encodeURIComponent(questionId)}`,
    ),
  /** Removes every question of one 题型 from a basket paper. */
  removeType: (paperInfoId: string, typeId: number) =>
    http().del<BasketInfo>(
      `/teacher/paper/question/type/delType/${encodeURIComponent(paperInfoId)}/${typeId}`,
    ),
};
