import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { rect } from '../../layout';
import { decodeCodes, rasterise } from '../../../tests/support/pdf-tools';
import { code128, CODE128_QUIET, isCode128Encodable } from './code128';
import { drawCode128 } from './draw-codes';

const START_B = 104;
const START_C = 105;

describe('code128', () => {
  it('encodes letters in set B with the mod-103 check (PJJ123C → check 55)', () => {
    expect(code128('PJJ123C').codes).toEqual([START_B, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
  });

  it('encodes an even run of digits in set C, two per symbol', () => {
    expect(code128('123456').codes).toEqual([START_C, 12, 34, 56, 44, 106]);
  });

  it('switches to set C only where it shortens the symbol', () => {
    const mixed = code128('ID20250001');
    // B: I D, then Code C (99) for 20 25 00 01.
    expect(mixed.codes.slice(0, 8)).toEqual([START_B, 41, 36, 99, 20, 25, 0, 1]);
    expect(code128('A12B').codes.slice(0, 5)).toEqual([START_B, 33, 17, 18, 34]);
  });

  it('lays out 11 modules per symbol, 13 for stop, with quiet zones', () => {
    const code = code128('123456');
    expect(code.modules).toBe(CODE128_QUIET * 2 + 5 * 11 + 13);
    expect(code.bars[0]?.x).toBe(CODE128_QUIET);
    const inked = code.bars.reduce((sum, b) => sum + b.w, 0);
    expect(inked).toBeGreaterThan(0);
    expect(code.bars.every((b) => b.x + b.w <= code.modules - CODE128_QUIET)).toBe(true);
  });

  it('refuses characters outside printable ASCII', () => {
    expect(isCode128Encodable('考号123')).toBe(false);
    expect(() => code128('考号123')).toThrow(RangeError);
  });

  it('is read back by zbarimg after drawing into a PDF and rasterising', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([595.28, 841.89]);
    const texts = ['2025030117', 'PJJ123C', 'ID-7a'];
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
