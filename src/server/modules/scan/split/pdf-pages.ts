import {
  PDFDocument,
  PDFName,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  type PDFPage,
} from 'pdf-lib';
import { PDFObjectCopier } from 'pdf-lib';
import { pageScanImage } from '../../../../scan';

/** What splitting a PDF answers: a one-page PDF per page, or only the count past the limit. */
export type PdfSplit = { pages: Uint8Array[] } | { tooMany: number };

/** A one-page PDF of the page's size holding only its scan image (as stored: no pixel re-encoded). */
async function onePage(src: PDFDocument, page: PDFPage): Promise<Uint8Array> {
  const out = await PDFDocument.create({ updateMetadata: false });
  const { width, height } = page.getSize();
  const target = out.addPage([width, height]);
  const image = pageScanImage(page);
  if (image) {
    const copied = PDFObjectCopier.for(src.context, out.context).copy(image);
    target.node.setXObject(PDFName.of('Im0'), out.context.register(copied));
    target.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(width, 0, 0, height, 0, 0),
      drawObject('Im0'),
      popGraphicsState(),
    );
  }
  return out.save({ useObjectStreams: false, addDefaultPage: false });
}

/**
 * Splits a scanner PDF into one small PDF per page, loading the file once. Each page keeps its size
 * and its largest image (the scan), so decoding a page reads exactly what decoding it in the whole
 * file read. Past `maxPages` it only counts. Throws when the file cannot be loaded.
 */
export async function splitPdf(bytes: Uint8Array, maxPages: number): Promise<PdfSplit> {
  const src = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  const count = src.getPageCount();
  if (count > maxPages) return { tooMany: count };
  const pages: Uint8Array[] = [];
  for (const page of src.getPages()) pages.push(await onePage(src, page));
  return { pages };
}
