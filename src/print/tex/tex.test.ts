import { PDFDocument, rgb } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { darkPixels, rasterise } from '../../../tests/support/pdf-tools';
import { embedFontSet, loadFontSet } from '../fonts';
import { drawTex } from './draw-tex';
import { layoutTex } from './tex';
import { texPaths } from './tex-layout.stage';

describe('layoutTex', () => {
  it('turns a formula into non-empty filled paths with sane metrics', () => {
    const frac = layoutTex('\\frac{1}{2}+\\sqrt{x^2+1}');
    expect(frac.ok).toBe(true);
    if (!frac.ok) return;
    expect(frac.glyphs.length).toBeGreaterThanOrEqual(8);
    expect(frac.rules.length).toBeGreaterThanOrEqual(1);
    expect(texPaths(frac).every((p) => p.length > 2)).toBe(true);
    expect(frac.width).toBeGreaterThan(4);
    expect(frac.width).toBeLessThan(8);
    // A fraction rises above a letter and hangs below the baseline.
    const x = layoutTex('x');
    if (!x.ok) throw new Error(x.reason);
    expect(frac.ascent).toBeGreaterThan(x.ascent);
    expect(frac.descent).toBeGreaterThan(0.2);
    expect(x.ascent).toBeGreaterThan(0.3);
    expect(x.ascent).toBeLessThan(1);
  });

  it('keeps path points inside the reported box', () => {
    const r = layoutTex('\\int_0^1 x^2\\,dx=\\dfrac{1}{3}', true);
    if (!r.ok) throw new Error(r.reason);
    const points = texPaths(r)
      .flat()
      .flatMap((p) => (p.op === 'Z' ? [] : [p]));
    expect(Math.min(...points.map((p) => p.x))).toBeGreaterThanOrEqual(-0.05);
    expect(Math.max(...points.map((p) => p.x))).toBeLessThanOrEqual(r.width + 0.05);
    expect(Math.max(...points.map((p) => p.y))).toBeLessThanOrEqual(r.ascent + 0.05);
    expect(Math.min(...points.map((p) => p.y))).toBeGreaterThanOrEqual(-r.descent - 0.05);
  });

  it('keeps Chinese inside \\text{} as text for our font', () => {
    const r = layoutTex('S=\\text{底}\\times\\text{高}');
    if (!r.ok) throw new Error(r.reason);
    expect(r.texts.map((t) => t.text).join('')).toBe('底高');
  });

  it('returns a TeX error as a value, never throws', () => {
    const bad = layoutTex('\\frac{1}{');
    expect(bad).toEqual({ ok: false, reason: expect.stringMatching(/brace/i) });
    expect(layoutTex('\\notamacro x').ok).toBe(false);
  });

  it('caches per formula', () => {
    expect(layoutTex('a^2+b^2=c^2')).toBe(layoutTex('a^2+b^2=c^2'));
  });

  it('draws ink on the page where the formula is, glyphs included', async () => {
    const doc = await PDFDocument.create();
    const fonts = await embedFontSet(doc, await loadFontSet());
    const page = doc.addPage([300, 100]);
    // No fraction bar or radical: every dark pixel comes from glyph outlines.
    const r = layoutTex('xy+ab=c');
    if (!r.ok) throw new Error(r.reason);
    expect(r.rules).toEqual([]);
    drawTex(page, r, { x: 20, y: 50, sizePt: 20, color: rgb(0, 0, 0), font: fonts.regular });
    const [png] = await rasterise(await doc.save(), { dpi: 72 });
    const img = png ?? new Uint8Array();
    const w = r.width * 20;
    const box = {
      left: 20,
      top: 50 - r.ascent * 20,
      width: w,
      height: (r.ascent + r.descent) * 20,
    };
    const inside = await darkPixels(img, box);
    const right = await darkPixels(img, {
      left: 20 + w + 5,
      top: 0,
      width: 300 - w - 26,
      height: 100,
    });
    expect(inside).toBeGreaterThan(0.08 * box.width * box.height);
    expect(right).toBe(0);
  });
});
