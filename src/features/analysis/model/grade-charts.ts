import type { ExamAnalysis } from '../../../shared/analysis';
import type { ChartOption } from '../../../ui';

const pct = (x: number | null) => (x === null ? null : Math.round(x * 1000) / 10);

/** 分数段: students per band (bottom band first) per class, and the grade's cumulative share. */
export function bandsChart(a: ExamAnalysis): ChartOption {
  const labels = [...a.grade.bands].reverse().map((b) => b.label);
  return {
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 40, right: 48, top: 40, bottom: 56, containLabel: true },
    xAxis: { type: 'category', data: labels, axisLabel: { rotate: 30 } },
    yAxis: [
      { type: 'value', name: '人数', minInterval: 1 },
      { type: 'value', name: '累计%', max: 100, min: 0 },
    ],
    series: [
      ...a.classes.map((c) => ({
        type: 'bar',
        name: c.className,
        data: [...c.bands].reverse().map((b) => b.count),
      })),
      {
        type: 'line',
        name: '年级累计比例(%)',
        yAxisIndex: 1,
        data: [...a.grade.bands].reverse().map((b) => pct(b.cumShare)),
      },
    ],
  };
}

/** 箱线图 per class (and the grade): min, Q1, median, Q3, max. */
export function boxChart(a: ExamAnalysis): ChartOption {
  const groups = [
    { name: '年级', box: a.grade.box },
    ...a.classes.map((c) => ({ name: c.className, box: c.box })),
  ];
  return {
    tooltip: { trigger: 'item' },
    grid: { left: 40, right: 24, top: 24, bottom: 40, containLabel: true },
    xAxis: { type: 'category', data: groups.map((g) => g.name) },
    yAxis: { type: 'value', name: '总分', min: 0, max: a.full },
    series: [
      {
        type: 'boxplot',
        name: '总分',
        data: groups.map((g) =>
          g.box ? [g.box.min, g.box.q1, g.box.median, g.box.q3, g.box.max] : [],
        ),
      },
    ],
  };
}

/** 小题得分率 by class as a heat map (questions across, classes down, 0–100 %). */
export function heatChart(a: ExamAnalysis): ChartOption {
  const questions = a.grade.questions.map((q) => q.label);
  const rows = [
    ...a.classes.map((c) => ({ name: c.className, qs: c.questions })),
    { name: '年级', qs: a.grade.questions },
  ];
  const data = rows.flatMap((r, y) => r.qs.map((q, x) => [x, y, pct(q.scoreRate) ?? '-']));
  return {
    tooltip: { position: 'top' },
    grid: { left: 40, right: 16, top: 16, bottom: 72, containLabel: true },
    xAxis: { type: 'category', data: questions, name: '题号', splitArea: { show: true } },
    yAxis: { type: 'category', data: rows.map((r) => r.name), splitArea: { show: true } },
    visualMap: {
      min: 0,
      max: 100,
      calculable: true,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      inRange: { color: ['#f5222d', '#faad14', '#fadb14', '#52c41a'] },
      text: ['100%', '0%'],
    },
    series: [
      {
        type: 'heatmap',
        name: '得分率(%)',
        data,
        label: { show: questions.length <= 20 },
      },
    ],
  };
}
