import { describe, expect, it } from 'vitest';
import { LABEL_SHEETS, layoutLabels } from '../../src/layout';
import { renderLabelsPdf, type PrintStudent } from '../../src/print';
import { decodeCodes, pageSizes, pdfFonts, rasterise } from '../support/pdf-tools';
import { cropPng, zxingCodes } from './print-raster';

const buildStudents = (n: number): PrintStudent[] =>
  Array.from({ length: n }, (_, i) => ({
    name: ['司马镕堃', '欧阳喆', '张三'][i % 3]!,
    className: `初二(${1 + (i % 3)})班`,
    examNo: `2025${String(1001 + i)}`,
  }));

describe('label sheets read back as pictures', () => {
  it('decodes every Code128 on an A4 3×8 sheet with zbarimg and zxing-wasm', async () => {
    const students = buildStudents(30);
    const result = await renderLabelsPdf(LABEL_SHEETS['a4-3x8'], students, { content: 'barcode' });
    if (!result.ok) throw new Error(result.reason);
    const sizes = await pageSizes(result.bytes);
    expect(sizes).toHaveLength(2);
    for (const f of await pdfFonts(result.bytes)) expect(f).toMatchObject({ emb: true, sub: true });
    expect(sizes[0]!.width).toBeCloseTo(595.28, 1);
    expect(sizes[0]!.height).toBeCloseTo(841.89, 1);
    const pngs = await rasterise(result.bytes, { dpi: 300, gray: true });
    const found: string[] = [];
    for (const png of pngs) {
      const zbar = await decodeCodes(png);
      expect(zbar.every((c) => c.type === 'CODE-128')).toBe(true);
      found.push(...zbar.map((c) => c.data));
      const zx = await zxingCodes(png);
      expect(zx.sort()).toEqual(zbar.map((c) => `Code128:${c.data}`).sort());
    }
    expect(found.sort()).toEqual(students.map((s) => s.examNo).sort());
  });

  it('starts an A4 2×10 QR sheet at a position and decodes every QR code', async () => {
    const students = buildStudents(20);
    const sheet = LABEL_SHEETS['a4-2x10'];
    const result = await renderLabelsPdf(sheet, students, { content: 'qr', startPosition: 7 });
    if (!result.ok) throw new Error(result.reason);
    const pngs = await rasterise(result.bytes, { dpi: 200, gray: true });
    const expected = layoutLabels(sheet, students.length, { startPosition: 7, content: 'qr' });
    expect(pngs).toHaveLength(expected.pages.length);
    for (const [i, png] of pngs.entries()) {
      const labels = expected.pages[i]!.labels;
      // zbar confuses the finder patterns of many aligned QR symbols on one page (it misses a
      // few, differently at each resolution): read each label as a scanner reads one sticker.
      for (const l of labels) {
        const codes = await decodeCodes(await cropPng(png, 200, l.rect));
        expect(codes.map((c) => c.data)).toEqual([students[l.index]!.examNo]);
      }
      const want = labels.map((l) => `QRCode:${students[l.index]!.examNo}`);
      expect((await zxingCodes(png)).sort()).toEqual(want.sort());
    }
  });
});
