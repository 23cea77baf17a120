import {
  BarChart,
  BoxplotChart,
  HeatmapChart,
  LineChart,
  PieChart,
  RadarChart,
} from 'echarts/charts';
import {
  DatasetComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  RadarComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

let registered = false;

/**
 * ECharts with the charts and components the product draws (loaded only by pages with charts).
 * Registered inside a call, not at the top level: the package declares its modules free of side
 * effects, and the bundler drops a top-level `use()` that no export needs (charts never drew).
 */
export function chartLib(): typeof echarts {
  if (registered) return echarts;
  registered = true;
  echarts.use([
    BarChart,
    BoxplotChart,
    HeatmapChart,
    LineChart,
    PieChart,
    RadarChart,
    DatasetComponent,
    GridComponent,
    LegendComponent,
    MarkLineComponent,
    RadarComponent,
    TitleComponent,
    TooltipComponent,
    VisualMapComponent,
    CanvasRenderer,
  ]);
  return echarts;
}
