import type { PersonOverview, PersonPaper } from '../../../shared/api/analysis-person';
import type { ChartOption } from '../../../ui';

/** Scores (得分率 %) and grade ranks of one subject over time: two axes, rank upside down. */
export function historyOption(subject: PersonOverview['subjects'][number]): ChartOption {
  const pts = subject.points;
  return {
    tooltip: { trigger: 'axis' },
    legend: {},
    grid: { left: 44, right: 44, bottom: 32 },
    xAxis: { type: 'category', data: pts.map((p) => `${p.date}\n${p.title.slice(0, 8)}`) },
    yAxis: [
      { type: 'value', name: '得分率 %', min: 0, max: 100 },
      { type: 'value', name: '年级名次', inverse: true, minInterval: 1, min: 1 },
    ],
    series: [
      {
        name: '得分率',
        type: 'line',
        data: pts.map((p) => (p.scoreRate === null ? null : +(p.scoreRate * 100).toFixed(1))),
      },
      { name: '班级名次', type: 'line', yAxisIndex: 1, data: pts.map((p) => p.classRank) },
      { name: '年级名次', type: 'line', yAxisIndex: 1, data: pts.map((p) => p.gradeRank) },
    ],
  };
}

/** 知识点 mastery radar: the student's and the class's rate per point (%). */
export function radarOption(paper: PersonPaper): ChartOption {
  const ks = paper.knowledge;
  const pct = (x: number | null) => (x === null ? 0 : +(x * 100).toFixed(1));
  return {
    tooltip: {},
    legend: { bottom: 0 },
    radar: { indicator: ks.map((k) => ({ name: k.name.slice(0, 10), max: 100 })), radius: '60%' },
    series: [
      {
        type: 'radar',
        data: [
          { name: '本人', value: ks.map((k) => pct(k.rate)) },
          { name: '班级', value: ks.map((k) => pct(k.classRate)) },
        ],
      },
    ],
  };
}
