import { describe, expect, it } from 'vitest';
import { contains, intersects, sheetRect } from '../geometry';
import { customLabelSheet, LABEL_SHEETS, type LabelSheetSpec } from './label-sheets';
import { layoutLabels, type LabelOptions, type PlacedLabel } from './labels.layout';

const buildOptions = (overrides: Partial<LabelOptions> = {}): LabelOptions => ({
  startPosition: 1,
  content: 'barcode',
  ...overrides,
});
const buildSpec = (overrides: Partial<LabelSheetSpec> = {}): LabelSheetSpec => ({
  top: 10,
  left: 10,
  pitchX: 95,
  pitchY: 40,
  labelW: 90,
  labelH: 38,
  rows: 6,
  cols: 2,
  ...overrides,
});

const parts = (l: PlacedLabel) => [l.name, l.className, l.examNo, l.code];

describe('label sheets', () => {
  it('names the presets in Chinese with their counts', () => {
    expect(LABEL_SHEETS['a4-3x8'].name).toBe('A4 3×8（24 张/页）');
    expect(LABEL_SHEETS['a4-2x10'].name).toBe('A4 2×10（20 张/页）');
  });

  it('accepts a custom sheet that fits and says why one does not', () => {
    expect(customLabelSheet(buildSpec()).ok).toBe(true);
    const reason = (o: Partial<LabelSheetSpec>) => {
      const r = customLabelSheet(buildSpec(o));
      return r.ok ? '' : r.reason;
    };
    expect(reason({ rows: 0 })).toBe('行数和列数须为正整数');
    expect(reason({ labelW: 0 })).toContain('标签宽高须大于 0');
    expect(reason({ pitchX: 80 })).toContain('标签会重叠');
    expect(reason({ rows: 8 })).toBe('标签超出纸张范围');
  });
});

describe('layoutLabels', () => {
  const sheets = [LABEL_SHEETS['a4-3x8'], LABEL_SHEETS['a4-2x10']];
  for (const sheet of sheets)
    for (const content of ['barcode', 'qr'] as const)
      it(`${sheet.id} ${content}: every rect inside the sheet and its label, none overlapping`, () => {
        const layout = layoutLabels(sheet, 50, buildOptions({ content, startPosition: 5 }));
        for (const page of layout.pages) {
          for (const l of page.labels) {
            expect(contains(sheetRect(sheet.sheet), l.rect)).toBe(true);
            for (const p of parts(l)) expect(contains(l.rect, p)).toBe(true);
            const ps = parts(l);
            for (let i = 0; i < ps.length; i++)
              for (let j = i + 1; j < ps.length; j++)
                expect(intersects(ps[i]!, ps[j]!)).toBe(false);
            expect(l.code.w).toBeGreaterThan(15);
          }
          const rects = page.labels.map((l) => l.rect);
          for (let i = 0; i < rects.length; i++)
            for (let j = i + 1; j < rects.length; j++)
              expect(intersects(rects[i]!, rects[j]!)).toBe(false);
        }
      });

  it('fills sheets of 24 and leaves the slots before the start position empty', () => {
    const sheet = LABEL_SHEETS['a4-3x8'];
    expect(layoutLabels(sheet, 50, buildOptions()).pages.map((p) => p.labels.length)).toEqual([
      24, 24, 2,
    ]);
    const layout = layoutLabels(sheet, 50, buildOptions({ startPosition: 10 }));
    expect(layout.pages.map((p) => p.labels.length)).toEqual([15, 24, 11]);
    const first = layout.pages[0]!.labels[0]!;
    expect(first).toMatchObject({ index: 0, position: 10 });
    expect(first.rect.x).toBeCloseTo(sheet.margins.left, 6);
    expect(first.rect.y).toBeCloseTo(sheet.margins.top + 3 * sheet.pitch.y, 6);
    expect(layout.pages[1]!.labels[0]).toMatchObject({ index: 15, position: 1 });
    expect(layout.pages.flatMap((p) => p.labels.map((l) => l.index))).toEqual([
      ...Array(50).keys(),
    ]);
  });

  it('counts 20 per page on 2×10 and clamps a start position out of range', () => {
    const sheet = LABEL_SHEETS['a4-2x10'];
    expect(layoutLabels(sheet, 41, buildOptions()).pages.map((p) => p.labels.length)).toEqual([
      20, 20, 1,
    ]);
    expect(
      layoutLabels(sheet, 3, buildOptions({ startPosition: 99 })).pages.map((p) => p.labels.length),
    ).toEqual([1, 2]);
    expect(layoutLabels(sheet, 0, buildOptions()).pages).toEqual([]);
  });
});
