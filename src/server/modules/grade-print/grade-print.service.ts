import { renderGradeSummaryPdf, renderReportSlipsPdf, renderScoreSheetPdf } from '../../../print';
import { analyseExam, DEFAULT_ANALYSIS_SETTINGS } from '../../../shared/analysis';
import {
  GRADE_DOCS,
  NO_SCORES_YET,
  type GradePrintStatus,
  printFileName,
  type printGradeBody,
  type printGradeSampleBody,
} from '../../../shared/api';
import type { z } from 'zod';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import type { PrintedFile } from '../print/print.service';
import {
  classOf,
  gradeSummaryOf,
  reportSlipsOf,
  scoreSheetOf,
  type ReportSource,
} from './grade-report';
import type { GradeResultsSource } from './grade-results';
import { byClass } from '../../../shared/analysis';
import { buildSampleExam } from './sample-exam';

type DocOptions = z.output<typeof printGradeSampleBody>;

/** A grade document of a source: the summary, or a class's sheet or slips (404 for another class). */
export async function renderGradeDocument(
  src: ReportSource,
  opts: DocOptions & { classId?: string | undefined },
  nameParts: readonly string[],
): Promise<PrintedFile> {
  const analysis = analyseExam(src.results, src.settings);
  const doc = GRADE_DOCS[opts.document];
  if (opts.document === 'summary')
    return {
      bytes: await renderGradeSummaryPdf(gradeSummaryOf(src, analysis)),
      fileName: printFileName(nameParts, doc),
    };
  const c = classOf(analysis, opts.classId ?? analysis.classes[0]?.classId ?? '');
  if (!c) throw fail.notFound('该班级没有这份作业的成绩');
  const parts = [c.className, ...nameParts];
  return opts.document === 'sheet'
    ? {
        bytes: await renderScoreSheetPdf(scoreSheetOf(src, analysis, c, opts.order)),
        fileName: printFileName(parts, doc),
      }
    : {
        bytes: await renderReportSlipsPdf(reportSlipsOf(src, analysis, c, opts.slipsPerPage)),
        fileName: printFileName(parts, doc),
      };
}

let sample: ReportSource | undefined;

/** The invented exam of the test print, with the default settings (built once). */
export const sampleSource = (): ReportSource =>
  (sample ??= {
    heading: {
      title: '样张 · 高一数学期中考试',
      subtitle: '示例中学 · 高一年级 · 数学 · 满分 150 分',
      note: '本页为打印测试样张，学生与成绩均为虚构，用于检查打印机、纸张和版式。',
    },
    results: buildSampleExam(),
    settings: DEFAULT_ANALYSIS_SETTINGS,
  });

/** A grade document with the invented data (/printgradetest): its first class for sheet and slips. */
export const printGradeSample = async (opts: DocOptions): Promise<PrintedFile> => ({
  bytes: (await renderGradeDocument(sampleSource(), opts, ['样张'])).bytes,
  fileName: printFileName(['样张'], GRADE_DOCS[opts.document]),
});

/** A grade document of a marked paper; 409 with a clear message while it has no final scores. */
export async function printGrade(
  ctx: ServerContext,
  userId: string,
  body: z.output<typeof printGradeBody>,
  source: GradeResultsSource,
): Promise<PrintedFile> {
  const src = await source(ctx, userId, body.paperId);
  if (!src) throw fail.conflict(NO_SCORES_YET);
  return renderGradeDocument(src, body, [src.heading.title]);
}

/** Whether a paper's grades can be printed yet, and its classes with results. */
export async function gradePrintStatus(
  ctx: ServerContext,
  userId: string,
  paperId: string,
  source: GradeResultsSource,
): Promise<GradePrintStatus> {
  const src = await source(ctx, userId, paperId);
  if (!src) return { ready: false, message: NO_SCORES_YET, classes: [] };
  const classes = byClass(src.results.students).map((g) => ({
    id: g[0]!.classId,
    name: g[0]!.className,
  }));
  return { ready: true, message: null, classes };
}
