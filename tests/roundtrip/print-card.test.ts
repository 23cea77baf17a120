import { describe, expect, it } from 'vitest';
import {
  buildPaper,
  encodePageCode,
  layoutCard,
  type CardLayout,
  PAPER_SIZES,
  type FiducialElement,
  type PaperSize,
} from '../../src/layout';
import { loadFontSet, renderCardPdf, renderCardSetPdf, type PrintStudent } from '../../src/print';
import {
  darkPixels,
  decodeCodes,
  matchSnapshot,
  pageSizes,
  pdfFonts,
  rasterise,
} from '../support/pdf-tools';
import { darkCentre, grayRaster, zxingCodes } from './print-raster';

const DPI = 300;
const card = (size: PaperSize): CardLayout => layoutCard(buildPaper({ settings: { size } }));
const buildStudents = (n: number): PrintStudent[] =>
  ['司马镕堃', '欧阳喆', '张三', '李四', '王小明', '赵敏'].slice(0, n).map((name, i) => ({
    name,
    className: '初二(1)班',
    examNo: `2025010${i + 1}`,
  }));
const fiducials = (layout: CardLayout, page: number) =>
  layout.pages[page]!.elements.filter((e): e is FiducialElement => e.kind === 'fiducial');

/** Page sizes as pdfinfo prints them (6 significant digits), from SHEETS in mm: 1 mm = 72/25.4 pt. */
const PAGE_PT: Record<PaperSize, { width: number; height: number }> = {
  A4: { width: 595.276, height: 841.89 }, // 210 × 297 mm
  A3: { width: 1190.55, height: 841.89 }, // 420 × 297 mm, landscape
  '8K': { width: 1105.51, height: 765.354 }, // 390 × 270 mm, landscape
  B4: { width: 708.661, height: 1000.63 }, // 250 × 353 mm
  '16K': { width: 524.409, height: 737.008 }, // 185 × 260 mm
};

describe('answer card PDFs read back as pictures', () => {
  it.each(PAPER_SIZES)(
    'prints %s on exact pages with the fiducials within 0.3 mm of the layout',
    async (size) => {
      const layout = card(size);
      const pdf = await renderCardPdf(layout);
      expect(await pageSizes(pdf)).toEqual(layout.pages.map(() => PAGE_PT[size]));
      const pngs = await rasterise(pdf, { dpi: DPI, gray: true });
      expect(pngs).toHaveLength(layout.pages.length);
      for (const [i, png] of pngs.entries()) {
        const raster = await grayRaster(png, DPI);
        const marks = fiducials(layout, i);
        expect(marks).toHaveLength(4);
        for (const f of marks) {
          const found = darkCentre(raster, {
            x: f.rect.x - 1.5,
            y: f.rect.y - 1.5,
            w: f.rect.w + 3,
            h: f.rect.h + 3,
          });
          expect(found, f.id).not.toBeNull();
          expect(Math.hypot(found!.x - f.centre.x, found!.y - f.centre.y), f.id).toBeLessThan(0.3);
        }
      }
    },
  );

  it('decodes every page QR and 考号 Code128 of a class set with zbarimg and with zxing-wasm', async () => {
    const layout = card('A3');
    const students = buildStudents(4);
    const result = await renderCardSetPdf(layout, students);
    if (!result.ok) throw new Error(result.reason);
    const pngs = await rasterise(result.bytes, { dpi: 200, gray: true });
    expect(pngs).toHaveLength(students.length * layout.pages.length);
    for (const [i, png] of pngs.entries()) {
      const student = students[Math.floor(i / layout.pages.length)]!;
      const page = (i % layout.pages.length) + 1;
      const qr = encodePageCode({
        paperId: layout.paperId,
        paperVersion: layout.paperVersion,
        layoutVersion: layout.version,
        page,
        examNo: student.examNo,
      });
      const expected = [`QR-Code:${qr}`, ...(page === 1 ? [`CODE-128:${student.examNo}`] : [])];
      const zbar = (await decodeCodes(png)).map((c) => `${c.type}:${c.data}`);
      expect(zbar.sort()).toEqual(expected.sort());
      const zx = await zxingCodes(png);
      expect(zx.sort()).toEqual(
        expected
          .map((e) => e.replace('QR-Code:', 'QRCode:').replace('CODE-128:', 'Code128:'))
          .sort(),
      );
    }
  });

  it('embeds subset CJK fonts and prints rare name characters as ink', async () => {
    const layout = card('A4');
    const result = await renderCardSetPdf(layout, buildStudents(2));
    if (!result.ok) throw new Error(result.reason);
    const fonts = await pdfFonts(result.bytes);
    expect(fonts.length).toBeGreaterThan(0);
    for (const f of fonts) expect(f).toMatchObject({ emb: true, sub: true });
    expect((await loadFontSet()).hasGlyphs('司马镕堃欧阳喆', 'bold')).toBe(true);
    const info = layout.pages[0]!.elements.find((e) => e.kind === 'student-info');
    const box = info!.fields.find((f) => f.fill === 'name')!.box;
    const dpi = 150;
    const k = dpi / 25.4;
    const area = {
      left: (box.x + 1) * k,
      top: box.y * k,
      width: (box.w - 2) * k,
      height: box.h * k,
    };
    const [png] = await rasterise(result.bytes, { dpi, page: 1, gray: true });
    // Glyphs the subset lost would print blank (pdf-lib issue #1232): the name must leave ink.
    expect(await darkPixels(png!, area)).toBeGreaterThan(150);
  });

  it('matches the stored picture of a blank A4 card within a small tolerance', async () => {
    const pdf = await renderCardPdf(card('A4'));
    const [png] = await rasterise(pdf, { dpi: 60, page: 1, gray: true });
    const match = await matchSnapshot(png!, 'card-a4-blank-p1', 0.002);
    expect(match.ok, `differs in ${(match.diffRatio * 100).toFixed(2)}% of pixels`).toBe(true);
  });

  it('gives identical pictures when the same card is rendered twice', async () => {
    const layout = card('A3');
    const [a, b] = await Promise.all([renderCardPdf(layout), renderCardPdf(layout)]);
    const [pa] = await rasterise(a, { dpi: 100, page: 1, gray: true });
    const [pb] = await rasterise(b, { dpi: 100, page: 1, gray: true });
    expect(pa!.equals(pb!)).toBe(true);
  });
});
