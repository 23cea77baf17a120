/** Shared browser pieces for app and features. */
export * from './http';
export { RichText } from './rich-text/rich-text';
export { CardPreview } from './card-preview/card-preview';
export { SmsCodeField, type SmsPurpose } from './verify/sms-code-field';
export { useLoad, type Loaded } from './use-load';
export { LoadState } from './load-state';
export { renderPdfPages, pdfToPng, type RenderedPdf } from './pdf/pdf-render';
export { Chart, type ChartOption } from './chart/chart';
export { ReportTableCard } from './report-table';
export { ChartCanvas, type ChartClick } from './chart/chart-canvas';
export { useExport, exportApi } from './use-export';
