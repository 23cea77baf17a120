import type { ClassAnalysisAnswer, ClassRateRow } from '../../../shared/api/analysis-pages';
import type { ChartOption } from '../../../ui';

const pct = (x: number | null) => (x === null ? null : Math.round(x * 1000) / 10);

/** Bars of the class's 得分率 beside the grade's over some items. */
const beside = (className: string, labels: string[], rows: ClassRateRow[]): ChartOption => ({
  tooltip: { trigger: 'axis' },
  legend: { top: 0 },
  grid: { left: 40, right: 16, top: 36, bottom: 40, containLabel: true },
  xAxis: {
    type: 'category',
    data: labels,
    axisLabel: {
      interval: 0,
      rotate: labels.length > 4 ? 35 : 0,
      width: 96,
      overflow: 'truncate',
    },
  },
  yAxis: { type: 'value', name: '得分率%', min: 0, max: 100 },
  series: [
    { type: 'bar', name: className, data: rows.map((r) => pct(r.classRate)) },
    { type: 'bar', name: '年级', data: rows.map((r) => pct(r.gradeRate)) },
  ],
});

/** 小题得分率: class beside grade per question. */
export const questionChart = (c: ClassAnalysisAnswer): ChartOption =>
  beside(
    c.className,
    c.questions.map((q) => q.label),
    c.questions.map((q) => ({
      key: q.questionId,
      name: q.label,
      classRate: q.classRate,
      gradeRate: q.gradeRate,
    })),
  );

/** 知识点得分率: class beside grade per 知识点. */
export const knowledgeChart = (c: ClassAnalysisAnswer): ChartOption =>
  beside(
    c.className,
    c.knowledge.map((k) => k.name),
    c.knowledge,
  );

/** 题型得分率: class beside grade per 题型. */
export const kindChart = (c: ClassAnalysisAnswer): ChartOption =>
  beside(
    c.className,
    c.kinds.map((k) => k.name),
    c.kinds,
  );
