import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE } from '../../../shared/api/rehearse';
import { addDays, afterPractice, firstReview, isWrong } from './rehearse-schedule';

const s = { wrongLine: 1, clearAfter: 1, schedule: DEFAULT_SCHEDULE };

describe('错题重练 schedule', () => {
  it('counts a score as wrong below the line × full marks', () => {
    expect(isWrong(11, 12, s)).toBe(true);
    expect(isWrong(12, 12, s)).toBe(false);
    expect(isWrong(9, 12, { wrongLine: 0.75 })).toBe(false);
    expect(isWrong(8.5, 12, { wrongLine: 0.75 })).toBe(true);
  });

  it('reviews 1, 2, 4, 7, 15, 30 days on while answered right, and again from 1 when wrong', () => {
    expect(firstReview('2026-09-01', s)).toEqual({ reviewStep: 0, nextReviewAt: '2026-09-02' });
    const keep = { ...s, clearAfter: 99 };
    let e = { rightCount: 0, reviewStep: 0 };
    const due: string[] = [];
    let day = '2026-09-02';
    for (let i = 0; i < 6; i++) {
      const next = afterPractice(e, true, day, keep);
      due.push(next.nextReviewAt);
      e = next;
      day = next.nextReviewAt;
    }
    expect(due).toEqual([
      '2026-09-04',
      '2026-09-08',
      '2026-09-15',
      '2026-09-30',
      '2026-10-30',
      '2026-11-29',
    ]);
    const wrong = afterPractice(e, false, '2026-12-01', keep);
    expect([wrong.reviewStep, wrong.nextReviewAt, wrong.status]).toEqual([0, '2026-12-02', 'open']);
  });

  it('clears after the set number of right answers', () => {
    const two = { ...s, clearAfter: 2 };
    const once = afterPractice({ rightCount: 0, reviewStep: 0 }, true, '2026-09-02', two);
    expect(once.status).toBe('open');
    const twice = afterPractice(once, true, '2026-09-04', two);
    expect([twice.status, twice.clearedAt]).toEqual(['cleared', '2026-09-04']);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
