/** Barcode and QR labels on label sheets, and the paper's own QR poster. */
export { renderLabelsPdf, type LabelsPdfOptions } from './labels.pdf';
export type { LabelContent } from './label.draw';
export { renderPaperQrPdf, type PaperQrSpec } from './paper-qr.pdf';
