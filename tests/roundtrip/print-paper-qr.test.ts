import { describe, expect, it } from 'vitest';
import { renderPaperQrPdf, type PaperQrSpec } from '../../src/print';
import { decodeCodes, pageSizes, pdfFonts, pdfText, rasterise } from '../support/pdf-tools';
import { zxingCodes } from './print-raster';

/** The poster as the server asks for it (print.service printPaperQr), with overrides. */
const buildPosterSpec = (over: Partial<PaperQrSpec> = {}): PaperQrSpec => ({
  title: '第三单元测验',
  subtitle: '初二数学（人教版）',
  payload: 'https://zuoye.example.cn/printing?paperId=01JD8Y3K5M7N9P2Q',
  notes: ['扫码打开本作业的打印页面', '试卷编号 01JD8Y3K5M7N9P2Q · 第 3 版'],
  ...over,
});

describe("the paper's QR poster read back as a picture", () => {
  it('is one exact A4 page whose QR decodes to the payload with zbarimg and zxing-wasm', async () => {
    const spec = buildPosterSpec();
    const pdf = await renderPaperQrPdf(spec);
    // pdfinfo prints 3 decimals: A4 is 210 × 297 mm = 595.276 × 841.89 pt.
    expect(await pageSizes(pdf)).toEqual([{ width: 595.276, height: 841.89 }]);
    for (const f of await pdfFonts(pdf)) expect(f).toMatchObject({ emb: true, sub: true });
    for (const dpi of [100, 200]) {
      const [png] = await rasterise(pdf, { dpi, gray: true });
      expect(await decodeCodes(png!), `zbarimg at ${dpi} dpi`).toEqual([
        { type: 'QR-Code', data: spec.payload },
      ]);
      expect(await zxingCodes(png!), `zxing-wasm at ${dpi} dpi`).toEqual([
        `QRCode:${spec.payload}`,
      ]);
    }
    const text = await pdfText(pdf);
    for (const line of [spec.title, spec.subtitle, ...spec.notes])
      expect(text.replace(/\s+/g, '')).toContain(line.replace(/\s+/g, ''));
  });

  it('keeps a long link with Chinese in it readable', async () => {
    const payload = `https://zuoye.example.cn/printing?paperId=${'9'.repeat(40)}&title=第三单元测验`;
    const pdf = await renderPaperQrPdf(buildPosterSpec({ payload, subtitle: '' }));
    const [png] = await rasterise(pdf, { dpi: 150, gray: true });
    expect(await decodeCodes(png!)).toEqual([{ type: 'QR-Code', data: payload }]);
    expect(await zxingCodes(png!)).toEqual([`QRCode:${payload}`]);
  });
});
