import { mmToPt, rect, SHEETS } from '../../layout';
import type { CardPdfOptions } from '../card/card.pdf';
import { INKS } from '../card/ink';
import { drawTextBox } from '../card/text-box';
import { drawQr, qrMatrix } from '../codes';
import { loadFontSet } from '../fonts';
import { createPrintDocument } from '../pdf/print-document';

/** What the paper's poster shows: its title, the QR payload and the lines printed under it. */
export interface PaperQrSpec {
  title: string;
  subtitle: string;
  /** Text of the QR code (a link to the paper in the product). */
  payload: string;
  /** Lines under the code, e.g. how to use it and the paper's number and version. */
  notes: string[];
}

const QR_SIDE = 110;

/** Renders the paper's own QR code on an A4 page for posting (title, a 110 mm code, notes). */
export async function renderPaperQrPdf(
  spec: PaperQrSpec,
  opts: CardPdfOptions = {},
): Promise<Uint8Array> {
  const fontSet = await loadFontSet(opts.fontLoader);
  const { doc, fonts } = await createPrintDocument(opts.title ?? `${spec.title} 二维码`, fontSet);
  const { width, height } = SHEETS.A4;
  const page = doc.addPage([mmToPt(width), mmToPt(height)]);
  const c = { page, fonts, fontSet };
  drawTextBox(c, spec.title, rect(20, 30, width - 40, 12), {
    size: 7,
    weight: 'bold',
    align: 'center',
  });
  if (spec.subtitle)
    drawTextBox(c, spec.subtitle, rect(20, 44, width - 40, 8), { size: 4.2, align: 'center' });
  const top = 62;
  drawQr(page, qrMatrix(spec.payload, 'Q'), rect((width - QR_SIDE) / 2, top, QR_SIDE, QR_SIDE));
  spec.notes.forEach((line, i) =>
    drawTextBox(c, line, rect(20, top + QR_SIDE + 8 + i * 8, width - 40, 7), {
      size: i === 0 ? 4.6 : 3.4,
      align: 'center',
      color: i === 0 ? INKS.black : INKS.gray,
    }),
  );
  return doc.save();
}
