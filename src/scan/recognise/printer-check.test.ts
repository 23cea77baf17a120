import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { layoutPrinterCheck } from '../../layout';
import { manyPageTiff, whitePage } from '../testing/many-page-tiff';
import { renderScan } from '../synthetic/synthetic-scan';
import { buildSheet } from '../synthetic/synthetic-sheet';
import { readPrinterCheck } from './printer-check';

const layout = layoutPrinterCheck('A4');
const cue = layout.elements.find((e) => e.kind === 'orientation-cue')!.rect;
const sheet = buildSheet({
  shapes: [`<rect x="${cue.x}" y="${cue.y}" width="${cue.w}" height="${cue.h}" fill="#141414"/>`],
});

describe('readPrinterCheck', () => {
  it('measures a "fit to page" print: 97% scale, content moved right and up', async () => {
    const r = await readPrinterCheck(
      await renderScan(sheet, { dpi: 200, scale: 0.97, shiftMm: { x: 3, y: -2 } }),
    );
    if (!r.ok) throw new Error(r.reason);
    expect(r.scaleX).toBeCloseTo(0.97, 2);
    expect(r.scaleY).toBeCloseTo(0.97, 2);
    expect(r.offsetXmm).toBeCloseTo(3, 0);
    expect(r.offsetYmm).toBeCloseTo(-2, 0);
    expect(Math.abs(r.rotationDeg)).toBeLessThan(0.2);
  });

  it('measures an actual-size print scanned upside down and slightly turned', async () => {
    const r = await readPrinterCheck(
      await renderScan(sheet, { dpi: 200, rotateDeg: 180.8, shiftMm: { x: 2, y: 0 } }),
    );
    if (!r.ok) throw new Error(r.reason);
    expect(r.scaleX).toBeCloseTo(1, 2);
    expect(r.offsetXmm).toBeCloseTo(-2, 0);
    expect(r.rotationDeg).toBeCloseTo(0.8, 1);
  });

  it('names an unreadable page', async () => {
    expect(await readPrinterCheck(new Uint8Array([1, 2, 3]))).toEqual({
      ok: false,
      reason: '无法识别的图片文件',
    });
    const blank = await renderScan(buildSheet({ fiducials: [] }), { dpi: 100 });
    expect(await readPrinterCheck(blank)).toEqual({
      ok: false,
      reason: '校准页只找到 0 个定位块（至少需要 3 个）',
    });
  });
});

describe('readPrinterCheck on a many-page file', () => {
  it('decodes the first page only (a 100-page TIFF answers in about one page’s time)', async () => {
    const jpeg = await renderScan(sheet, { dpi: 200, scale: 0.97 });
    const { data, info } = await sharp(jpeg)
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const first = { width: info.width, height: info.height, data, dpi: 200 };
    const rest = whitePage(info.width, info.height, 200);
    const tiff = manyPageTiff([first, ...Array.from({ length: 100 }, () => rest)]);
    const started = performance.now();
    const r = await readPrinterCheck(tiff);
    const ms = performance.now() - started;
    if (!r.ok) throw new Error(r.reason);
    expect(r.scaleX).toBeCloseTo(0.97, 2);
    expect(ms).toBeLessThan(1500);
  });
});
