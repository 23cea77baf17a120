import type { CorrectRow } from '../../../shared/api/data-center';
import { correctTable } from '../../../shared/api/data-center-tables';
import { Chart, LoadState, useLoad, type ChartOption } from '../../../ui';
import { dataCenterApi } from '../api/data-center.api';
import { DataCenterFrame } from './data-center-frame';
import { ReportTableCard } from '../../../ui';

/** /dataCenter/correctScore 作业批改报表: per teacher and class, assigned → scanned → marked, on time. */
export function CorrectScorePage() {
  const { data, loading, reload } = useLoad('correct', dataCenterApi.correct);
  if (!data)
    return (
      <DataCenterFrame>
        <LoadState loading={loading} onRetry={reload} />
      </DataCenterFrame>
    );
  const names = data.rows.map((r) => `${r.teacherName} ${r.className}`);
  const bar = (name: string, pick: (r: CorrectRow) => number) => ({
    name,
    type: 'bar',
    stack: 'marked',
    data: data.rows.map(pick),
  });
  const option: ChartOption = {
    tooltip: { trigger: 'axis' },
    legend: {},
    grid: { left: 48, right: 24, bottom: 48 },
    xAxis: {
      type: 'category',
      data: names,
      axisLabel: { interval: 0, rotate: names.length > 6 ? 30 : 0 },
    },
    yAxis: { type: 'value', name: '份数', minInterval: 1 },
    series: [
      bar('按时批改', (r) => r.onTime),
      bar('逾期批改', (r) => r.late),
      bar('未批完', (r) => r.scanned - r.marked),
      bar('未扫描', (r) => r.assigned - r.scanned),
    ],
  };
  return (
    <DataCenterFrame grade={data.gradeName}>
      <ReportTableCard
        title="作业批改报表"
        testId="correct-table"
        table={correctTable(data)}
        exportBody={{ kind: 'data-center', report: 'correct-score' }}
        fileName={`${data.gradeName}作业批改报表.xlsx`}
      />
      <Chart
        title="各教师各班批改情况"
        option={option}
        footer={`按时批改：班级第一份答卷扫描后 ${data.limitHours} 小时内全部批完；逾期未完成：已扫描、超过 ${data.limitHours} 小时仍未批完。完成率 = 已批改 ÷ 布置。`}
      />
    </DataCenterFrame>
  );
}
