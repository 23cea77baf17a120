import type { BigDataReport } from '../../../shared/api/big-data';
import type { ChartOption } from '../../../ui';
import { pct } from './drill';

/** What a chart item carries for its drill-down. */
export interface DrillData {
  value: number | null | [number, number, number];
  gradeId: string;
  subjectId?: string;
  paperId?: string;
}

const grades = (r: BigDataReport) => r.grades.map((g) => ({ id: g.gradeId, name: g.gradeName }));
const subjects = (r: BigDataReport) => [
  ...new Map(r.cells.map((c) => [c.subjectId, c.subjectName])).entries(),
];

/** 作业数 per grade, stacked by subject. */
export function papersOption(r: BigDataReport): ChartOption {
  const gs = grades(r);
  return {
    tooltip: { trigger: 'axis' },
    legend: {},
    grid: { left: 48, right: 24, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: gs.map((g) => g.name) },
    yAxis: { type: 'value', minInterval: 1, name: '作业数' },
    series: subjects(r).map(([subjectId, name]) => ({
      name,
      type: 'bar',
      stack: 'papers',
      data: gs.map((g): DrillData => {
        const c = r.cells.find((x) => x.gradeId === g.id && x.subjectId === subjectId);
        return { value: c?.papers ?? 0, gradeId: g.id, subjectId };
      }),
    })),
  };
}

/** 得分率 trend per grade and subject, by date. */
export function trendOption(r: BigDataReport): ChartOption {
  const dates = [...new Set(r.cells.flatMap((c) => c.trend.map((t) => t.date)))].sort();
  return {
    tooltip: { trigger: 'item' },
    legend: { type: 'scroll' },
    grid: { left: 48, right: 24, top: 48, bottom: 32 },
    xAxis: { type: 'category', data: dates },
    yAxis: { type: 'value', min: 0, max: 100, name: '得分率 %' },
    series: r.cells
      .filter((c) => c.trend.length > 0)
      .map((c) => ({
        name: `${c.gradeName}${c.subjectName}`,
        type: 'line',
        connectNulls: true,
        data: dates.map((d): DrillData => {
          const t = c.trend.find((x) => x.date === d);
          return {
            value: t ? pct(t.scoreRate) : null,
            gradeId: c.gradeId,
            subjectId: c.subjectId,
            ...(t ? { paperId: t.paperId } : {}),
          };
        }),
      })),
  };
}

/** Grade × 知识点 得分率 heat map (the points with most marks at stake, at most 24). */
export function heatOption(r: BigDataReport): ChartOption {
  const gs = grades(r);
  const byPoint = new Map<string, { name: string; possible: number }>();
  for (const k of r.knowledge) {
    const e = byPoint.get(k.knowledgeId) ?? { name: k.name, possible: 0 };
    e.possible += k.possible;
    byPoint.set(k.knowledgeId, e);
  }
  const points = [...byPoint].sort((a, b) => b[1].possible - a[1].possible).slice(0, 24);
  return {
    tooltip: { position: 'top' },
    grid: { left: 96, right: 24, top: 16, bottom: 96 },
    xAxis: {
      type: 'category',
      data: points.map(([, p]) => p.name),
      axisLabel: { rotate: 40, interval: 0 },
    },
    yAxis: { type: 'category', data: gs.map((g) => g.name) },
    visualMap: {
      min: 0,
      max: 100,
      calculable: true,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      inRange: { color: ['#f5222d', '#fadb14', '#52c41a'] },
    },
    series: [
      {
        name: '知识点得分率 %',
        type: 'heatmap',
        label: { show: true },
        data: r.knowledge.flatMap((k): DrillData[] => {
          const x = points.findIndex(([id]) => id === k.knowledgeId);
          const y = gs.findIndex((g) => g.id === k.gradeId);
          if (x < 0 || y < 0) return [];
          return [
            {
              value: [x, y, pct(k.rate) ?? 0],
              gradeId: k.gradeId,
              subjectId: k.subjectId,
              paperId: k.paperId,
            },
          ];
        }),
      },
    ],
  };
}

/** 年级对比: 得分率 and 参与率 (%), and 批改周期 (hours) on the right axis. */
export function gradesOption(r: BigDataReport): ChartOption {
  const data = (f: (g: BigDataReport['grades'][number]) => number | null) =>
    r.grades.map((g): DrillData => ({ value: f(g), gradeId: g.gradeId }));
  return {
    tooltip: { trigger: 'axis' },
    legend: {},
    grid: { left: 48, right: 56, top: 48, bottom: 32 },
    xAxis: { type: 'category', data: r.grades.map((g) => g.gradeName) },
    yAxis: [
      { type: 'value', min: 0, max: 100, name: '%' },
      { type: 'value', name: '小时', splitLine: { show: false } },
    ],
    series: [
      { name: '得分率', type: 'bar', data: data((g) => pct(g.scoreRate)) },
      { name: '参与率', type: 'bar', data: data((g) => pct(g.participation)) },
      {
        name: '批改周期（小时）',
        type: 'line',
        yAxisIndex: 1,
        data: data((g) => (g.turnaroundHours === null ? null : +g.turnaroundHours.toFixed(1))),
      },
    ],
  };
}
