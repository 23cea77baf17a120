/** Grade reports drawn with react-pdf: score sheets, report slips, the grade summary. */
export * from './report.types';
export { renderGradeSummaryPdf, renderReportSlipsPdf, renderScoreSheetPdf } from './render-report';
export { cjkBreaks } from './cjk-breaks';
