/** Public surface of print: layout → PDF (papers, answer keys) and the drawing primitives cards and labels use. */
export * from './fonts';
export * from './codes';
export {
  layoutTex,
  drawTex,
  type TexLayout,
  type TexFailure,
  type TexResult,
  type TexPlacement,
} from './tex';
export { createTextMeasurer, textMetrics } from './text/text-measurer';
export { drawLine, INK, type LineCanvas } from './text/draw-line';
export { toPdfPoint, toPdfRect, r3, type PdfPoint, type PdfRect } from './pdf/coords';
export { fillRects } from './pdf/fill-rects';
export { createPrintDocument } from './pdf/print-document';
export {
  dataUrlImageLoader,
  embedImages,
  type EmbeddedImage,
  type ImageLoader,
  type ImageLoadResult,
} from './pdf/images';
export { drawSealGutter } from './paper/seal-gutter.draw';
export { drawFlow, flowImages } from './paper/flow.draw';
export {
  layoutPaper,
  measurerFor,
  renderAnswerKeyPdf,
  renderPaperPdf,
  type AnswerKeyPdfOptions,
  type PaperPdfOptions,
  type PrintSources,
} from './paper/paper.pdf';
export { renderPracticeSetPdf, type PracticeCopy } from './paper/practice-set.pdf';
export * from './card';
export * from './labels';
export * from './check';
export * from './reports';
