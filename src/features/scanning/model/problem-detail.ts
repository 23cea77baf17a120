import { z } from 'zod';
import type { ScanProblemView } from '../../../shared/api';

const pagePickSchema = z.object({
  versions: z.array(z.number().int()).default([]),
  pages: z.number().int().default(0),
  pageCode: z
    .object({
      paperId: z.string().optional(),
      paperVersion: z.number().int(),
      page: z.number().int(),
    })
    .optional(),
});

/** 页码异常: the versions printed and their page count, and what the page code said if read. */
export function pagePick(problem: ScanProblemView) {
  const parsed = pagePickSchema.safeParse(problem.detail);
  return parsed.success ? parsed.data : { versions: [], pages: 0, pageCode: undefined };
}

/** 重复扫描 (and 考号 twice): the other page of the pair, null when the detail names none. */
export function otherPageId(problem: ScanProblemView): string | null {
  const other = problem.detail.otherPageId;
  return typeof other === 'string' && other ? other : null;
}

const questionSchema = z.object({
  questionId: z.string(),
  no: z.number().int(),
  status: z.string(),
  read: z.string(),
  reason: z.string(),
});

/** A question of a 客观题异常 as read. */
export type DoubtfulQuestion = z.infer<typeof questionSchema>;

/** 客观题异常: the questions to confirm (多涂, 空涂, uncertain), in number order. */
export function doubtfulQuestions(problem: ScanProblemView): DoubtfulQuestion[] {
  const parsed = z.array(questionSchema).safeParse(problem.detail.questions);
  return parsed.success ? [...parsed.data].sort((a, b) => a.no - b.no) : [];
}

/** Chinese names of objective statuses. */
export const OBJECTIVE_STATUS_LABEL: Record<string, string> = {
  answered: '已作答',
  blank: '空涂',
  multiple: '多涂',
  review: '无法确定',
  manual: '人工确认',
};

/** An answer typed by a person: capital option letters, no repeats, in order ("ca" → "AC"). */
export function normaliseAnswer(text: string): string {
  const letters = [...new Set(text.toUpperCase().replace(/[^A-Z]/g, ''))];
  return letters.sort().join('');
}
