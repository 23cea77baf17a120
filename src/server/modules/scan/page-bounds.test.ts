import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeScan } from '../../../scan';
import { manyPageTiff } from '../../../scan/testing/many-page-tiff';
import { MAX_FILE_PAGES } from './page-limits';
import { splitScanFile } from './split/split-file';

/** A distinct 2×2 gray page per index (so no two page files are alike). */
const tinyPage = (i: number) => ({
  width: 2,
  height: 2,
  dpi: 100,
  data: new Uint8Array([i & 255, (i >> 8) & 255, 200, 255]),
});

describe('splitting a scan file into pages', () => {
  it('cuts a 2,000-page TIFF into 2,000 one-page TIFFs holding exactly their page', async () => {
    const file = manyPageTiff(Array.from({ length: 2000 }, (_, i) => tinyPage(i)));
    const out = await splitScanFile(file, MAX_FILE_PAGES);
    expect(out.pages).toBe(2000);
    expect(out.reason).toBeNull();
    expect(out.blobs).toHaveLength(2000);
    // Every page file is small whatever the file's size (its own IFD and strip).
    expect(Math.max(...out.blobs!.map((b) => b.length))).toBeLessThan(400);
    for (const i of [0, 1, 999, 1999]) {
      const alone = await decodeScan(out.blobs![i]!);
      expect(alone.ok && alone.pages.length).toBe(1);
      const px = await sharp(out.blobs![i]!).extractChannel(0).raw().toBuffer();
      expect([...px]).toEqual([i & 255, (i >> 8) & 255, 200, 255]);
    }
  });

  it('keeps a file over 3,000 pages as one page with the reason', async () => {
    const file = manyPageTiff(Array.from({ length: 3001 }, (_, i) => tinyPage(i)));
    expect(await splitScanFile(file, MAX_FILE_PAGES)).toEqual({
      pages: 1,
      blobs: null,
      reason: '文件有 3001 页，超过每个文件 3000 页的上限，请在扫描软件中分成几个文件后上传',
    });
  });

  it('cuts a scanner PDF into one-page PDFs that decode as the page did in the whole file', async () => {
    const doc = await PDFDocument.create();
    for (const shade of [40, 120, 200]) {
      const jpg = await sharp({
        create: { width: 300, height: 420, channels: 3, background: { r: shade, g: shade, b: 0 } },
      })
        .jpeg()
        .toBuffer();
      const image = await doc.embedJpg(jpg);
      doc.addPage([144, 201.6]).drawImage(image, { x: 0, y: 0, width: 144, height: 201.6 });
    }
    const pdf = await doc.save();
    const out = await splitScanFile(pdf, MAX_FILE_PAGES);
    expect(out.pages).toBe(3);
    for (let i = 0; i < 3; i++) {
      const whole = await decodeScan(pdf, { page: i });
      const alone = await decodeScan(out.blobs![i]!);
      if (!whole.ok || !alone.ok) throw new Error('not decoded');
      const [a, b] = [whole.pages.find((p) => p.ok), alone.pages[0]];
      if (!a?.ok || !b?.ok) throw new Error('page not decoded');
      expect({ w: b.page.source.width, h: b.page.source.height, dpi: b.page.source.dpi }).toEqual({
        w: a.page.source.width,
        h: a.page.source.height,
        dpi: a.page.source.dpi,
      });
      expect(Buffer.from(b.page.image.data).equals(Buffer.from(a.page.image.data))).toBe(true);
    }
  });

  it('says why a file is not a scan', async () => {
    expect((await splitScanFile(new TextEncoder().encode('hello'), 10)).reason).toBe(
      '无法识别的图片文件，请上传 JPEG、PNG、TIFF 或 PDF',
    );
    expect((await splitScanFile(new TextEncoder().encode('%PDF-1.7 x'), 10)).reason).toBe(
      '无法读取该 PDF 文件，请重新导出后上传',
    );
  });
});
