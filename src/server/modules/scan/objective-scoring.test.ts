import { describe, expect, it } from 'vitest';
import { buildPaper, buildQuestion } from '../../../layout';
import { answerKeyOf, scoreAnswer, type KeyItem } from './objective-scoring';

const item = (overrides: Partial<KeyItem> = {}): KeyItem => ({
  questionId: 'q1',
  no: 1,
  kind: 'single',
  key: 'B',
  full: 3,
  multiple: false,
  ...overrides,
});

describe('objective scoring', () => {
  it('gives single choice and 判断 all or nothing; blank and 多涂 score nothing', () => {
    expect(scoreAnswer(item(), 'B', 0.5)).toBe(3);
    expect(scoreAnswer(item(), 'C', 0.5)).toBe(0);
    expect(scoreAnswer(item(), '', 0.5)).toBe(0);
    expect(scoreAnswer(item(), 'BC', 0.5)).toBe(0);
    const judge = item({ kind: 'judge', key: 'F', full: 2 });
    expect([scoreAnswer(judge, 'F', 0.5), scoreAnswer(judge, 'T', 0.5)]).toEqual([2, 0]);
  });

  it("scores a multi-select by the paper's rule: exact, partly right with nothing wrong, any wrong", () => {
    const multi = item({ kind: 'multi', key: 'ACD', full: 4, multiple: true });
    expect(scoreAnswer(multi, 'ACD', 0.5)).toBe(4);
    expect(scoreAnswer(multi, 'AC', 0.5)).toBe(2);
    expect(scoreAnswer(multi, 'A', 0.25)).toBe(1);
    expect(scoreAnswer(multi, 'AB', 0.5)).toBe(0);
    expect(scoreAnswer(multi, 'ABCD', 0.5)).toBe(0);
    expect(scoreAnswer(multi, '', 0.5)).toBe(0);
  });

  it('reads the key of a paper version: objective questions only, with the partial share', () => {
    const doc = buildPaper({
      counts: { single: 1, multi: 1, solve: 1 },
      settings: { card: { multiPartialShare: 0.4 } },
    });
    doc.sections[1]!.questions[0] = buildQuestion('multi', 2, { key: 'bd' });
    const key = answerKeyOf(doc);
    expect([...key.items.keys()]).toEqual(['q1', 'q2']);
    expect(key.items.get('q2')).toMatchObject({ key: 'BD', multiple: true, full: 4 });
    expect(key.partialShare).toBe(0.4);
  });
});
