import type { PDFDocument } from 'pdf-lib';
import { mmToPt, type PaperFlow, type PlacedLine } from '../../layout';
import type { EmbeddedFonts } from '../fonts';
import { toPdfRect } from '../pdf/coords';
import { fillRects } from '../pdf/fill-rects';
import { embedImages, type EmbeddedImage, type ImageLoader } from '../pdf/images';
import { drawLine } from '../text/draw-line';
import type { LineForms } from './line-forms';
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

/**
 * Draws a laid-out flow into a document: one PDF page per flow page, at the frame's exact size.
 * Images already in `embedded` are reused; new ones are loaded, embedded and added to it. With
 * `forms`, each line is placed as a shared form XObject instead of drawn on the page.
 */
export const drawFlow = async (
  doc: PDFDocument,
  flow: PaperFlow,
  fonts: EmbeddedFonts,
  imageLoader: ImageLoader,
  embedded: Map<string, EmbeddedImage> = new Map(),
  forms?: LineForms,
): Promise<void> => {
  const fresh = flowImages(flow).filter((src) => !embedded.has(src));
  for (const [src, image] of await embedImages(doc, fresh, imageLoader)) embedded.set(src, image);
  const images = embedded;
  const size: [number, number] = [mmToPt(flow.frame.sheet.width), mmToPt(flow.frame.sheet.height)];
  for (const fp of flow.pages) {
    const page = doc.addPage(size);
    const canvas = { page, fonts, images };
    const line = (l: PlacedLine) => (forms ? forms(page, size[1], l) : drawLine(canvas, l));
    for (const column of fp.columns) {
      for (const block of column.blocks) {
        for (const l of block.lines) line(l);
        fillRects(
          page,
          block.rules.map((r) => toPdfRect(size[1], r)),
        );
      }
      if (column.footer) line(column.footer);
    }
    if (flow.frame.sealGutter) drawSealGutter(page, flow.frame.sealGutter, fonts);
  }
};
