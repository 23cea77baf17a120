import { renderHomeworkReportPdf, type HomeworkReportData } from '../../../print';
import type { GroupSummary } from '../../../shared/analysis';
import type { AssistantReport } from '../../../shared/api/assistant';

const line = (
  name: string,
  s: GroupSummary,
  expected: number | null,
  submitted: number | null,
) => ({
  name,
  expected,
  submitted,
  participants: s.participants,
  absent: s.absent,
  mean: s.mean,
  max: s.max,
  min: s.min,
  scoreRate: s.scoreRate,
  passShare: s.rates.pass.share,
  excellentShare: s.rates.excellent.share,
});

/** The report's figures as the PDF prints them (the same answer the page shows). */
export function reportPdfData(r: AssistantReport): HomeworkReportData {
  const sum = (k: 'expected' | 'submitted') => r.classes.reduce((a, c) => a + c[k], 0);
  return {
    heading: { title: r.title, subtitle: r.subtitle },
    classes: [
      ...r.classes.map((c) => line(c.className, c.summary, c.expected, c.submitted)),
      line('全部', r.grade, sum('expected'), sum('submitted')),
    ],
    classNames: r.classNames,
    questions: r.questions,
    attention: r.attention,
  };
}

/** 作业报告 as a PDF file named after the paper. */
export async function reportPdf(r: AssistantReport) {
  return {
    bytes: await renderHomeworkReportPdf(reportPdfData(r)),
    fileName: `${r.title}-作业报告.pdf`,
  };
}
