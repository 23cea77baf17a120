import { useRef, type CSSProperties } from 'react';
import type { ChartOption } from './chart';
import { useEChart, type ChartClick } from './use-echart';

export type { ChartClick } from './use-echart';

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
  const { ready } = useEChart(box, option, onItemClick);

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
