import { describe, expect, it } from 'vitest';
import { buildSections } from '../testing/paper.factory';
import { chineseNumeral } from './numerals';
import { optionsPerRow } from './options.rows';
import { pageNumberText } from './page-numbers.stage';
import { sectionHeading, sectionName } from './section.blocks';

describe('paper numbering', () => {
  it('writes 大题 numbers as Chinese numerals', () => {
    expect([1, 2, 9, 10, 11, 19, 20, 21, 35, 99].map(chineseNumeral)).toEqual([
      '一',
      '二',
      '九',
      '十',
      '十一',
      '十九',
      '二十',
      '二十一',
      '三十五',
      '九十九',
    ]);
  });

  it('heads a 大题 with its numeral, count and marks whether its title is bare or full', () => {
    const [section] = buildSections({ single: 6 });
    if (!section) throw new Error('no section');
    const marks = section.questions.reduce((s, q) => s + q.score, 0);
    expect(sectionName(section)).toBe('选择题');
    expect(sectionHeading(section, 0)).toBe(`一、选择题（共6题，共${marks}分）`);
    expect(sectionHeading({ ...section, title: '选择题' }, 11)).toBe(
      `十二、选择题（共6题，共${marks}分）`,
    );
    expect(sectionName({ ...section, title: '' })).toBe('选择题');
  });

  it('chooses four options a row, two by two or one per line from their widths', () => {
    expect(optionsPerRow([10, 12, 9, 11], 160, 5)).toBe(4);
    expect(optionsPerRow([10, 50, 9, 11], 160, 5)).toBe(2);
    expect(optionsPerRow([10, 90, 9, 11], 160, 5)).toBe(1);
    expect(optionsPerRow([10, 12, 9], 160, 5)).toBe(3);
    expect(optionsPerRow([10, 12, 9, 11, 8, 7], 160, 5)).toBe(4);
  });

  it('numbers pages as 第 X 页 共 Y 页', () => {
    expect(pageNumberText(2, 4)).toBe('第 2 页 共 4 页');
  });
});
