import { PDFDocument } from 'pdf-lib';
import type { CardLayout, PaperDoc } from '../../layout';
import { CANCELLED, renderCardSetPdf, type PrintResult } from '../card/card.pdf';
import type { ChunkControl } from '../card/chunks';
import type { PrintStudent } from '../card/print-student';
import type { ImageLoader } from '../pdf/images';
import { renderPaperPdf } from './paper.pdf';

/** One student's practice: their own paper, its card layout and the student printed on the card. */
export interface PracticeCopy {
  doc: PaperDoc;
  layout: CardLayout;
  student: PrintStudent;
}

/**
 * Renders personalised practice papers into one PDF: per student their paper, then their answer
 * card (the page code names the paper version and the student's 考号), with progress after each
 * student and cancelling between students.
 */
export async function renderPracticeSetPdf(
  copies: readonly PracticeCopy[],
  opts: ChunkControl & { title?: string; imageLoader?: ImageLoader } = {},
): Promise<PrintResult> {
  const out = await PDFDocument.create();
  out.setTitle(opts.title ?? '错题重练');
  const every = Math.max(1, opts.chunkSize ?? 20);
  for (const [i, c] of copies.entries()) {
    if (opts.signal?.aborted) return { ok: false, reason: CANCELLED };
    const paper = await PDFDocument.load(
      await renderPaperPdf(c.doc, opts.imageLoader ? { imageLoader: opts.imageLoader } : {}),
    );
    const card = await renderCardSetPdf(c.layout, [c.student], { title: c.doc.settings.title });
    if (!card.ok) return card;
    const cardDoc = await PDFDocument.load(card.bytes);
    for (const src of [paper, cardDoc])
      for (const p of await out.copyPages(src, src.getPageIndices())) out.addPage(p);
    if ((i + 1) % every === 0 || i + 1 === copies.length) opts.onProgress?.(i + 1, copies.length);
  }
  if (opts.signal?.aborted) return { ok: false, reason: CANCELLED };
  return { ok: true, bytes: await out.save() };
}
