import type { PaperDetail } from '../../../shared/api';

type PaperRef = Pick<PaperDetail, 'id' | 'subjectId' | 'textbookId'>;

const query = (fields: Record<string, string | null | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v) q.set(k, v);
  return q.toString();
};

/** 组卷中心 of a paper: /edit?paperId=…&subjectId=…&textbookId=…&type=2. */
export const composePath = (p: PaperRef): string =>
  `/edit?${query({ paperId: p.id, subjectId: p.subjectId, textbookId: p.textbookId, type: '2' })}`;

/** 选题 (the question bank) for the paper's subject and textbook. */
export const selectPath = (p: PaperRef): string =>
  `/edit?${query({ subjectId: p.subjectId, textbookId: p.textbookId })}`;

/** 试卷设置 of a paper. */
export const settingsPath = (p: PaperRef): string => `/paperset?${query({ paperId: p.id })}`;
