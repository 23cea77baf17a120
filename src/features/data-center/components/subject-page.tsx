import { Alert } from 'antd';
import { subjectTable } from '../../../shared/api/data-center-tables';
import { Chart, LoadState, useLoad, type ChartOption } from '../../../ui';
import { dataCenterApi } from '../api/data-center.api';
import { DataCenterFrame } from './data-center-frame';
import { ReportTableCard } from '../../../ui';

/** /dataCenter/subject 学科统计: per subject of the grade, papers, participation, 得分率 and its trend. */
export function SubjectPage() {
  const { data, loading, reload } = useLoad('subject', dataCenterApi.subject);
  if (!data)
    return (
      <DataCenterFrame>
        <LoadState loading={loading} onRetry={reload} />
      </DataCenterFrame>
    );
  const dates = [...new Set(data.rows.flatMap((r) => r.trend.map((t) => t.date)))].sort();
  const trend: ChartOption = {
    tooltip: { trigger: 'axis' },
    legend: {},
    grid: { left: 48, right: 24, bottom: 32 },
    xAxis: { type: 'category', data: dates },
    yAxis: { type: 'value', min: 0, max: 100, name: '得分率 %' },
    series: data.rows.map((r) => ({
      name: r.subjectName,
      type: 'line',
      connectNulls: true,
      data: dates.map((d) => {
        const on = r.trend.filter((t) => t.date === d && t.scoreRate !== null);
        return on.length
          ? +((on.reduce((s, t) => s + t.scoreRate!, 0) / on.length) * 100).toFixed(1)
          : null;
      }),
    })),
  };
  return (
    <DataCenterFrame grade={data.gradeName}>
      {data.rows.length === 0 && (
        <Alert
          type="info"
          showIcon
          message="本学年还没有布置给本年级的作业。"
          style={{ marginBottom: 16 }}
        />
      )}
      <ReportTableCard
        title="学科统计"
        testId="subject-table"
        table={subjectTable(data)}
        exportBody={{ kind: 'data-center', report: 'subject' }}
        fileName={`${data.gradeName}学科统计.xlsx`}
      />
      <Chart
        title="各学科得分率走势"
        option={trend}
        footer="得分率 = 年级平均分 ÷ 满分（缺考不计）；同一天的多份作业取平均。参与率 = 实考人数 ÷ 布置班级人数。"
      />
    </DataCenterFrame>
  );
}
