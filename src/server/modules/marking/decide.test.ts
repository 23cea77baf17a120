import { describe, expect, it } from 'vitest';
import { roundToStep, scoreProblem } from '../../../shared/marking';
import { decide, type DecideRule } from './decide';

const rule = (over: Partial<DecideRule> = {}): DecideRule => ({
  mode: 'double',
  step: 1,
  tolerance: 2,
  combine: 'mean',
  ...over,
});
const r = (round: number, ...scores: number[]) => ({ round, scores });

describe('roundToStep', () => {
  it('rounds halves up to the step', () => {
    expect(roundToStep(7.5, 1)).toBe(8);
    expect(roundToStep(7.49, 1)).toBe(7);
    expect(roundToStep(7.25, 0.5)).toBe(7.5);
    expect(roundToStep(7.75, 0.5)).toBe(8);
    expect(roundToStep(7.2, 0.5)).toBe(7);
    expect(roundToStep(0, 0.5)).toBe(0);
  });
});

describe('decide', () => {
  it('单评 takes the one score, and waits for it', () => {
    expect(decide(rule({ mode: 'single' }), [])).toEqual({ kind: 'need', rounds: [1] });
    expect(decide(rule({ mode: 'single' }), [r(1, 5)])).toEqual({
      kind: 'final',
      scores: [5],
      via: 'single',
    });
  });

  it('双评 waits for both markers', () => {
    expect(decide(rule(), [])).toEqual({ kind: 'need', rounds: [1, 2] });
    expect(decide(rule(), [r(2, 4)])).toEqual({ kind: 'need', rounds: [1] });
  });

  it('within the tolerance averages, rounded to the step (halves up)', () => {
    expect(decide(rule(), [r(1, 7), r(2, 8)])).toMatchObject({
      kind: 'final',
      scores: [8],
      via: 'mean',
    });
    expect(decide(rule({ step: 0.5 }), [r(1, 7), r(2, 8)])).toMatchObject({ scores: [7.5] });
    expect(decide(rule({ step: 0.5 }), [r(1, 7.5), r(2, 8)])).toMatchObject({ scores: [8] });
    expect(decide(rule({ step: 0.5 }), [r(1, 7), r(2, 7.5)])).toMatchObject({ scores: [7.5] });
  });

  it('exactly at the tolerance still agrees; just beyond goes to 仲裁', () => {
    expect(decide(rule(), [r(1, 7), r(2, 9)])).toMatchObject({ kind: 'final', scores: [8] });
    expect(decide(rule(), [r(1, 7), r(2, 10)])).toEqual({ kind: 'need', rounds: [3] });
    expect(decide(rule({ tolerance: 1.5, step: 0.5 }), [r(1, 6), r(2, 7.5)])).toMatchObject({
      kind: 'final',
      scores: [7],
    });
    expect(decide(rule({ tolerance: 1.5, step: 0.5 }), [r(1, 6), r(2, 8)])).toEqual({
      kind: 'need',
      rounds: [3],
    });
    expect(decide(rule({ tolerance: 0 }), [r(1, 6), r(2, 6)])).toMatchObject({
      kind: 'final',
      scores: [6],
    });
    expect(decide(rule({ tolerance: 0 }), [r(1, 6), r(2, 6.5)])).toEqual({
      kind: 'need',
      rounds: [3],
    });
  });

  it('combines by the higher, the lower or the first marker when set', () => {
    const two = [r(1, 3, 4), r(2, 4, 5)];
    expect(decide(rule({ combine: 'max' }), two)).toMatchObject({ scores: [4, 5], via: 'max' });
    expect(decide(rule({ combine: 'min' }), two)).toMatchObject({ scores: [3, 4], via: 'min' });
    expect(decide(rule({ combine: 'first' }), [r(2, 4, 5), r(1, 3, 4)])).toMatchObject({
      scores: [3, 4],
    });
  });

  it('applies the tolerance to every field of a merged block', () => {
    expect(decide(rule(), [r(1, 3, 0), r(2, 0, 3)])).toEqual({ kind: 'need', rounds: [3] });
    expect(decide(rule(), [r(1, 3, 1), r(2, 2, 2)])).toMatchObject({
      kind: 'final',
      scores: [3, 2],
    });
  });

  it('仲裁 within the tolerance of one of the two: the mean of that pair', () => {
    expect(decide(rule(), [r(1, 4), r(2, 8), r(3, 7)])).toMatchObject({
      kind: 'final',
      scores: [8],
      via: 'arbitration',
    });
    expect(decide(rule(), [r(1, 4), r(2, 8), r(3, 5)])).toMatchObject({ scores: [5] });
    // Exactly at the tolerance of both: the closer pair; on a tie the higher mean.
    expect(decide(rule(), [r(1, 4), r(2, 8), r(3, 6)])).toMatchObject({ scores: [7] });
    expect(decide(rule({ step: 0.5 }), [r(1, 4), r(2, 9), r(3, 7.5)])).toMatchObject({
      scores: [8.5],
    });
    expect(decide(rule({ step: 0.5 }), [r(1, 4), r(2, 9), r(3, 6.5)])).toEqual({
      kind: 'need',
      rounds: [4],
    });
  });

  it('仲裁 beyond the tolerance of both goes to the 题组长, whose ruling is final', () => {
    expect(decide(rule(), [r(1, 2), r(2, 9), r(3, 5.5)])).toEqual({ kind: 'need', rounds: [4] });
    expect(decide(rule(), [r(1, 2), r(2, 9), r(3, 5.5), r(4, 6)])).toEqual({
      kind: 'final',
      scores: [6],
      via: 'leader',
    });
  });

  it('a 回评 change that brings the two together settles without 仲裁', () => {
    expect(decide(rule(), [r(1, 8), r(2, 8), r(3, 1)])).toMatchObject({
      kind: 'final',
      via: 'mean',
      scores: [8],
    });
  });
});

describe('scoreProblem', () => {
  const fields = [{ label: '第6题', full: 12 }];
  it('refuses scores over full marks, negative or off the step', () => {
    expect(scoreProblem(fields, 1, [12])).toBeNull();
    expect(scoreProblem(fields, 1, [13])).toBe('第6题的得分不能超过满分 12 分');
    expect(scoreProblem(fields, 1, [-1])).toBe('第6题的得分不能为负');
    expect(scoreProblem(fields, 1, [6.5])).toBe('第6题的得分须按 1 分的步长给出');
    expect(scoreProblem(fields, 0.5, [6.5])).toBeNull();
    expect(scoreProblem(fields, 0.5, [6.25])).toBe('第6题的得分须按 0.5 分的步长给出');
    expect(scoreProblem(fields, 1, [null])).toBe('请为第6题给分');
    expect(scoreProblem(fields, 1, [])).toBe('请为每一小题给分');
  });
});
