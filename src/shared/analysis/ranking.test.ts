import { describe, expect, it } from 'vitest';
import { competitionRanks, rankChange, rankChanges } from './ranking';

describe('ranks with shared places', () => {
  it('gives ties the same place and skips the next: 100, 90, 90, 80 → 1, 2, 2, 4', () => {
    expect(competitionRanks([90, 100, 80, 90])).toEqual([2, 1, 4, 2]);
  });

  it('ranks three tied at the top 1, 1, 1 and the next 4', () => {
    expect(competitionRanks([7.5, 7.5, 3, 7.5])).toEqual([1, 1, 4, 1]);
  });

  it('gives 缺考 no rank and does not count them', () => {
    expect(competitionRanks([null, 50, null, 60])).toEqual([null, 2, null, 1]);
  });

  it('compares at 0.01 points, so 0.1 + 0.2 ties with 0.3', () => {
    expect(competitionRanks([0.1 + 0.2, 0.3, 0.31])).toEqual([2, 2, 1]);
  });

  it('ranks a single student first, and nobody when all are 缺考', () => {
    expect(competitionRanks([42])).toEqual([1]);
    expect(competitionRanks([null, null])).toEqual([null, null]);
  });
});

describe('进退步', () => {
  it('is earlier rank − current rank: from 10th to 4th is +6, from 3rd to 5th is −2', () => {
    expect(rankChange(4, 10)).toBe(6);
    expect(rankChange(5, 3)).toBe(-2);
    expect(rankChange(2, 2)).toBe(0);
  });

  it('is not computed when either exam was missed', () => {
    expect(rankChange(null, 3)).toBeNull();
    expect(rankChange(3, null)).toBeNull();
    const changes = rankChanges(
      new Map([
        ['a', 1],
        ['b', 2],
        ['c', null],
      ]),
      new Map([
        ['a', 2],
        ['c', 1],
      ]),
    );
    expect(Object.fromEntries(changes)).toEqual({ a: 1, b: null, c: null });
  });
});
