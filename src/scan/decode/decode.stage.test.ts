import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { buildSheet } from '../synthetic/synthetic-sheet';
import { renderScan } from '../synthetic/synthetic-scan';
import { decodeScan, type DecodeResult, type DecodedPage } from './decode.stage';

const sheet = buildSheet({
  widthMm: 60,
  heightMm: 80,
  shapes: ['<rect x="20" y="30" width="20" height="10" fill="#e03a3a"/>'],
});

const pagesOf = (r: DecodeResult): DecodedPage[] => {
  if (!r.ok) throw new Error(r.reason);
  return r.pages.map((p) => {
    if (!p.ok) throw new Error(p.reason);
    return p.page;
  });
};

/** Gray value of the geometry image at a point given in mm. */
const grayAt = (p: DecodedPage, xMm: number, yMm: number): number =>
  p.image.data[
    Math.round((yMm / 25.4) * p.dpi) * p.image.width + Math.round((xMm / 25.4) * p.dpi)
  ]!;

describe('decodeScan', () => {
  it('reads a 300 dpi JPEG into a ~100 dpi red-channel geometry image and keeps the source', async () => {
    const bytes = await renderScan(sheet, { dpi: 300 });
    const r = await decodeScan(bytes);
    expect(r.ok && r.format).toBe('jpeg');
    const [page] = pagesOf(r);
    expect(page!.source.width).toBe(709);
    expect(page!.source.dpi).toBe(300);
    expect(page!.dpi).toBeCloseTo(100, 0);
    expect(page!.scale).toBeCloseTo(3, 1);
    expect(page!.image.width * page!.image.height).toBe(page!.image.data.length);
    // the red rectangle vanishes in the red channel; a fiducial stays black
    expect(grayAt(page!, 30, 35)).toBeGreaterThan(200);
    expect(grayAt(page!, 10, 10)).toBeLessThan(60);
  });

  it('reads PNG and infers the resolution from the size when the file has none', async () => {
    const png = await sharp(await renderScan(sheet, { dpi: 200, format: 'png' }))
      .png()
      .toBuffer();
    const stripped = await sharp(png).png().toBuffer();
    const [page] = pagesOf(await decodeScan(stripped));
    expect(page!.source.dpi).toBeGreaterThan(150);
    expect(grayAt(page!, 10, 10)).toBeLessThan(60);
  });

  it('reads every page of a two-page TIFF', async () => {
    const a = await renderScan(sheet, { dpi: 150, format: 'png' });
    const b = await renderScan(buildSheet({ widthMm: 60, heightMm: 80, fiducials: [] }), {
      dpi: 150,
      format: 'png',
    });
    const res = 150 / 25.4;
    const tiff = await sharp([a, b], { join: { animated: true } })
      .tiff({ xres: res, yres: res })
      .toBuffer();
    const r = await decodeScan(tiff);
    expect(r.ok && r.format).toBe('tiff');
    const pages = pagesOf(r);
    expect(pages.map((p) => p.index)).toEqual([0, 1]);
    expect(grayAt(pages[0]!, 10, 10)).toBeLessThan(60);
    expect(grayAt(pages[1]!, 10, 10)).toBeGreaterThan(200);
    // One page of a many-page file decodes alone (a recognition job is one page).
    const only = pagesOf(await decodeScan(tiff, { page: 1 }));
    expect(only.map((p) => p.index)).toEqual([1]);
  });

  it('turns a 1-bit PNG into 8-bit grayscale and says it was bitonal', async () => {
    const bytes = await renderScan(sheet, { dpi: 300, bitonal: true, format: 'png' });
    expect((await sharp(bytes).metadata()).bitsPerSample).toBe(1);
    const [page] = pagesOf(await decodeScan(bytes));
    expect(page!.source.bitonal).toBe(true);
    expect(page!.image.data).toBeInstanceOf(Uint8Array);
    expect(grayAt(page!, 10, 10)).toBeLessThan(60);
    expect(grayAt(page!, 30, 60)).toBeGreaterThan(200);
  });

  it('reads a 1-bit CCITT G4 TIFF as the scanner writes it', async () => {
    const bytes = await renderScan(sheet, { dpi: 200, bitonal: true, format: 'tiff' });
    const meta = await sharp(bytes).metadata();
    expect(meta.bitsPerSample).toBe(1);
    const [page] = pagesOf(await decodeScan(bytes));
    expect(page!.source.bitonal).toBe(true);
    expect(page!.source.dpi).toBe(200);
    expect(grayAt(page!, 10, 10)).toBeLessThan(60);
    expect(grayAt(page!, 30, 60)).toBeGreaterThan(200);
  });

  it('answers corrupt bytes with a reason instead of throwing', async () => {
    const r = await decodeScan(new Uint8Array([0xff, 0xd8, 0xff, 0x00, 1, 2, 3, 4]));
    expect(r).toEqual({ ok: false, reason: '无法识别的图片文件' });
    const broken = await decodeScan(new TextEncoder().encode('%PDF-1.7 nonsense'));
    expect(broken).toEqual({ ok: false, reason: '无法识别的图片文件' });
  });

  it('takes the embedded JPEG of each PDF page and names a page without an image', async () => {
    const jpeg = await renderScan(sheet, { dpi: 200 });
    const doc = await PDFDocument.create();
    const image = await doc.embedJpg(jpeg);
    const page = doc.addPage([(60 / 25.4) * 72, (80 / 25.4) * 72]);
    page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
    doc.addPage([200, 300]).drawText('text only');
    const r = await decodeScan(await doc.save());
    expect(r.ok && r.format).toBe('pdf');
    if (!r.ok) return;
    const [first, second] = r.pages;
    expect(first!.ok && first!.page.source.dpi).toBeCloseTo(200, 0);
    expect(first!.ok && grayAt(first!.page, 10, 10)).toBeLessThan(60);
    expect(second).toEqual({
      ok: false,
      index: 1,
      reason: expect.stringContaining('第 2 页：该页没有扫描图片'),
    });
  });
});
