import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfFonts } from '../../../tests/support/pdf-tools';
import { embedFontSet, loadFontSet } from './font-set';
import { fontkitAdapter } from './fontkit-adapter';
import { nodeFontLoader } from './node-font-loader';

describe('font set', () => {
  it('parses each font once per process and reuses it', async () => {
    const a = await loadFontSet();
    expect(await loadFontSet()).toBe(a);
    expect(await loadFontSet(nodeFontLoader)).toBe(a);
    expect(fontkitAdapter.create(a.bytes.regular)).toBe(fontkitAdapter.create(a.bytes.regular));
  });

  it('measures CJK as one em and Latin narrower, bold no narrower than regular', async () => {
    const fonts = await loadFontSet();
    expect(fonts.measureText('中文', 10, 'regular')).toBeCloseTo(20, 5);
    const latin = fonts.measureText('Hello', 10, 'regular');
    expect(latin).toBeGreaterThan(15);
    expect(latin).toBeLessThan(35);
    expect(fonts.measureText('Hello', 10, 'bold')).toBeGreaterThanOrEqual(latin);
  });

  it('has the rare name characters', async () => {
    expect((await loadFontSet()).hasGlyphs('镕堃喆犇淼燚')).toBe(true);
  });

  it('embeds only the drawn glyphs (a subset far smaller than the 10 MB font)', async () => {
    const set = await loadFontSet();
    const doc = await PDFDocument.create();
    const fonts = await embedFontSet(doc, set);
    doc.addPage().drawText('张镕 李堃 王喆', { x: 40, y: 700, size: 14, font: fonts.regular });
    const pdf = await doc.save();
    expect(pdf.length).toBeLessThan(60_000);
    const [regular] = (await pdfFonts(pdf)).filter((f) => f.name.includes('Regular'));
    expect(regular).toMatchObject({ emb: true, sub: true });
  });
});
