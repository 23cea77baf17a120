import { describe, expect, it } from 'vitest';
import { decideChoice, decideMark, type OptionReading } from './decide';
import { decideExamNo } from './exam-no';

/** Options from scores (spread defaults to an even fill). */
const buildOptions = (
  scores: number[],
  spreads: number[] = [],
  values = 'ABCDEFG',
): OptionReading[] =>
  scores.map((score, i) => ({ value: values[i]!, score, spread: spreads[i] ?? 0.03 }));

/** One option with score, spread and profile. */
const reading = (value: string, score: number, spread = 0.03, profile = 0.01): OptionReading => ({
  value,
  score,
  spread,
  profile,
});

describe('decideChoice', () => {
  it('reads a bubble filled solidly over part of it (a half fill), but not a tick or a cross', () => {
    const half = reading('B', 0.47, 0.38, 0.37);
    const blank = (v: string) => reading(v, 0.02);
    expect(decideChoice([blank('A'), half, blank('C'), blank('D')], false)).toMatchObject({
      status: 'answered',
      selected: ['B'],
      review: false,
      reason: '只涂了一部分，但涂得实，按已涂判读',
    });
    const cross = reading('B', 0.45, 0.38, 0.17);
    const tick = reading('B', 0.3, 0.35, 0.1);
    for (const mark of [cross, tick])
      expect(decideChoice([blank('A'), mark, blank('C'), blank('D')], false).review).toBe(true);
    expect(decideChoice([half, reading('C', 0.5, 0.37, 0.36)], false).status).toBe('multiple');
    expect(decideChoice([reading('A', 0.82), half, blank('C')], true)).toMatchObject({
      status: 'answered',
      selected: ['A', 'B'],
      reason: '选项B只涂了一部分，但涂得实，按已涂判读',
    });
    expect(decideChoice([reading('A', 0.82), cross, blank('C')], true).review).toBe(true);
  });

  it('reads one clear fill and a blank question', () => {
    expect(decideChoice(buildOptions([0.05, 0.85, 0.06, 0.05]), false)).toMatchObject({
      status: 'answered',
      selected: ['B'],
      review: false,
    });
    expect(decideChoice(buildOptions([0.05, 0.04, 0.06, 0.05]), false)).toMatchObject({
      status: 'blank',
      selected: [],
      review: false,
    });
  });

  it('subtracts the question baseline, so black printed letters do not count as marks', () => {
    const d = decideChoice(buildOptions([0.18, 0.19, 0.85, 0.18], [0.3, 0.3, 0.3, 0.3]), false);
    expect(d).toMatchObject({ status: 'answered', selected: ['C'] });
    expect(
      decideChoice(buildOptions([0.18, 0.19, 0.2, 0.18], [0.3, 0.3, 0.3, 0.3]), false).status,
    ).toBe('blank');
  });

  it('flags 多涂 on single choice and 判断, never picking one', () => {
    expect(decideChoice(buildOptions([0.8, 0.05, 0.75, 0.05]), false)).toMatchObject({
      status: 'multiple',
      selected: ['A', 'C'],
      review: true,
      reason: '多涂：A、C',
    });
    expect(decideChoice(buildOptions([0.7, 0.8], [], 'TF'), false)).toMatchObject({
      status: 'multiple',
      review: true,
    });
  });

  it('reads a light writer by the gap and sends an uneven light mark to review', () => {
    expect(decideChoice(buildOptions([0.02, 0.38, 0.03, 0.02]), false)).toMatchObject({
      status: 'answered',
      selected: ['B'],
    });
    expect(decideChoice(buildOptions([0.02, 0.38, 0.03, 0.02], [0, 0.4]), false)).toMatchObject({
      status: 'review',
      selected: ['B'],
    });
    expect(decideChoice(buildOptions([0.02, 0.38, 0.3, 0.02]), false).status).toBe('review');
  });

  it('accepts the darkest over an erasure only with a clear margin', () => {
    expect(decideChoice(buildOptions([0.15, 0.02, 0.85, 0.02]), false)).toMatchObject({
      status: 'answered',
      selected: ['C'],
    });
    expect(decideChoice(buildOptions([0.4, 0.02, 0.85, 0.02]), false)).toMatchObject({
      status: 'answered',
      selected: ['C'],
    });
    expect(decideChoice(buildOptions([0.45, 0.02, 0.6, 0.02]), false)).toMatchObject({
      status: 'review',
      selected: ['A', 'C'],
    });
  });

  it('reads a multi-select as the set of filled options and reviews any in-between option', () => {
    expect(decideChoice(buildOptions([0.8, 0.03, 0.82, 0.85]), true)).toMatchObject({
      status: 'answered',
      selected: ['A', 'C', 'D'],
    });
    expect(decideChoice(buildOptions([0.8, 0.35, 0.82, 0.03]), true)).toMatchObject({
      status: 'review',
      selected: ['A', 'C'],
    });
    expect(decideChoice(buildOptions([0.36, 0.03, 0.37, 0.03]), true)).toMatchObject({
      status: 'answered',
      selected: ['A', 'C'],
    });
    expect(decideChoice(buildOptions([0.03, 0.03, 0.03, 0.03]), true).status).toBe('blank');
  });

  it('treats a lone erasure as blank and a lone tick as review', () => {
    expect(decideChoice(buildOptions([0.16, 0.02, 0.02, 0.02]), false).status).toBe('blank');
    expect(decideChoice(buildOptions([0.2, 0.02, 0.02, 0.02], [0.35]), false)).toMatchObject({
      status: 'review',
      selected: ['A'],
    });
  });
});

describe('decideMark', () => {
  it('reads the 缺考 bubble in three bands', () => {
    expect(decideMark(0.8).status).toBe('answered');
    expect(decideMark(0.1).status).toBe('blank');
    expect(decideMark(0.35)).toMatchObject({ status: 'review', review: true });
  });
});

describe('decideExamNo', () => {
  const column = (digit: number | number[], light = false): OptionReading[] =>
    buildOptions(
      Array.from({ length: 10 }, (_, v) =>
        [digit].flat().includes(v) ? (light ? 0.35 : 0.85) : 0.03,
      ),
      [],
      '0123456789',
    );

  it('reads one digit per column', () => {
    expect(decideExamNo([column(2), column(0), column(7), column(9, true)])).toMatchObject({
      examNo: '2079',
      partial: '2079',
    });
  });

  it('names blank and 多涂 columns and gives no number', () => {
    const r = decideExamNo([column(2), column([]), column([3, 5]), column(1)]);
    expect(r).toMatchObject({
      examNo: null,
      partial: '2??1',
      reason: '考号第 2 位未填涂，第 3 位多涂',
    });
  });
});
