import { z } from 'zod';

/** A 问题反馈 report with its answer. */
export const feedbackItem = z.object({
  id: z.string(),
  content: z.string(),
  page: z.string(),
  screenshots: z.array(z.object({ index: z.number().int(), name: z.string() })),
  status: z.enum(['open', 'answered']),
  answer: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answeredAt: z.string().nullable(),
  author: z.string(),
  createdAt: z.string(),
});
/** A 问题反馈 report. */
export type FeedbackItem = z.infer<typeof feedbackItem>;

/** PUT /feedback/{id}/answer. */
export const feedbackAnswerBody = z.object({
  answer: z.string().trim().min(1, '请输入答复').max(1000, '答复不能超过 1000 个字'),
});

/** Limits of a report: text length, screenshots and their size. */
export const FEEDBACK_LIMITS = { text: 1000, screenshots: 5, bytes: 5 * 1024 * 1024 } as const;
