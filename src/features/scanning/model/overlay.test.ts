import { describe, expect, it } from 'vitest';
import { buildPageDetail } from '../scanning.fixture';
import { inside, missingFiducials, OVERLAY_COLOURS, overlayShapes, shapeAt } from './overlay';

describe('overlayShapes', () => {
  it('draws found fiducials, codes, and every bubble coloured by its decision', () => {
    const shapes = overlayShapes(buildPageDetail());
    expect(shapes.map((s) => [s.kind, s.colour, s.filled])).toEqual([
      ['fiducial', OVERLAY_COLOURS.fiducial, false],
      ['code', OVERLAY_COLOURS.pageCode, false],
      ['bubble', OVERLAY_COLOURS.filled, true],
      ['bubble', OVERLAY_COLOURS.blank, false],
      ['bubble', OVERLAY_COLOURS.review, false],
      ['bubble', OVERLAY_COLOURS.blank, false],
    ]);
    expect(shapes[1]?.tip).toBe('页码二维码：ZY1:p1:1:1');
    expect(shapes[2]?.tip).toBe('第 1 题 A · 填涂度 0.82 · 已涂');
    expect(shapes[4]?.tip).toBe('第 1 题 C · 填涂度 0.40 · 待确认');
  });

  it('names 考号 and 缺考 bubbles, and lists fiducials not found', () => {
    const quad = buildPageDetail().bubbles[0]!.quad;
    const detail = buildPageDetail({
      bubbles: [
        {
          id: 'exam-no-2-7',
          elementId: 'exam-no',
          value: '7',
          quad,
          score: 0.9,
          spread: 0,
          state: 'filled',
        },
        {
          id: 'absent-bubble',
          elementId: 'absent',
          value: 'absent',
          quad,
          score: 0.01,
          spread: 0,
          state: 'blank',
        },
      ],
    });
    expect(
      overlayShapes(detail)
        .filter((s) => s.kind === 'bubble')
        .map((s) => s.tip),
    ).toEqual(['考号第 3 位 7 · 填涂度 0.90 · 已涂', '缺考 · 填涂度 0.01 · 未涂']);
    expect(missingFiducials(detail)).toEqual(['左下']);
  });
});

describe('hit testing', () => {
  it('finds the bubble under a point in source px', () => {
    const shapes = overlayShapes(buildPageDetail());
    expect(shapeAt(shapes, { x: 430, y: 1020 })?.tip).toContain('第 1 题 B');
    expect(shapeAt(shapes, { x: 370, y: 1020 })).toBeNull();
    expect(
      inside({ x: 5, y: 5 }, [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 10, y: 10 },
        { x: 0, y: 10 },
      ]),
    ).toBe(true);
  });
});
