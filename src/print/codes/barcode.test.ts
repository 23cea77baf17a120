import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { rect } from '../../layout';
import { decodeCodes, rasterise } from '../../../tests/support/pdf-tools';
import { code128, CODE128_QUIET, isCode128Encodable } from './barcode';
import { drawCode128 } from './draw-codes';

/** Bar/space widths of a symbol's modules from its bars (quiet zones left out). */
const widths = (text: string): string => {
  const { bars, modules } = code128(text);
  const out: number[] = [];
  bars.forEach((b, i) => {
    out.push(b.w);
    const next = bars[i + 1]?.x ?? modules - CODE128_QUIET;
    if (next > b.x + b.w) out.push(next - b.x - b.w);
  });
  return out.join('');
};

describe('code128 (bwip-js)', () => {
  it('starts a run of digits in set C, two per symbol: Start C 211232, then 12 = 112232', () => {
    expect(widths('123456').slice(0, 12)).toBe('211232' + '112232');
    // Stop is 2331112 (13 modules).
    expect(widths('123456').endsWith('2331112')).toBe(true);
  });

  it('chooses the shortest symbol: 11 modules per symbol, 13 for stop, quiet zones of 10', () => {
    // 123456: Start C, 12, 34, 56, check → 5 symbols.
    expect(code128('123456').modules).toBe(CODE128_QUIET * 2 + 5 * 11 + 13);
    // PJJ123C: Start B and 7 letters/digits in set B, check → 9 symbols.
    expect(code128('PJJ123C').modules).toBe(CODE128_QUIET * 2 + 9 * 11 + 13);
    // ID20250001: Start B, I, D, Code C, 20 25 00 01, check → 9 symbols (all in B would be 12).
    expect(code128('ID20250001').modules).toBe(CODE128_QUIET * 2 + 9 * 11 + 13);
  });

  it('keeps bars inside the quiet zones', () => {
    const code = code128('2025030117');
    expect(code.bars[0]?.x).toBe(CODE128_QUIET);
    expect(code.bars.every((b) => b.w >= 1 && b.w <= 4)).toBe(true);
    expect(code.bars.every((b) => b.x + b.w <= code.modules - CODE128_QUIET)).toBe(true);
  });

  it('refuses characters outside printable ASCII', () => {
    expect(isCode128Encodable('考号123')).toBe(false);
    expect(() => code128('考号123')).toThrow(RangeError);
  });

  it('is read back by zbarimg after drawing into a PDF and rasterising', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([595.28, 841.89]);
    const texts = ['2025030117', 'PJJ123C', 'ID-7a', 'A^B 9'];
    texts.forEach((text, i) => drawCode128(page, code128(text), rect(20, 20 + i * 30, 70, 15)));
    const [png] = await rasterise(await doc.save(), { dpi: 200 });
    const found = await decodeCodes(png ?? new Uint8Array());
    expect(
      found
        .filter((c) => c.type === 'CODE-128')
        .map((c) => c.data)
        .sort(),
    ).toEqual([...texts].sort());
  });
});
