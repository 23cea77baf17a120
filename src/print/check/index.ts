/** The printer check page as PDF. */
export { renderPrinterCheckPdf, drawPrinterCheck } from './printer-check.pdf';
