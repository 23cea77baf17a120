import type { EChartsType } from 'echarts/core';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { ChartOption } from './chart';

/** What a click on a chart's item tells (ECharts' event parameters, the parts we use). */
export interface ChartClick {
  seriesName?: string;
  name?: string;
  dataIndex: number;
  data?: unknown;
}

interface ChartCanvasProps {
  option: ChartOption;
  /** Size of the drawing box (default: fill the parent). */
  style?: CSSProperties;
  onItemClick?: (e: ChartClick) => void;
  /** Marks the box for tests and screen readers. */
  label?: string;
}

/**
 * One bare ECharts canvas without a card (a large screen's panels, a dashboard's tiles). ECharts is
 * imported on first draw, so only the pages that draw load it; the canvas resizes with its box.
 */
export function ChartCanvas({ option, style, onItemClick, label }: ChartCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
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
  }, []);

  useEffect(() => {
    if (ready) chart.current?.setOption(option, true);
  }, [ready, option]);

  return (
    <div
      ref={box}
      role="img"
      aria-label={label}
      data-chart={label}
      data-chart-ready={ready ? 'true' : 'false'}
      style={{ width: '100%', height: '100%', ...style }}
    />
  );
}
