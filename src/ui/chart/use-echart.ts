import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useEffect, useRef, useState, type RefObject } from 'react';

/** What a click on a chart's item tells (ECharts' event parameters, the parts we use). */
export interface ChartClick {
  seriesName?: string;
  name?: string;
  dataIndex: number;
  data?: unknown;
}

/**
 * An ECharts instance drawn into `box`: ECharts is imported on first draw (only pages that draw load
 * it), the canvas resizes with its box, and `option` replaces the drawing whenever it changes.
 */
export function useEChart(
  box: RefObject<HTMLDivElement | null>,
  option: EChartsCoreOption,
  onItemClick?: (e: ChartClick) => void,
): { chart: RefObject<EChartsType | null>; ready: boolean } {
  const chart = useRef<EChartsType | null>(null);
  const click = useRef(onItemClick);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    click.current = onItemClick;
  });

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    void import('./echarts-lib').then(({ chartLib }) => {
      const echarts = chartLib();
      if (disposed || !box.current) return;
      chart.current = echarts.init(box.current, undefined, { renderer: 'canvas' });
      chart.current.on('click', (e) => click.current?.(e as unknown as ChartClick));
      observer = new ResizeObserver(() => chart.current?.resize());
      observer.observe(box.current);
      setReady(true);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, [box]);

  useEffect(() => {
    if (ready) chart.current?.setOption(option, true);
  }, [ready, option]);

  return { chart, ready };
}
