import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Spin } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { saveAs } from 'file-saver';
import { useRef, type ReactNode } from 'react';
import { useEChart } from './use-echart';

export type ChartOption = EChartsCoreOption;

interface ChartProps {
  /** Card title; also the PNG's file name. */
  title: string;
  option: ChartOption;
  height?: number;
  /** Extra controls beside the download button. */
  extra?: ReactNode;
  /** Text under the chart (a metric's definition, say). */
  footer?: ReactNode;
}

/**
 * One ECharts chart in a card with 下载图片 (PNG). ECharts is imported on first draw, so only the
 * pages that draw charts load it; the canvas resizes with its card.
 */
export function Chart({ title, option, height = 320, extra, footer }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const { chart, ready } = useEChart(box, option);

  const download = () => {
    const url = chart.current?.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' });
    if (!url) return;
    void fetch(url)
      .then((r) => r.blob())
      .then((b) => saveAs(b, `${title}.png`));
  };

  return (
    <Card
      size="small"
      title={title}
      data-chart={title}
      extra={
        <span style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap' }}>
          {extra}
          <Button size="small" icon={<DownloadOutlined />} disabled={!ready} onClick={download}>
            下载图片
          </Button>
        </span>
      }
    >
      <Spin spinning={!ready}>
        <div
          ref={box}
          data-chart-ready={ready ? 'true' : 'false'}
          style={{ width: '100%', height }}
        />
      </Spin>
      {footer}
    </Card>
  );
}
