/** Answer cards as PDF: blank, and personalised class sets (template drawn once, students stamped). */
export {
  CANCELLED,
  cardCopyPages,
  renderCardPdf,
  renderCardSetPdf,
  type CardPdfOptions,
  type PrintResult,
} from './card.pdf';
export type { ChunkControl } from './chunks';
export { isPrintableExamNo, type PrintStudent } from './print-student';
