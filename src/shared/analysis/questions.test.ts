import { describe, expect, it } from 'vitest';
import {
  FIXTURE_QUESTIONS,
  FIXTURE_STUDENTS,
  buildQuestion,
  buildStudent,
} from './analysis.fixture';
import { momentsOf } from './descriptive';
import {
  alphaOf,
  cronbachAlpha,
  difficultyLevel,
  discrimination,
  discriminationLevel,
  questionStats,
} from './questions';
import { participantsOf } from './results';

const present = participantsOf(FIXTURE_STUDENTS);

describe('得分率 / 难度 P = mean / full', () => {
  it('works the fixture out by hand (6 participants, 丁 缺考 left out)', () => {
    const [q1, q2, q3] = questionStats(FIXTURE_QUESTIONS, present);
    // q1 (2 marks): 2 2 0 2 0 2 → mean 8/6, P = 8/12; variance 16/6 − (4/3)² = 8/9.
    expect(q1).toMatchObject({ participants: 6, fullCount: 4, zeroCount: 2 });
    expect(q1!.mean).toBeCloseTo(4 / 3, 12);
    expect(q1!.scoreRate).toBeCloseTo(2 / 3, 12);
    expect(q1!.sd).toBeCloseTo(Math.sqrt(8 / 9), 12);
    // q2 (3 marks): 3 1.5 3 0 0 3 → mean 1.75, P = 1.75 / 3; variance 29.25/6 − 1.75² = 1.8125.
    expect(q2!.mean).toBeCloseTo(1.75, 12);
    expect(q2!.scoreRate).toBeCloseTo(1.75 / 3, 12);
    expect(q2!.sd).toBeCloseTo(Math.sqrt(1.8125), 12);
    expect(q2).toMatchObject({ fullCount: 3, zeroCount: 2 });
    // q3 (5 marks): 5 4 4.5 3 1 2.5 → mean 20/6, P = 20/30; variance 77.5/6 − (10/3)² = 65/36.
    expect(q3!.scoreRate).toBeCloseTo(2 / 3, 12);
    expect(q3!.sd).toBeCloseTo(Math.sqrt(65 / 36), 12);
    expect(q3).toMatchObject({ fullCount: 1, zeroCount: 0 });
  });

  it('names the level: P 0.7 容易, 0.4 中等, 0.39 较难; D 0.4 很好, 0.3 良好, 0.2 尚可, 0.19 较差', () => {
    expect([0.7, 0.4, 0.39].map(difficultyLevel)).toEqual(['容易', '中等', '较难']);
    expect([0.4, 0.3, 0.2, 0.19].map(discriminationLevel)).toEqual([
      '很好',
      '良好',
      '尚可',
      '较差',
    ]);
    expect(difficultyLevel(null)).toBeNull();
  });
});

describe('区分度 D by the top and bottom 27%', () => {
  it('takes round(0.27 × 6) = 2 students per group (ties at 7.5 in the order given)', () => {
    // By total: 甲 10, 乙 7.5, 丙 7.5, 庚 7.5, 戊 5, 己 1 → top 甲 乙, bottom 戊 己.
    const [q1, q2, q3] = questionStats(FIXTURE_QUESTIONS, present);
    expect(q1!.discrimination).toBeCloseTo((2 - 1) / 2, 12); // top (2+2)/2, bottom (2+0)/2
    expect(q2!.discrimination).toBeCloseTo(2.25 / 3, 12); // top (3+1.5)/2, bottom 0
    expect(q3!.discrimination).toBeCloseTo((4.5 - 2) / 5, 12); // top (5+4)/2, bottom (3+1)/2
  });

  it('is negative when the weak students do better on the item', () => {
    expect(discrimination([0, 0, 4, 4], [90, 80, 20, 10], 4)).toBe(-1);
  });

  it('groups 14 of 50 (0.27 × 50 = 13.5 rounds to 14)', () => {
    const totals = Array.from({ length: 50 }, (_, i) => 50 - i);
    const item = totals.map((_, i) => (i < 14 ? 1 : 0));
    expect(discrimination(item, totals, 1)).toBe(1);
    const item13 = totals.map((_, i) => (i < 13 ? 1 : 0));
    expect(discrimination(item13, totals, 1)).toBeCloseTo(13 / 14, 12);
  });

  it('is not computed for a single student', () => {
    expect(discrimination([3], [3], 5)).toBeNull();
  });
});

describe('zero-variance question', () => {
  const qs = [buildQuestion({ id: 'a', full: 2 }), buildQuestion({ id: 'b', full: 4 })];
  const students = [
    buildStudent({ id: 'x', scores: [2, 4] }),
    buildStudent({ id: 'y', scores: [2, 1] }),
    buildStudent({ id: 'z', scores: [2, 0] }),
  ];

  it('has SD exactly 0, P = 1 and D = 0 when everyone has full marks', () => {
    const [a] = questionStats(qs, students);
    expect(a).toMatchObject({ sd: 0, scoreRate: 1, discrimination: 0, fullCount: 3 });
  });

  it('adds nothing to Σ s_i² in α: k = 2, s_b² = s_t² → α = 2 × (1 − 1) = 0', () => {
    expect(alphaOf(qs, students)).toBeCloseTo(0, 12);
  });
});

describe("Cronbach's α", () => {
  it('is k/(k−1)·(1 − Σ s_i² / s_t²): the fixture gives 1.5 × (1 − (8/9 + 1.8125 + 65/36) / (1145/144)) = 744/1145', () => {
    expect(alphaOf(FIXTURE_QUESTIONS, present)).toBeCloseTo(744 / 1145, 12);
  });

  it('is 1 for two items that always agree', () => {
    const items = [momentsOf([1, 2, 3]), momentsOf([1, 2, 3])];
    expect(cronbachAlpha(items, momentsOf([2, 4, 6]))).toBeCloseTo(1, 12);
  });

  it('is not computed for one item, one student or no spread of totals', () => {
    expect(cronbachAlpha([momentsOf([1, 2])], momentsOf([1, 2]))).toBeNull();
    expect(cronbachAlpha([momentsOf([1]), momentsOf([2])], momentsOf([3]))).toBeNull();
    expect(cronbachAlpha([momentsOf([1, 1]), momentsOf([2, 2])], momentsOf([3, 3]))).toBeNull();
  });
});
