import { layoutLabels, mmToPt, type LabelSheet } from '../../layout';
import { CANCELLED, type CardPdfOptions, type PrintResult } from '../card/card.pdf';
import { runInChunks, type ChunkControl } from '../card/chunks';
import type { PrintStudent } from '../card/print-student';
import { loadFontSet } from '../fonts';
import { createPrintDocument } from '../pdf/print-document';
import { drawLabel, type LabelContent } from './label.draw';

/** Options of a label print: what the labels carry and the first free slot of the first sheet. */
export interface LabelsPdfOptions extends CardPdfOptions, ChunkControl {
  content: LabelContent;
  /** 1-based slot on the first sheet, so a half-used sheet can be finished. */
  startPosition?: number;
}

/** Renders one label per student (name, class, 考号 as text and code) over sheets of labels. */
export async function renderLabelsPdf(
  sheet: LabelSheet,
  students: readonly PrintStudent[],
  opts: LabelsPdfOptions,
): Promise<PrintResult> {
  const fontSet = await loadFontSet(opts.fontLoader);
  const title = opts.title ?? (opts.content === 'qr' ? '二维码标签' : '条形码标签');
  const { doc, fonts } = await createPrintDocument(title, fontSet);
  const layout = layoutLabels(sheet, students.length, {
    startPosition: opts.startPosition ?? 1,
    content: opts.content,
  });
  const size: [number, number] = [mmToPt(sheet.sheet.width), mmToPt(sheet.sheet.height)];
  const placed = layout.pages.flatMap((p) =>
    p.labels.map((label, i) => ({ label, first: i === 0 })),
  );
  let page = doc.addPage(size);
  const done = await runInChunks(
    placed.length,
    (i) => {
      const { label, first } = placed[i]!;
      if (first && i > 0) page = doc.addPage(size);
      drawLabel({ page, fonts, fontSet }, label, students[label.index]!, opts.content);
    },
    { ...opts, chunkSize: opts.chunkSize ?? 48 },
  );
  if (!done) return { ok: false, reason: CANCELLED };
  return { ok: true, bytes: await doc.save() };
}
