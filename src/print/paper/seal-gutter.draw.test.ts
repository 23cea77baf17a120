import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pageFrame, rect, SEAL_NOTICE, type RectMm } from '../../layout';
import { buildSamplePaper } from '../../../tests/support/sample-paper';
import {
  darkPixels,
  pageSizes,
  pdfWords,
  rasterise,
  type PdfWord,
} from '../../../tests/support/pdf-tools';
import { renderPaperPdf } from './paper.pdf';

const DPI = 150;
const px = (mm: number): number => (mm * DPI) / 25.4;
const inside = (w: PdfWord, r: RectMm, slack = 0.5) =>
  w.x >= r.x - slack &&
  w.y >= r.y - slack &&
  w.x + w.w <= r.x + r.w + slack &&
  w.y + w.h <= r.y + r.h + slack;

/** Per pixel row of a vertical strip (mm), whether the row holds any ink. */
async function inkRows(png: Buffer, strip: RectMm): Promise<boolean[]> {
  const area = { left: px(strip.x), top: px(strip.y), width: px(strip.w), height: px(strip.h) };
  const { data, info } = await sharp(png)
    .greyscale()
    .extract({
      left: Math.round(area.left),
      top: Math.round(area.top),
      width: Math.round(area.width),
      height: Math.round(area.height),
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Array.from({ length: info.height }, (_, y) =>
    data.subarray(y * info.width, (y + 1) * info.width).some((v) => v < 160),
  );
}

describe('密封线 gutter on 8K', () => {
  const frame = pageFrame('8K', { sealLine: true });
  const gutter = frame.sealGutter!;
  const sealed = () =>
    renderPaperPdf(buildSamplePaper({ settings: { size: '8K', sealLine: true } }));

  it('prints 学校/班级/姓名/考号 and 密封线内不要答题 in the gutter of every page, nowhere else', async () => {
    const pdf = await sealed();
    const pages = (await pageSizes(pdf)).length;
    expect(pages).toBeGreaterThan(1);
    for (let n = 1; n <= pages; n++) {
      const words = await pdfWords(pdf, n);
      for (const field of gutter.fields) {
        const hits = words.filter((w) => w.text === `${field.label}：`);
        expect(hits, `${field.label} on page ${n}`).toHaveLength(1);
        expect(inside(hits[0]!, field.labelRect), `${field.label} on page ${n}`).toBe(true);
      }
      // Text in the gutter reads bottom to top: the notice's characters from the largest y up.
      const notice = words
        .filter((w) => inside(w, gutter.notice.rect))
        .sort((a, b) => b.y - a.y)
        .map((w) => w.text)
        .join('');
      expect(notice, `page ${n}`).toBe(SEAL_NOTICE);
    }
  });

  it('draws the dashed seal line where the layout puts it, and nothing there without it', async () => {
    const pdf = await sealed();
    const pngs = await rasterise(pdf, { dpi: DPI });
    const { x, y1, y2 } = gutter.line;
    for (const [i, png] of pngs.entries()) {
      const rows = await inkRows(png, rect(x - 0.5, y1, 1, y2 - y1));
      const inked = rows.filter(Boolean).length / rows.length;
      // A 4 pt dash and a 3 pt gap: 4/7 (0.571) of the line is ink.
      expect(inked, `page ${i + 1}`).toBeGreaterThan(0.53);
      expect(inked, `page ${i + 1}`).toBeLessThan(0.62);
      const band = { top: px(y1), height: px(y2 - y1), width: px(0.6) };
      expect(await darkPixels(png, { ...band, left: px(x - 1.3) }), 'left of the line').toBe(0);
      expect(await darkPixels(png, { ...band, left: px(x + 0.7) }), 'right of the line').toBe(0);
    }
    // Without the seal line the body starts at the 8K margin: left of it the page stays blank.
    const body = pageFrame('8K', { sealLine: false }).columns[0]!.x;
    const area = {
      left: px(gutter.rect.x),
      top: px(gutter.rect.y),
      width: px(body - gutter.rect.x - 0.5),
      height: px(gutter.rect.h),
    };
    const open = await renderPaperPdf(
      buildSamplePaper({ settings: { size: '8K', sealLine: false } }),
    );
    const [openPng] = await rasterise(open, { dpi: DPI, page: 1 });
    expect(await darkPixels(pngs[0]!, area)).toBeGreaterThan(300);
    expect(await darkPixels(openPng!, area)).toBe(0);
  });
});
