import { RATE_KEYS, RATE_NAMES } from '../../../shared/analysis';
import type { ScreenSnapshot } from '../../../shared/api/large-screen';
import type { ChartOption } from '../../../ui';
import { axisStyle, baseOption } from './screen-theme';

const pct = (x: number | null) => (x === null ? null : +(x * 100).toFixed(1));
const grid = { left: 56, right: 24, top: 48, bottom: 40 };

/** 作业布置与完成: per class, given and completed today and this week. */
export function homeworkOption(s: ScreenSnapshot): ChartOption {
  const names = s.homework.map((h) => h.className);
  const bar = (name: string, data: number[]) => ({ name, type: 'bar', data, barMaxWidth: 24 });
  return {
    ...baseOption,
    grid,
    xAxis: { type: 'category', data: names, ...axisStyle },
    yAxis: { type: 'value', minInterval: 1, ...axisStyle },
    series: [
      bar(
        '今日布置',
        s.homework.map((h) => h.givenToday),
      ),
      bar(
        '今日完成',
        s.homework.map((h) => h.completedToday),
      ),
      bar(
        '本周布置',
        s.homework.map((h) => h.givenWeek),
      ),
      bar(
        '本周完成',
        s.homework.map((h) => h.completedWeek),
      ),
    ],
  };
}

/** The latest paper's 分数段 per class (students per band). */
export function distributionOption(s: ScreenSnapshot): ChartOption {
  const latest = s.latest!;
  const width = latest.bandStarts[1] ?? latest.full;
  const labels = latest.bandStarts.map((lo, i) =>
    i === latest.bandStarts.length - 1 ? `${lo}+` : `${lo}-${lo + width}`,
  );
  return {
    ...baseOption,
    grid,
    xAxis: { type: 'category', data: labels, name: '分数段', ...axisStyle },
    yAxis: { type: 'value', minInterval: 1, name: '人数', ...axisStyle },
    series: latest.classes.map((c) => ({
      name: c.className,
      type: 'bar',
      stack: 'bands',
      data: labels.map((_, i) => c.bands[i] ?? 0),
    })),
  };
}

/** The latest paper's 四率 per class (%). */
export function ratesOption(s: ScreenSnapshot): ChartOption {
  const latest = s.latest!;
  return {
    ...baseOption,
    grid,
    xAxis: { type: 'category', data: latest.classes.map((c) => c.className), ...axisStyle },
    yAxis: { type: 'value', max: 100, name: '%', ...axisStyle },
    series: RATE_KEYS.map((k) => ({
      name: RATE_NAMES[k],
      type: 'bar',
      barMaxWidth: 20,
      data: latest.classes.map((c) => pct(c.rates[k].share)),
    })),
  };
}

/** 本周班级得分率排名 (best at the top). */
export function rankingOption(s: ScreenSnapshot): ChartOption {
  const list = [...s.ranking].reverse();
  return {
    ...baseOption,
    grid: { left: 110, right: 56, top: 16, bottom: 32 },
    xAxis: { type: 'value', max: 100, ...axisStyle },
    yAxis: { type: 'category', data: list.map((r) => r.className), ...axisStyle },
    series: [
      {
        name: '得分率 %',
        type: 'bar',
        barMaxWidth: 22,
        data: list.map((r) => pct(r.scoreRate)),
        label: { show: true, position: 'right', color: '#e6f0ff', fontSize: 16 },
      },
    ],
  };
}

/** The latest paper's mean over every class that sat it (two decimals), or null. */
export function latestMean(s: ScreenSnapshot): string | null {
  const cs = s.latest?.classes ?? [];
  const n = cs.reduce((a, c) => a + c.participants, 0);
  if (!s.latest || n === 0) return null;
  const sum = cs.reduce((a, c) => a + (c.scoreRate ?? 0) * s.latest!.full * c.participants, 0);
  return (sum / n).toFixed(2);
}
