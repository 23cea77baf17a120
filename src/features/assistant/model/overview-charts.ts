import type { AssistantOverview } from '../../../shared/api/assistant';
import type { ChartOption } from '../../../ui';
import { pctValue } from './format';

/** 分数段: students per band, low to high. */
export const bandChart = (o: AssistantOverview): ChartOption => {
  const bands = [...o.bands].reverse();
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 40, right: 16, top: 24, bottom: 40, containLabel: true },
    xAxis: {
      type: 'category',
      data: bands.map((b) => b.label),
      axisLabel: { interval: 0, rotate: 30 },
    },
    yAxis: { type: 'value', name: '人数', minInterval: 1 },
    series: [
      {
        type: 'bar',
        name: '人数',
        data: bands.map((b) => b.count),
        label: { show: true, position: 'top' },
      },
    ],
  };
};

/** The questions in paper order (题序) or the lowest 得分率 first (the most got wrong first). */
export const questionsInOrder = (o: AssistantOverview, order: 'paper' | 'rate') =>
  order === 'paper'
    ? o.questions
    : o.hardest.map((id) => o.questions.find((q) => q.questionId === id)!);

/** 各题得分率 of the questions in the order given, the grade beside each class. */
export const questionRateChart = (
  o: AssistantOverview,
  questions: AssistantOverview['questions'] = o.questions,
): ChartOption => ({
  tooltip: { trigger: 'axis' },
  // One line of legend that scrolls on a phone instead of wrapping over the plot.
  legend: { top: 0, type: 'scroll' },
  grid: { left: 40, right: 16, top: 52, bottom: 40, containLabel: true },
  xAxis: {
    type: 'category',
    name: '题号',
    nameLocation: 'middle',
    nameGap: 24,
    data: questions.map((q) => `第${q.label}题`),
    // The axis shows the numbers only (every 第…题 side by side overlaps at 390 px); the tooltip keeps 第…题.
    axisLabel: { interval: 0, formatter: (v: string) => v.replace(/^第|题$/g, '') },
  },
  yAxis: { type: 'value', name: '得分率%', min: 0, max: 100 },
  series: [
    { type: 'bar', name: '全部', data: questions.map((q) => pctValue(q.scoreRate)) },
    ...o.classes.map((c, i) => ({
      type: 'line',
      name: c.className,
      data: questions.map((q) => pctValue(q.classRates[i] ?? null)),
    })),
  ],
});
