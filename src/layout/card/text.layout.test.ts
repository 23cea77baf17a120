import { describe, expect, it } from 'vitest';
import { layoutText, textWidth, wrapText } from './text.layout';

describe('text layout', () => {
  it('counts CJK as 1 em and Latin as about half', () => {
    expect(textWidth('答题卡', 4)).toBe(12);
    expect(textWidth('ab', 4)).toBeCloseTo(4.4, 6);
  });

  it('wraps at the width and keeps paragraphs', () => {
    expect(wrapText('一二三四五六七', 9, 3)).toEqual(['一二三', '四五六', '七']);
    expect(wrapText('甲\n乙丙', 30, 3)).toEqual(['甲', '乙丙']);
  });

  it('makes the block as tall as its lines', () => {
    const el = layoutText({
      role: 'notice',
      x: 1,
      y: 2,
      w: 9,
      text: '一二三四',
      style: { fontSize: 3, lineHeight: 4.5 },
    });
    expect(el.content).toBe('一二三\n四');
    expect(el.rect).toEqual({ x: 1, y: 2, w: 9, h: 9 });
  });
});
