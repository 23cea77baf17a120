import type { RehearseSettings } from '../../../shared/api/rehearse';

const DAY = 86_400_000;

/** The date (YYYY-MM-DD, UTC) of an instant. */
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** A date plus a number of days. */
export const addDays = (day: string, days: number): string =>
  dayOf(Date.parse(`${day}T00:00:00Z`) + days * DAY);

/** Whether a score counts as wrong under the school's line (below wrongLine × full). */
export const isWrong = (score: number, full: number, s: Pick<RehearseSettings, 'wrongLine'>) =>
  score < s.wrongLine * full - 1e-9;

/** Interval of a schedule step; past the end the last interval repeats. */
const interval = (s: Pick<RehearseSettings, 'schedule'>, step: number) =>
  s.schedule[Math.min(step, s.schedule.length - 1)] ?? 1;

/** The review state of a newly collected wrong question. */
export const firstReview = (wrongAt: string, s: Pick<RehearseSettings, 'schedule'>) => ({
  reviewStep: 0,
  nextReviewAt: addDays(wrongAt, interval(s, 0)),
});

/** The state of an entry after one practice: right moves on (or clears), wrong starts again. */
export function afterPractice(
  e: { rightCount: number; reviewStep: number },
  right: boolean,
  today: string,
  s: Pick<RehearseSettings, 'schedule' | 'clearAfter'>,
) {
  if (!right)
    return {
      status: 'open' as const,
      rightCount: e.rightCount,
      reviewStep: 0,
      nextReviewAt: addDays(today, interval(s, 0)),
      clearedAt: null,
    };
  const rightCount = e.rightCount + 1;
  const reviewStep = e.reviewStep + 1;
  const cleared = rightCount >= s.clearAfter;
  return {
    status: cleared ? ('cleared' as const) : ('open' as const),
    rightCount,
    reviewStep,
    nextReviewAt: addDays(today, interval(s, reviewStep)),
    clearedAt: cleared ? today : null,
  };
}
