import {
  drawObject,
  PDFArray,
  PDFContentStream,
  PDFRef,
  popGraphicsState,
  pushGraphicsState,
  type PDFDocument,
  type PDFPage,
} from 'pdf-lib';

const NEWLINE = Uint8Array.of(0x0a);

const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/**
 * Draws once what many pages share into a form XObject (a scratch page is drawn with the usual
 * page API, turned into the XObject and removed), so each copy costs one `Do` operator.
 */
export const makeTemplate = (
  doc: PDFDocument,
  size: [number, number],
  draw: (page: PDFPage) => void,
): PDFRef => {
  const page = doc.addPage(size);
  draw(page);
  const { context } = doc;
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : [];
  const parts = refs.flatMap((ref) => {
    const stream = context.lookup(ref);
    return stream instanceof PDFContentStream ? [stream.getUnencodedContents(), NEWLINE] : [];
  });
  const form = context.flateStream(concat(parts), {
    Type: 'XObject',
    Subtype: 'Form',
    FormType: 1,
    BBox: [0, 0, size[0], size[1]],
    Resources: page.node.Resources(),
  });
  doc.removePage(doc.getPageCount() - 1);
  context.delete(page.ref);
  for (const ref of refs) if (ref instanceof PDFRef) context.delete(ref);
  return context.register(form);
};

/** Draws a template made by makeTemplate onto a page, at the same place. */
export const placeTemplate = (page: PDFPage, template: PDFRef): void => {
  const name = page.node.newXObject('Card', template);
  page.pushOperators(pushGraphicsState(), drawObject(name), popGraphicsState());
};
