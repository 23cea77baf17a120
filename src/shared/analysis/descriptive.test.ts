import { describe, expect, it } from 'vitest';
import {
  boxStatsOf,
  meanOf,
  medianOf,
  momentsOf,
  quantileSorted,
  sdOf,
  varianceOf,
} from './descriptive';

describe('moments, mean and population standard deviation', () => {
  it('works out 2, 4, 4, 4, 5, 5, 7, 9 by hand: mean 5, variance 32/8 = 4, SD 2', () => {
    const m = momentsOf([2, 4, 4, 4, 5, 5, 7, 9]);
    expect(m).toEqual({ n: 8, sum: 40, sumSq: 232, min: 2, max: 9 });
    expect(meanOf(m)).toBe(5);
    // Σ(x − 5)² = 9 + 1 + 1 + 1 + 0 + 0 + 4 + 16 = 32; population: ÷ 8 (a sample SD would be √(32/7)).
    expect(varianceOf(m)).toBeCloseTo(4, 12);
    expect(sdOf(m)).toBeCloseTo(2, 12);
  });

  it('gives exactly 0 for equal values (a zero-variance question), however large', () => {
    const m = momentsOf([97.3, 97.3, 97.3]);
    expect(varianceOf(m)).toBe(0);
    expect(sdOf(m)).toBe(0);
  });

  it('gives a single value its own mean and SD 0', () => {
    const m = momentsOf([7.5]);
    expect(meanOf(m)).toBe(7.5);
    expect(sdOf(m)).toBe(0);
    expect(medianOf([7.5])).toBe(7.5);
  });

  it('has no mean, SD or median for no values (everyone 缺考)', () => {
    const m = momentsOf([]);
    expect(m.n).toBe(0);
    expect(meanOf(m)).toBeNull();
    expect(sdOf(m)).toBeNull();
    expect(medianOf([])).toBeNull();
    expect(boxStatsOf([])).toBeNull();
  });
});

describe('median and quartiles (linear interpolation, position (n − 1)·p)', () => {
  it('takes the middle value of an odd count and the mean of the two middles of an even count', () => {
    expect(medianOf([9, 1, 5])).toBe(5);
    expect(medianOf([1, 5, 7.5, 10])).toBe(6.25);
  });

  it('interpolates quartiles: 1, 5, 7.5, 7.5, 7.5, 10 → Q1 at 1.25 = 5.625, Q3 at 3.75 = 7.5', () => {
    expect(boxStatsOf([7.5, 1, 10, 5, 7.5, 7.5])).toEqual({
      min: 1,
      q1: 5.625,
      median: 7.5,
      q3: 7.5,
      max: 10,
    });
  });

  it('matches QUARTILE.INC on 1..10: Q1 = 3.25, Q3 = 7.75', () => {
    const s = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(quantileSorted(s, 0.25)).toBeCloseTo(3.25, 12);
    expect(quantileSorted(s, 0.75)).toBeCloseTo(7.75, 12);
    expect(quantileSorted(s, 0)).toBe(1);
    expect(quantileSorted(s, 1)).toBe(10);
  });
});
