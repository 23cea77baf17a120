import { describe, expect, it } from 'vitest';
import { bandIndex, scoreBands } from './bands';
import { lineScores, meetsRate, rateCountsOf, ratesFromCounts } from './rates';
import { DEFAULT_ANALYSIS_SETTINGS, analysisSettingsSchema } from './settings';
import { summarize } from './summary';

const TOTALS = [100, 95, 90, 89.5, 72, 60, 59.5, 38, 0];

describe('分数段', () => {
  it('bands of 10 from the top: [90, 100] holds full marks, 89.5 falls in [80, 90)', () => {
    const bands = scoreBands(TOTALS, 100, 10);
    expect(bands).toHaveLength(10);
    expect(bands.slice(0, 4).map((b) => [b.label, b.count, b.cumCount])).toEqual([
      ['[90, 100]', 3, 3],
      ['[80, 90)', 1, 4],
      ['[70, 80)', 1, 5],
      ['[60, 70)', 1, 6],
    ]);
    // [50, 60) holds 59.5; [30, 40) holds 38; [0, 10) holds 0.
    expect(bands.map((b) => b.count)).toEqual([3, 1, 1, 1, 1, 0, 1, 0, 0, 1]);
    expect(bands[0]!.share).toBeCloseTo(3 / 9, 12);
    expect(bands[3]!.cumShare).toBeCloseTo(6 / 9, 12);
    expect(bands.at(-1)!.cumCount).toBe(9);
    expect(bands.at(-1)!.cumShare).toBe(1);
  });

  it('bands of 20 on full marks 150 end with [140, 150]; bands of 5 on 100 number 20', () => {
    const b20 = scoreBands([150, 140, 139.5, 0], 150, 20);
    expect(b20.map((b) => b.label).slice(0, 2)).toEqual(['[140, 150]', '[120, 140)']);
    expect(b20.map((b) => b.count)).toEqual([2, 1, 0, 0, 0, 0, 0, 1]);
    expect(scoreBands(TOTALS, 100, 5)).toHaveLength(20);
    expect(bandIndex(95, 100, 5)).toBe(19);
    expect(bandIndex(94.5, 100, 5)).toBe(18);
  });

  it('has counts of 0 and no shares when nobody sat the paper', () => {
    const bands = scoreBands([], 100, 20);
    expect(bands.every((b) => b.count === 0 && b.share === null && b.cumShare === null)).toBe(true);
  });
});

describe('四率', () => {
  it('puts the default lines at 85 / 70 / 60 / 40 % of full marks, at 0.01 points', () => {
    expect(lineScores(150, DEFAULT_ANALYSIS_SETTINGS.lines)).toEqual({
      excellent: 127.5,
      good: 105,
      pass: 90,
      low: 60,
    });
  });

  it('counts ≥ line for 优秀/良好/及格 (cumulative) and < line for 低分', () => {
    const lines = lineScores(100, DEFAULT_ANALYSIS_SETTINGS.lines);
    expect(meetsRate('excellent', 85, lines.excellent)).toBe(true);
    expect(meetsRate('excellent', 84.5, lines.excellent)).toBe(false);
    expect(meetsRate('low', 40, lines.low)).toBe(false);
    expect(meetsRate('low', 39.5, lines.low)).toBe(true);
    // ≥85: 100 95 90 89.5 → 4; ≥70: +72 → 5; ≥60: +60 → 6; <40: 38, 0 → 2.
    const counts = rateCountsOf(TOTALS, lines);
    expect(counts).toEqual({ excellent: 4, good: 5, pass: 6, low: 2 });
    const rates = ratesFromCounts(counts, 9);
    expect(rates.pass.share).toBeCloseTo(6 / 9, 12);
    expect(ratesFromCounts(counts, 0).pass.share).toBeNull();
  });

  it('follows a school that uses 90 / 80 / 60 / 30', () => {
    const lines = lineScores(100, { excellent: 0.9, good: 0.8, pass: 0.6, low: 0.3 });
    expect(rateCountsOf(TOTALS, lines)).toEqual({ excellent: 3, good: 4, pass: 6, low: 1 });
  });

  it('summarises a group: 缺考 counted apart, in no figure', () => {
    const s = summarize([80, 60], 3, 100, DEFAULT_ANALYSIS_SETTINGS.lines);
    expect(s).toMatchObject({ participants: 2, absent: 3, mean: 70, max: 80, min: 60, sd: 10 });
    expect(s.median).toBe(70);
    expect(s.scoreRate).toBe(0.7);
    expect(s.rates.good).toEqual({ count: 1, share: 0.5 });
  });
});

describe('settings', () => {
  it('accepts the defaults and refuses lines out of order or a band width of 7', () => {
    expect(analysisSettingsSchema.safeParse(DEFAULT_ANALYSIS_SETTINGS).success).toBe(true);
    const bad = analysisSettingsSchema.safeParse({
      ...DEFAULT_ANALYSIS_SETTINGS,
      lines: { excellent: 0.6, good: 0.7, pass: 0.5, low: 0.4 },
    });
    expect(bad.error?.issues[0]?.message).toBe('分数线须满足：优秀 > 良好 > 及格 > 低分');
    expect(
      analysisSettingsSchema.safeParse({ ...DEFAULT_ANALYSIS_SETTINGS, bandWidth: 7 }).success,
    ).toBe(false);
  });
});
