import { pdf, type DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import type { FontSources } from '../fonts';
import { reportFonts } from './report-fonts';
import { ReportSlipsDocument } from './report-slips.pdf';
import type { GradeSummaryData, ReportSlipsData, ScoreSheetData } from './report.types';
import { GradeSummaryDocument } from './grade-summary.pdf';
import { HomeworkReportDocument, type HomeworkReportData } from './homework-report.pdf';
import { ScoreSheetDocument } from './score-sheet.pdf';

/** Renders a react-pdf document to PDF bytes (Node and browser alike). */
export const renderDocument = async (doc: ReactElement<DocumentProps>): Promise<Uint8Array> =>
  new Uint8Array(await (await pdf(doc).toBlob()).arrayBuffer());

/** A class's score sheet as PDF. */
export const renderScoreSheetPdf = async (
  data: ScoreSheetData,
  sources?: FontSources,
): Promise<Uint8Array> =>
  renderDocument(<ScoreSheetDocument data={data} fonts={await reportFonts(sources)} />);

/** Report slips as PDF. */
export const renderReportSlipsPdf = async (
  data: ReportSlipsData,
  sources?: FontSources,
): Promise<Uint8Array> =>
  renderDocument(<ReportSlipsDocument data={data} fonts={await reportFonts(sources)} />);

/** The grade summary as PDF. */
export const renderGradeSummaryPdf = async (
  data: GradeSummaryData,
  sources?: FontSources,
): Promise<Uint8Array> =>
  renderDocument(<GradeSummaryDocument data={data} fonts={await reportFonts(sources)} />);

/** 作业报告 (the homework report) as PDF. */
export const renderHomeworkReportPdf = async (
  data: HomeworkReportData,
  sources?: FontSources,
): Promise<Uint8Array> =>
  renderDocument(<HomeworkReportDocument data={data} fonts={await reportFonts(sources)} />);
