import { describe, expect, it } from 'vitest';
import { cjkBreaks } from './cjk-breaks';

describe('cjkBreaks (react-pdf hyphenation callback)', () => {
  it('puts a zero-width break ("") between Chinese characters', () => {
    expect(cjkBreaks('得分率')).toEqual(['得', '', '分', '', '率']);
  });

  it('keeps Latin runs and numbers whole and breaks at their edges with CJK', () => {
    expect(cjkBreaks('约35%的学生')).toEqual(['约', '', '35%', '', '的', '', '学', '', '生']);
    expect(cjkBreaks('Cronbach')).toEqual(['Cronbach']);
  });

  it('never starts a line with closing punctuation nor ends one with opening punctuation', () => {
    expect(cjkBreaks('张三，李四。')).toEqual(['张', '', '三，', '', '李', '', '四。']);
    expect(cjkBreaks('（优秀）')).toEqual(['（优', '', '秀）']);
  });

  it('returns the word unchanged when joined (react-pdf relies on the lengths)', () => {
    const word = '区分度D=(前27%平均分−后27%平均分)÷满分，「越大越好」';
    expect(cjkBreaks(word).join('')).toBe(word);
  });
});
