import { describe, expect, it } from 'vitest';
import type { PainterFont } from './report-fonts';
import { fitText } from './grid-row';
import { wrapParts } from './slip-canvas';

/** Every character one em wide: widths are easy to work out by hand. */
const EM: PainterFont = {
  unitsPerEm: 1000,
  ascent: 1160,
  descent: -288,
  glyphForCodePoint: () => ({ advanceWidth: 1000 }),
};

describe('weak points wrapped between points', () => {
  it('keeps what fits on one line', () => {
    // 3 + 2 + 1 + 2 = 8 characters at 10 pt = 80 pt.
    expect(wrapParts(EM, '薄弱：', ['函数', '数列'], 10, 80, 2)).toEqual(['薄弱：函数、数列']);
  });

  it('breaks before the point that would overflow, never inside one', () => {
    // '薄弱：函数、数列、' is 9 characters = 90 pt; with 三角 it would be 110 pt.
    expect(wrapParts(EM, '薄弱：', ['函数', '数列', '三角'], 10, 90, 2)).toEqual([
      '薄弱：函数、数列、',
      '三角',
    ]);
  });

  it('puts the rest on the last allowed line', () => {
    expect(wrapParts(EM, 'W：', ['一二三', '四五六', '七八九'], 10, 60, 2)).toEqual([
      'W：一二三、',
      '四五六、七八九',
    ]);
  });
});

describe('cells fitted to their column', () => {
  it('shrinks text that is too wide, and cuts it with … below 4.5 pt', () => {
    expect(fitText(EM, '12', 8, 20)).toEqual({ text: '12', size: 8 });
    const shrunk = fitText(EM, '12.5', 8, 20);
    expect(shrunk.text).toBe('12.5');
    expect(shrunk.size).toBeCloseTo(4.95, 2); // 20 × 0.99 / 4 characters
    const cut = fitText(EM, '阿依古丽·买买提', 8, 20);
    expect(cut.size).toBe(4.5);
    expect(cut.text.endsWith('…')).toBe(true);
    expect(cut.text.length * 4.5).toBeLessThanOrEqual(20);
  });
});
