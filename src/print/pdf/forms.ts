import type { PDFDict } from 'pdf-lib';
import {
  concatTransformationMatrix,
  drawObject,
  PDFArray,
  PDFContentStream,
  PDFName,
  PDFPage,
  PDFRef,
  popGraphicsState,
  pushGraphicsState,
  type PDFDocument,
} from 'pdf-lib';

const joinLines = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length + 1, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    out[at + p.length] = 0x0a;
    at += p.length + 1;
  }
  return out;
};

/**
 * Draws with the usual page API on a scratch page of a size (never part of the document) and
 * turns what was drawn into a form XObject with that page's resources; the scratch page is gone
 * afterwards. `bbox` defaults to the page.
 */
export const drawForm = (
  doc: PDFDocument,
  size: [number, number],
  draw: (page: PDFPage) => void,
  bbox: [number, number, number, number] = [0, 0, size[0], size[1]],
): PDFRef => {
  const { context } = doc;
  const page = PDFPage.create(doc);
  page.setSize(size[0], size[1]);
  draw(page);
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : [];
  const parts = refs.flatMap((ref) => {
    const stream = context.lookup(ref);
    return stream instanceof PDFContentStream ? [stream.getUnencodedContents()] : [];
  });
  const form = context.flateStream(joinLines(parts), {
    Type: 'XObject',
    Subtype: 'Form',
    FormType: 1,
    BBox: bbox,
    Resources: page.node.Resources(),
  });
  context.delete(page.ref);
  for (const ref of refs) if (ref instanceof PDFRef) context.delete(ref);
  return context.register(form);
};

/** Each page's names of the forms placed on it (Fm1, Fm2 …), so a form is named once per page. */
const pageNames = new WeakMap<PDFPage, { dict: PDFDict; names: Map<PDFRef, PDFName> }>();

const nameOn = (page: PDFPage, form: PDFRef): PDFName => {
  let entry = pageNames.get(page);
  if (!entry) {
    entry = { dict: page.node.normalizedEntries().XObject, names: new Map() };
    pageNames.set(page, entry);
  }
  let name = entry.names.get(form);
  if (!name) {
    name = PDFName.of(`Fm${entry.names.size + 1}`);
    entry.dict.set(name, form);
    entry.names.set(form, name);
  }
  return name;
};

/** Draws a form made by drawForm onto a page, moved by (dx, dy) points. */
export const placeForm = (page: PDFPage, form: PDFRef, dx = 0, dy = 0): void => {
  const name = nameOn(page, form);
  page.pushOperators(
    pushGraphicsState(),
    ...(dx || dy ? [concatTransformationMatrix(1, 0, 0, 1, dx, dy)] : []),
    drawObject(name),
    popGraphicsState(),
  );
};
