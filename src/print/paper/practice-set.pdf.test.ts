import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { decodePageCode, layoutCard } from '../../layout';
import { buildSamplePaper } from '../../../tests/support/sample-paper';
import { compareImages, decodeCodes, pdfFonts, rasterise } from '../../../tests/support/pdf-tools';
import { renderCardSetPdf } from '../card/card.pdf';
import { renderPaperPdf } from './paper.pdf';
import { renderPracticeSetPdf, type PracticeCopy } from './practice-set.pdf';

/** Three students' practice: two share every question (a different title each), one has others. */
const copies: PracticeCopy[] = (
  [
    ['p1', 'math', '学生一', 'A0001'],
    ['p2', 'math', '学生二', 'A0002'],
    ['p3', 'physics', '学生三', 'A0003'],
  ] as const
).map(([id, subject, name, examNo]) => {
  const doc = buildSamplePaper({ id, subject, settings: { title: `错题重练 ${name}` } });
  return { doc, layout: layoutCard(doc), student: { name, className: '初二(1)班', examNo } };
});

/** One student's practice printed on its own: the paper, then the personalised card. */
const alone = async (c: PracticeCopy): Promise<Uint8Array> => {
  const card = await renderCardSetPdf(c.layout, [c.student]);
  if (!card.ok) throw new Error(card.reason);
  const out = await PDFDocument.create();
  for (const bytes of [await renderPaperPdf(c.doc), card.bytes]) {
    const src = await PDFDocument.load(bytes);
    for (const p of await out.copyPages(src, src.getPageIndices())) out.addPage(p);
  }
  return out.save();
};

describe('practice set PDF', () => {
  it('prints every student exactly as their paper and card printed alone, fonts embedded once', async () => {
    const set = await renderPracticeSetPdf(copies);
    if (!set.ok) throw new Error(set.reason);
    const singles = await Promise.all(copies.map(alone));
    const together = await rasterise(set.bytes, { dpi: 50, gray: true });
    const apart = (
      await Promise.all(singles.map((s) => rasterise(s, { dpi: 50, gray: true })))
    ).flat();
    expect(together).toHaveLength(apart.length);
    for (const [i, png] of together.entries()) {
      const cmp = await compareImages(png, apart[i]!, 0.001);
      expect(cmp, `page ${i + 1}: ${(cmp.diffRatio * 100).toFixed(2)} % differ`).toMatchObject({
        ok: true,
      });
    }
    const fonts = await pdfFonts(set.bytes);
    expect(fonts.map((f) => f.name).sort()).toEqual([
      'NSSCBD+NotoSansSC-Bold',
      'NSSCRG+NotoSansSC-Regular',
    ]);
    // The two math students share their questions and card parts, drawn once in the set: the
    // second adds a small part of what their practice takes printed alone.
    const [one, two] = await Promise.all(
      [1, 2].map((n) => renderPracticeSetPdf(copies.slice(0, n))),
    );
    if (!one?.ok || !two?.ok) throw new Error('not printed');
    expect(two.bytes.length - one.bytes.length).toBeLessThan(0.2 * singles[1]!.length);
  }, 60_000);

  it("names each student's practice paper and 考号 in the page codes of their card", async () => {
    const set = await renderPracticeSetPdf(copies);
    if (!set.ok) throw new Error(set.reason);
    const paperPages = await Promise.all(
      copies.map(async (c) => (await PDFDocument.load(await renderPaperPdf(c.doc))).getPageCount()),
    );
    let at = 0;
    for (const [i, c] of copies.entries()) {
      at += paperPages[i]!;
      const [png] = await rasterise(set.bytes, { dpi: 150, page: at + 1 });
      const codes = await decodeCodes(png!);
      const qr = decodePageCode(codes.find((d) => d.type === 'QR-Code')?.data ?? '');
      expect(qr).toMatchObject({
        paperId: c.doc.id,
        page: 1,
        examNo: c.student.examNo.toLowerCase(),
      });
      expect(codes.some((d) => d.type === 'CODE-128' && d.data === c.student.examNo)).toBe(true);
      const cardPages = c.layout.pages.length;
      at += cardPages + (cardPages > 1 && cardPages % 2 === 1 ? 1 : 0);
    }
    expect(at).toBe((await PDFDocument.load(set.bytes)).getPageCount());
  }, 60_000);

  it('reports progress per chunk and stops when cancelled', async () => {
    const seen: number[] = [];
    const done = await renderPracticeSetPdf(copies, {
      chunkSize: 2,
      onProgress: (n) => seen.push(n),
    });
    expect(done.ok).toBe(true);
    expect(seen).toEqual([2, 3]);
    const controller = new AbortController();
    controller.abort();
    expect(await renderPracticeSetPdf(copies, { signal: controller.signal })).toEqual({
      ok: false,
      reason: '已取消',
    });
  });
});
