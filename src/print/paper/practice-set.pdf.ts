import type { CardLayout, PaperDoc } from '../../layout';
import { addCardCopy, CANCELLED, sharedCardBook, type PrintResult } from '../card/card.pdf';
import { yieldTurn, type ChunkControl } from '../card/chunks';
import { createElementForms } from '../card/element-forms';
import type { PrintStudent } from '../card/print-student';
import { loadFontSet } from '../fonts';
import { dataUrlImageLoader, type EmbeddedImage, type ImageLoader } from '../pdf/images';
import { createPrintDocument } from '../pdf/print-document';
import { drawFlow } from './flow.draw';
import { createLineForms } from './line-forms';
import { layoutPaper } from './paper.pdf';

/** One student's practice: their own paper, its card layout and the student printed on the card. */
export interface PracticeCopy {
  doc: PaperDoc;
  layout: CardLayout;
  student: PrintStudent;
}

/**
 * Renders personalised practice papers into one PDF: per student their paper, then their answer
 * card (the page code names the paper version and the student's 考号), with progress after each
 * chunk of students and cancelling between students. Everything is drawn into one document, so
 * the fonts are embedded (and subset) once and each image once.
 */
export async function renderPracticeSetPdf(
  copies: readonly PracticeCopy[],
  opts: ChunkControl & { title?: string; imageLoader?: ImageLoader } = {},
): Promise<PrintResult> {
  const fontSet = await loadFontSet();
  const { doc, fonts } = await createPrintDocument(opts.title ?? '错题重练', fontSet);
  const images = new Map<string, EmbeddedImage>();
  const forms = createLineForms(doc, fonts, images);
  const cards = createElementForms(doc, fonts, fontSet);
  const sources = opts.imageLoader ? { imageLoader: opts.imageLoader } : {};
  const every = Math.max(1, opts.chunkSize ?? 20);
  for (const [i, c] of copies.entries()) {
    if (opts.signal?.aborted) return { ok: false, reason: CANCELLED };
    const flow = await layoutPaper(c.doc, sources);
    await drawFlow(doc, flow, fonts, opts.imageLoader ?? dataUrlImageLoader, images, forms);
    addCardCopy(sharedCardBook(doc, fonts, fontSet, c.layout, cards), c.student);
    if ((i + 1) % every === 0 || i + 1 === copies.length) {
      opts.onProgress?.(i + 1, copies.length);
      // Lets a cancel message (or other requests, in-process) in between chunks.
      if (opts.signal || opts.onProgress) await yieldTurn();
    }
  }
  if (opts.signal?.aborted) return { ok: false, reason: CANCELLED };
  return { ok: true, bytes: await doc.save() };
}
