import type { AssistantClassTimeline } from '../../../shared/api/assistant';
import type { ChartOption } from '../../../ui';

/**
 * One class's cumulative 已交 as [time (ms), count] points: from 0 at the first submission, one
 * point per distinct time with the count after it, held flat until `end` (the last of any class).
 */
export function cumulative(times: readonly string[], end?: number): [number, number][] {
  if (!times.length) return [];
  const out: [number, number][] = [[Date.parse(times[0]!), 0]];
  times.forEach((t, i) => {
    const at = Date.parse(t);
    const last = out.at(-1)!;
    if (last[0] === at && last[1] > 0) last[1] = i + 1;
    else out.push([at, i + 1]);
  });
  if (end !== undefined && end > out.at(-1)![0]) out.push([end, times.length]);
  return out;
}

/** 提交时间: each class's cumulative 已交 over time, a step line per class. */
export function timelineChart(timeline: readonly AssistantClassTimeline[]): ChartOption {
  const ends = timeline.flatMap((c) => c.times.slice(-1).map((t) => Date.parse(t)));
  const end = ends.length ? Math.max(...ends) : undefined;
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 16, right: 24, top: 36, bottom: 8, containLabel: true },
    // Labels that would overlap on a narrow screen are left out.
    xAxis: { type: 'time', axisLabel: { hideOverlap: true } },
    // The card's title names the axis (累计已交); a name here would run into the legend.
    yAxis: { type: 'value', min: 0, minInterval: 1 },
    series: timeline.map((c) => ({
      type: 'line',
      name: c.className,
      step: 'end',
      // A class is dozens of steps: a dot on each would hide the line (the tooltip still tells).
      showSymbol: false,
      data: cumulative(c.times, end),
    })),
  };
}
