import {
  knowledgeRates,
  metricDefinitions,
  weakestKnowledge,
  type AnalysisSettings,
  type ClassAnalysis,
  type ExamAnalysis,
  type ExamResults,
  type GroupAnalysis,
  type StudentRow,
} from '../../../shared/analysis';
import type {
  GradeSummaryData,
  ReportHeading,
  ReportSlipsData,
  ScoreSheetData,
  SheetRow,
  SummaryRow,
} from '../../../print';

/** What a grade document is made from: the paper's heading, its results and the school's settings. */
export interface ReportSource {
  heading: ReportHeading;
  results: ExamResults;
  settings: AnalysisSettings;
}

/** The definitions printed at the end of the grade summary, in this order. */
const SUMMARY_DEFINITIONS = [
  'participants',
  'mean',
  'sd',
  'median',
  'excellentRate',
  'goodRate',
  'passRate',
  'lowRate',
  'overAverage',
  'groupRank',
  'classRank',
  'gradeRank',
  'bands',
  'difficulty',
  'discrimination',
  'alpha',
  'critical',
] as const;

/** A class of the analysis, or 404-worthy undefined. */
export const classOf = (a: ExamAnalysis, classId: string): ClassAnalysis | undefined =>
  a.classes.find((c) => c.classId === classId);

/** The class's students: by class rank (缺考 last), or by 考号. */
const classRows = (a: ExamAnalysis, classId: string, order: 'rank' | 'examNo'): StudentRow[] => {
  const rows = a.students.filter((r) => r.student.classId === classId);
  if (order === 'rank') return rows;
  return [...rows].sort((x, y) =>
    (x.student.examNo ?? x.student.id).localeCompare(y.student.examNo ?? y.student.id, 'zh-CN', {
      numeric: true,
    }),
  );
};

const sheetRow = (r: StudentRow, items: number): SheetRow => ({
  examNo: r.student.examNo ?? '',
  name: r.student.name,
  absent: r.student.absent,
  scores: Array.from({ length: items }, (_, i) =>
    r.student.absent ? null : (r.student.scores[i] ?? null),
  ),
  objective: r.objective,
  subjective: r.subjective,
  total: r.total,
  classRank: r.classRank,
  gradeRank: r.gradeRank,
});

const questionsOf = (src: ReportSource) =>
  src.results.questions.map((q) => ({ label: q.label, full: q.full }));

const figures = (g: GroupAnalysis) => {
  const { participants, absent, mean, max, min, median, sd } = g.summary;
  return { participants, absent, mean, max, min, median, sd };
};

/** A class's score sheet. */
export const scoreSheetOf = (
  src: ReportSource,
  a: ExamAnalysis,
  c: ClassAnalysis,
  order: 'rank' | 'examNo',
): ScoreSheetData => ({
  heading: src.heading,
  className: c.className,
  full: a.full,
  questions: questionsOf(src),
  rows: classRows(a, c.classId, order).map((r) => sheetRow(r, src.results.questions.length)),
  summary: figures(c),
});

/** A class's report slips: each student's row, ranks among how many, and weakest 知识点. */
export const reportSlipsOf = (
  src: ReportSource,
  a: ExamAnalysis,
  c: ClassAnalysis,
  perPage: number | 'auto',
): ReportSlipsData => {
  const { questions } = src.results;
  const hasKnowledge = questions.some((q) => q.knowledge.length > 0);
  return {
    heading: src.heading,
    full: a.full,
    questions: questionsOf(src),
    perPage,
    slips: classRows(a, c.classId, 'examNo').map((r) => ({
      ...sheetRow(r, questions.length),
      className: c.className,
      classSize: c.summary.participants,
      gradeSize: a.grade.summary.participants,
      classMean: c.summary.mean,
      gradeMean: a.grade.summary.mean,
      hasKnowledge,
      weakest: r.student.absent
        ? []
        : weakestKnowledge(knowledgeRates(questions, [r.student]), 3).map((k) => ({
            name: k.name,
            rate: k.rate ?? 0,
          })),
    })),
  };
};

const summaryRow = (name: string, g: GroupAnalysis, c?: ClassAnalysis): SummaryRow => {
  const r = g.summary.rates;
  return {
    name,
    ...figures(g),
    overAverage: c ? c.overAverage : null,
    rank: c ? c.rank : null,
    rates: {
      excellent: r.excellent.share,
      good: r.good.share,
      pass: r.pass.share,
      low: r.low.share,
    },
  };
};

/** The grade summary: the grade's row and each class's, bands, items, 临界生 and definitions. */
export const gradeSummaryOf = (src: ReportSource, a: ExamAnalysis): GradeSummaryData => {
  const defs = metricDefinitions(src.settings);
  const names = (list: readonly { name: string }[]) => list.map((s) => s.name);
  return {
    heading: src.heading,
    full: a.full,
    lines: a.lines,
    bandWidth: src.settings.bandWidth,
    criticalBuffer: src.settings.criticalBuffer,
    alpha: a.alpha,
    rows: [summaryRow('年级', a.grade), ...a.classes.map((c) => summaryRow(c.className, c, c))],
    bandLabels: a.grade.bands.map((b) => b.label),
    bands: [
      { name: '年级', g: a.grade },
      ...a.classes.map((c) => ({ name: c.className, g: c })),
    ].map(({ name, g }) => ({
      name,
      counts: g.bands.map((b) => b.count),
      cumShares: g.bands.map((b) => b.cumShare),
    })),
    classNames: a.classes.map((c) => c.className),
    questions: a.grade.questions.map((q, i) => ({
      label: q.label,
      kind: q.kind,
      full: q.full,
      mean: q.mean,
      scoreRate: q.scoreRate,
      discrimination: q.discrimination,
      classRates: a.classes.map((c) => c.questions[i]?.scoreRate ?? null),
    })),
    critical: a.classes.map((c) => ({
      name: c.className,
      excellent: names(c.critical.excellent),
      good: names(c.critical.good),
      pass: names(c.critical.pass),
    })),
    definitions: SUMMARY_DEFINITIONS.map((k) => defs[k]),
  };
};
