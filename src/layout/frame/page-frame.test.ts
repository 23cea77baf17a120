import { describe, expect, it } from 'vitest';
import { contains, intersects, rightOf, sheetRect } from '../geometry';
import { PAPER_SIZES, SHEETS } from '../paper-sizes';
import { pageFrame } from './page-frame';
import { SEAL_FIELD_LABELS, SEAL_NOTICE } from './seal-gutter';

describe('pageFrame', () => {
  for (const size of PAPER_SIZES) {
    for (const sealLine of [false, true]) {
      it(`${size} sealLine=${sealLine}: body regions sit inside the sheet and apart`, () => {
        const frame = pageFrame(size, { sealLine });
        const sheet = sheetRect(frame.sheet);
        expect(frame.sheet).toEqual({ width: SHEETS[size].width, height: SHEETS[size].height });
        expect(frame.columns).toHaveLength(SHEETS[size].columns);
        const regions = [frame.header, frame.footer, ...frame.columns];
        for (const r of regions) expect(contains(sheet, r)).toBe(true);
        for (let i = 0; i < regions.length; i++)
          for (let j = i + 1; j < regions.length; j++)
            expect(intersects(regions[i]!, regions[j]!)).toBe(false);
        for (const [i, f] of frame.columnFooters.entries()) {
          expect(f.x).toBe(frame.columns[i]!.x);
          expect(contains(frame.footer, f)).toBe(true);
        }
      });
    }
  }

  it('leaves a 2 cm gutter between the two columns of A3 and 8K', () => {
    for (const size of ['A3', '8K'] as const) {
      const [a, b] = pageFrame(size, { sealLine: false }).columns;
      expect(b!.x - rightOf(a!)).toBeCloseTo(20, 6);
      expect(a!.w).toBeCloseTo(b!.w, 6);
    }
  });

  it('draws the seal gutter only on A3 and 8K, left of the body', () => {
    expect(pageFrame('A4', { sealLine: true }).sealGutter).toBeUndefined();
    expect(pageFrame('A3', { sealLine: false }).sealGutter).toBeUndefined();
    for (const size of ['A3', '8K'] as const) {
      const frame = pageFrame(size, { sealLine: true });
      const gutter = frame.sealGutter!;
      expect(gutter.notice.text).toBe(SEAL_NOTICE);
      expect(gutter.fields.map((f) => f.label)).toEqual([...SEAL_FIELD_LABELS]);
      expect(rightOf(gutter.rect)).toBeLessThan(frame.margins.left);
      expect(frame.columns[0]!.w).toBeLessThan(pageFrame(size, { sealLine: false }).columns[0]!.w);
      const parts = [...gutter.fields.map((f) => f.rect), gutter.notice.rect];
      for (const p of parts) expect(contains(gutter.rect, p)).toBe(true);
      for (let i = 0; i < parts.length; i++)
        for (let j = i + 1; j < parts.length; j++)
          expect(intersects(parts[i]!, parts[j]!)).toBe(false);
      for (const f of gutter.fields) {
        expect(contains(f.rect, f.labelRect)).toBe(true);
        expect(intersects(f.labelRect, f.writeRect)).toBe(false);
      }
    }
  });
});
