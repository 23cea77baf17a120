import { describe, expect, it } from 'vitest';
import { layoutPrinterCheck, type FiducialElement, type SquareElement } from '../../src/layout';
import { renderPrinterCheckPdf } from '../../src/print';
import { pageSizes, pdfFonts, rasterise } from '../support/pdf-tools';
import { darkCentre, grayRaster } from './print-raster';

const DPI = 300;

describe('printer check page read back as a picture', () => {
  it('is one exact A4 page whose fiducials and 100 mm square sit where the layout says', async () => {
    const layout = layoutPrinterCheck('A4');
    const pdf = await renderPrinterCheckPdf();
    expect(await pageSizes(pdf)).toEqual([{ width: 595.276, height: 841.89 }]);
    const fonts = await pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    for (const f of fonts) expect(f).toMatchObject({ emb: true, sub: true });
    const [png] = await rasterise(pdf, { dpi: DPI, gray: true });
    const raster = await grayRaster(png!, DPI);
    for (const f of layout.elements.filter((e): e is FiducialElement => e.kind === 'fiducial')) {
      const c = darkCentre(raster, { x: f.rect.x - 1.5, y: f.rect.y - 1.5, w: 8, h: 8 });
      expect(Math.hypot(c!.x - f.centre.x, c!.y - f.centre.y), f.id).toBeLessThan(0.3);
    }
    // Each side of the square is a thin line: its centre across a 2 mm band is within 0.3 mm.
    const sq = layout.elements.find((e): e is SquareElement => e.kind === 'square')!;
    const { x, y, w } = sq.rect;
    const mid = y + 20;
    const left = darkCentre(raster, { x: x - 1, y: mid, w: 2, h: 10 });
    const right = darkCentre(raster, { x: x + w - 1, y: mid, w: 2, h: 10 });
    expect(Math.abs(left!.x - x)).toBeLessThan(0.3);
    expect(Math.abs(right!.x - (x + w))).toBeLessThan(0.3);
    expect(right!.x - left!.x).toBeCloseTo(100, 0);
  });
});
