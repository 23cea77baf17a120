import { PDFDocument, PDFName, PDFDict, PDFStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildPaper, layoutCard, type CardLayout } from '../../layout';
import { CANCELLED, renderCardPdf, renderCardSetPdf } from './card.pdf';
import type { PrintStudent } from './print-student';

const buildStudents = (n: number, overrides: Partial<PrintStudent> = {}): PrintStudent[] =>
  Array.from({ length: n }, (_, i) => ({
    name: `学生${i + 1}`,
    className: '初二(1)班',
    examNo: `2025010${i + 1}`,
    ...overrides,
  }));

/** Counts the form XObjects of a saved PDF and the pages that draw each. */
async function formsOf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const forms = doc.context
    .enumerateIndirectObjects()
    .filter(
      ([, o]) => o instanceof PDFStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Form'),
    );
  const fonts = forms.map(([, o]) => {
    const res = (o as PDFStream).dict.lookup(PDFName.of('Resources'), PDFDict);
    return res.lookup(PDFName.of('Font'), PDFDict).keys().length;
  });
  const users = doc.getPages().map((p) => {
    const xobjects = p.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    return xobjects ? xobjects.keys().length : 0;
  });
  return { doc, forms: forms.length, fonts, users };
}

const a3: CardLayout = layoutCard(buildPaper({ settings: { size: 'A3' } }));

describe('answer card PDFs', () => {
  it('prints a blank card with one page per layout page at the exact sheet size', async () => {
    const doc = await PDFDocument.load(await renderCardPdf(a3, { title: '测验 答题卡' }));
    expect(doc.getPageCount()).toBe(a3.pages.length);
    for (const page of doc.getPages()) {
      expect(page.getWidth()).toBeCloseTo(1190.55, 1);
      expect(page.getHeight()).toBeCloseTo(841.89, 1);
    }
    expect(doc.getTitle()).toBe('测验 答题卡');
  });

  it('draws each card page once as a template that every student copy places', async () => {
    const result = await renderCardSetPdf(a3, buildStudents(6));
    if (!result.ok) throw new Error(result.reason);
    const { doc, forms, fonts, users } = await formsOf(result.bytes);
    expect(doc.getPageCount()).toBe(6 * a3.pages.length);
    expect(forms).toBe(a3.pages.length);
    // Hundreds of texts, yet one font entry per weight (pdf-lib's drawText adds one per call).
    expect(fonts.every((n) => n <= 2)).toBe(true);
    expect(users.every((n) => n >= 1)).toBe(true);
  });

  it('gives a card of odd page count a blank back so each student starts a new sheet', async () => {
    const three = {
      ...a3,
      pages: [...a3.pages, { ...a3.pages[1]!, index: 3, side: 'front' as const }],
    };
    const result = await renderCardSetPdf(three, buildStudents(2));
    if (!result.ok) throw new Error(result.reason);
    expect((await PDFDocument.load(result.bytes)).getPageCount()).toBe(8);
  });

  it('reports progress per chunk and stops between chunks when cancelled', async () => {
    const seen: number[] = [];
    const controller = new AbortController();
    const result = await renderCardSetPdf(a3, buildStudents(10), {
      chunkSize: 3,
      signal: controller.signal,
      onProgress: (done) => {
        seen.push(done);
        if (done >= 6) controller.abort();
      },
    });
    expect(result).toEqual({ ok: false, reason: CANCELLED });
    expect(seen).toEqual([3, 6]);
  });
});
