import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { rect } from '../../layout';
import { decodeCodes, rasterise } from '../../../tests/support/pdf-tools';
import { drawQr, qrRuns } from './draw-codes';
import { qrMatrix } from './qr';

describe('qrMatrix', () => {
  it('gives a square matrix with the three finder patterns', () => {
    const m = qrMatrix('ZY1|P:42|V:3|G:2', 'M');
    expect(m.length).toBeGreaterThanOrEqual(21);
    expect(m.every((row) => row.length === m.length)).toBe(true);
    const n = m.length;
    for (const [r, c] of [
      [0, 0],
      [0, n - 7],
      [n - 7, 0],
    ] as const) {
      expect(m[r]?.slice(c, c + 7).every(Boolean)).toBe(true);
    }
  });

  it('merges dark modules into runs that cover exactly the dark modules', () => {
    const m = qrMatrix('合并测试 runs', 'Q');
    const runs = qrRuns(m);
    const dark = m.flat().filter(Boolean).length;
    expect(runs.reduce((sum, r) => sum + r.w * r.h, 0)).toBe(dark);
    expect(runs.length).toBeLessThan(dark / 2);
  });

  it('is read back by zbarimg after drawing into a PDF and rasterising', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([595.28, 841.89]);
    const texts = ['ZY1|P:42|V:3|G:2', '姓名：张堃 班级：高一(3)班'];
    texts.forEach((text, i) => drawQr(page, qrMatrix(text, 'M'), rect(20 + i * 60, 20, 30, 30)));
    const [png] = await rasterise(await doc.save(), { dpi: 150 });
    const found = await decodeCodes(png ?? new Uint8Array());
    expect(
      found
        .filter((c) => c.type === 'QR-Code')
        .map((c) => c.data)
        .sort(),
    ).toEqual([...texts].sort());
  });
});
