import type { PDFDocument } from 'pdf-lib';
import { mmToPt, type PaperFlow } from '../../layout';
import type { EmbeddedFonts } from '../fonts';
import { toPdfRect } from '../pdf/coords';
import { fillRects } from '../pdf/fill-rects';
import { embedImages, type ImageLoader } from '../pdf/images';
import { drawLine } from '../text/draw-line';
import { drawSealGutter } from './seal-gutter.draw';

/** Every image src a flow draws. */
export const flowImages = (flow: PaperFlow): string[] =>
  flow.pages.flatMap((p) =>
    p.columns.flatMap((c) =>
      c.blocks.flatMap((b) =>
        b.lines.flatMap((l) => l.line.items.flatMap((i) => (i.kind === 'img' ? [i.src] : []))),
      ),
    ),
  );

/** Draws a laid-out flow into a document: one PDF page per flow page, at the frame's exact size. */
export const drawFlow = async (
  doc: PDFDocument,
  flow: PaperFlow,
  fonts: EmbeddedFonts,
  imageLoader: ImageLoader,
): Promise<void> => {
  const images = await embedImages(doc, flowImages(flow), imageLoader);
  const size: [number, number] = [mmToPt(flow.frame.sheet.width), mmToPt(flow.frame.sheet.height)];
  for (const fp of flow.pages) {
    const page = doc.addPage(size);
    const canvas = { page, fonts, images };
    for (const column of fp.columns) {
      for (const block of column.blocks) {
        for (const line of block.lines) drawLine(canvas, line);
        fillRects(
          page,
          block.rules.map((r) => toPdfRect(size[1], r)),
        );
      }
      if (column.footer) drawLine(canvas, column.footer);
    }
    if (flow.frame.sealGutter) drawSealGutter(page, flow.frame.sealGutter, fonts);
  }
};
