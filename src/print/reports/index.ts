/** Grade reports drawn with react-pdf: score sheets, report slips, the grade summary. */
export * from './report.types';
export {
  renderGradeSummaryPdf,
  renderHomeworkReportPdf,
  renderReportSlipsPdf,
  renderScoreSheetPdf,
} from './render-report';
export type {
  HomeworkAttentionLine,
  HomeworkClassLine,
  HomeworkQuestionLine,
  HomeworkReportData,
} from './homework-report.pdf';
export { cjkBreaks } from './cjk-breaks';
