import { describe, expect, it } from 'vitest';
import { buildQuestion, type PaperOption } from '../../../layout';
import { answerRuns, previewOptionsPerRow, textWidthEm } from './preview';

const options = (texts: string[]): PaperOption[] =>
  texts.map((v, i) => ({ label: 'ABCD'[i]!, content: [{ t: 'text', v }] }));

describe('preview helpers', () => {
  it('estimates text widths in em', () => {
    expect(textWidthEm([{ t: 'text', v: '一次函数' }])).toBe(4);
    expect(textWidthEm([{ t: 'text', v: 'ab' }])).toBeCloseTo(1.1);
    expect(textWidthEm([{ t: 'text', v: 'a' }, { t: 'br' }])).toBe(Number.POSITIVE_INFINITY);
  });

  it('lays options four, two or one to a row by their widths', () => {
    expect(previewOptionsPerRow(options(['1', '2', '3', '4']), 170)).toBe(4);
    const middling = options(['一'.repeat(12), '二', '三', '四']);
    expect(previewOptionsPerRow(middling, 170)).toBe(2);
    expect(previewOptionsPerRow(options(['长'.repeat(30), '短', '短', '短']), 170)).toBe(1);
  });

  it('shows the key of objective questions and the answers of the rest with their parts', () => {
    expect(answerRuns(buildQuestion('single', 1, { key: 'C' }))).toEqual([{ t: 'text', v: 'C' }]);
    expect(answerRuns(buildQuestion('judge', 2, { key: 'F' }))).toEqual([{ t: 'text', v: '×' }]);
    const solve = buildQuestion('solve', 3, {
      answer: [],
      parts: [
        { label: '(1)', score: 4, stem: [], answer: [{ t: 'text', v: 'x=1' }] },
        { label: '(2)', score: 4, stem: [], answer: [{ t: 'text', v: 'y=2' }] },
      ],
    });
    expect(answerRuns(solve).map((r) => (r.t === 'text' ? r.v : r.t))).toEqual([
      '(1)',
      'x=1',
      '　(2)',
      'y=2',
    ]);
  });
});
