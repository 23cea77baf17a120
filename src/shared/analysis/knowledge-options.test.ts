import { describe, expect, it } from 'vitest';
import { FIXTURE_QUESTIONS, FIXTURE_STUDENTS, buildQuestion } from './analysis.fixture';
import { kindRates, knowledgeRates, normalisedWeights, weakestKnowledge } from './knowledge';
import { normaliseAnswer, optionDistribution } from './options';
import { participantsOf } from './results';

const present = participantsOf(FIXTURE_STUDENTS);
const student = (id: string) => FIXTURE_STUDENTS.find((s) => s.id === id)!;

describe('得分率 by 知识点 (weighted) and by 题型', () => {
  it('splits q2 half to 函数 and half to 数列', () => {
    // 函数: q1 (weight 1) got 8 of 2×6, q2 (½) got ½·10.5 of ½·3×6 → 13.25 / 21.
    // 数列: q2 (½) got 5.25 of 9, q3 (1) got 20 of 5×6 → 25.25 / 39.
    const [fn, seq] = knowledgeRates(FIXTURE_QUESTIONS, present);
    expect(fn).toMatchObject({ key: 'k1', name: '函数', got: 13.25, possible: 21 });
    expect(fn!.rate).toBeCloseTo(13.25 / 21, 12);
    expect(seq).toMatchObject({ key: 'k2', got: 25.25, possible: 39 });
    expect(seq!.rate).toBeCloseTo(25.25 / 39, 12);
  });

  it('normalises weights to sum 1, and shares equally when they sum to 0', () => {
    const q = buildQuestion({
      knowledge: [
        { id: 'a', name: 'A', weight: 3 },
        { id: 'b', name: 'B', weight: 1 },
      ],
    });
    expect(normalisedWeights(q).map((k) => k.w)).toEqual([0.75, 0.25]);
    const zero = buildQuestion({
      knowledge: [
        { id: 'a', name: 'A', weight: 0 },
        { id: 'b', name: 'B', weight: 0 },
      ],
    });
    expect(normalisedWeights(zero).map((k) => k.w)).toEqual([0.5, 0.5]);
  });

  it('gives each 题型 its marks over n × full: 单选 8/12, 多选 10.5/18, 解答 20/30', () => {
    const rates = kindRates(FIXTURE_QUESTIONS, present);
    expect(rates.map((r) => [r.name, r.got, r.possible])).toEqual([
      ['单选', 8, 12],
      ['多选', 10.5, 18],
      ['解答', 20, 30],
    ]);
  });

  it("picks a student's weakest points, below 100% only", () => {
    // 乙: 函数 (2 + ½·1.5) / (2 + ½·3) = 2.75/3.5; 数列 (0.75 + 4) / (1.5 + 5) = 4.75/6.5.
    const rates = knowledgeRates(FIXTURE_QUESTIONS, [student('s2')]);
    const weak = weakestKnowledge(rates, 3);
    expect(weak.map((r) => r.name)).toEqual(['数列', '函数']);
    expect(weak[0]!.rate).toBeCloseTo(4.75 / 6.5, 12);
    expect(weakestKnowledge(knowledgeRates(FIXTURE_QUESTIONS, [student('s1')]))).toEqual([]);
    expect(weakestKnowledge(rates, 1)).toHaveLength(1);
  });

  it('has no rate when nobody sat the paper', () => {
    expect(knowledgeRates(FIXTURE_QUESTIONS, []).every((r) => r.rate === null)).toBe(true);
  });
});

describe('选项分布', () => {
  it('counts each answer of a single choice with the right one marked and who chose the wrong ones', () => {
    const d = optionDistribution(FIXTURE_QUESTIONS[0]!, 0, present);
    expect(d.key).toBe('A');
    expect(d.answers.map((a) => [a.answer, a.count, a.right, a.studentIds])).toEqual([
      ['A', 4, true, ['s1', 's2', 's5', 's7']],
      ['B', 1, false, ['s3']],
      ['', 1, false, ['s6']],
    ]);
    expect(d.answers[0]!.share).toBeCloseTo(4 / 6, 12);
    expect(d.options.map((o) => [o.option, o.count, o.right])).toEqual([
      ['A', 4, true],
      ['B', 1, false],
      ['C', 0, false],
      ['D', 0, false],
    ]);
  });

  it('counts multi-select answers whole ("ca" is AC) and per letter', () => {
    const d = optionDistribution(FIXTURE_QUESTIONS[1]!, 1, present);
    expect(d.answers.map((a) => [a.answer, a.count, a.right])).toEqual([
      ['A', 1, false],
      ['AB', 1, false],
      ['AC', 3, true],
      ['D', 1, false],
    ]);
    // A: 3 (AC) + 1 (A) + 1 (AB); B: 1; C: 3; D: 1.
    expect(d.options.map((o) => o.count)).toEqual([5, 1, 3, 1]);
    expect(d.options.map((o) => o.right)).toEqual([true, false, true, false]);
  });

  it('counts students without read answers apart', () => {
    const d = optionDistribution(FIXTURE_QUESTIONS[0]!, 0, [
      { ...present[0]!, answers: undefined },
    ]);
    expect(d.unread).toBe(1);
    expect(d.answers).toEqual([]);
    expect(normaliseAnswer(' c,a ')).toBe('AC');
  });
});
