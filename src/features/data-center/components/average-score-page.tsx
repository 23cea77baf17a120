import { Alert, Select } from 'antd';
import { useState } from 'react';
import { averageTable, questionTable } from '../../../shared/api/data-center-tables';
import { Chart, LoadState, useLoad, type ChartOption } from '../../../ui';
import { dataCenterApi } from '../api/data-center.api';
import { DataCenterFrame } from './data-center-frame';
import { ReportTableCard } from '../../../ui';

/** /dataCenter/averageScore 班级均分及小题对比: class means side by side, each question per class. */
export function AverageScorePage() {
  const [paperId, setPaperId] = useState<string | undefined>();
  const { data, loading, reload } = useLoad(`average:${paperId ?? ''}`, () =>
    dataCenterApi.average(paperId),
  );
  if (!data)
    return (
      <DataCenterFrame>
        <LoadState loading={loading} onRetry={reload} />
      </DataCenterFrame>
    );
  const classes = data.rows.map((r) => r.className);
  const means: ChartOption = {
    tooltip: { trigger: 'axis' },
    grid: { left: 48, right: 24, bottom: 32 },
    xAxis: { type: 'category', data: ['年级', ...classes] },
    yAxis: { type: 'value', name: '平均分', min: 0, max: data.full || undefined },
    series: [
      {
        type: 'bar',
        label: { show: true, position: 'top' },
        data: [data.grade?.summary.mean ?? null, ...data.rows.map((r) => r.summary.mean)].map(
          (m) => (m === null ? null : +m.toFixed(2)),
        ),
      },
    ],
  };
  const perQuestion: ChartOption = {
    tooltip: { trigger: 'axis' },
    legend: {},
    grid: { left: 48, right: 24, bottom: 32 },
    xAxis: { type: 'category', data: data.questions.map((q) => `第${q.no}题`) },
    yAxis: { type: 'value', name: '得分率 %', min: 0, max: 100 },
    series: [
      { name: '年级', type: 'line', data: data.questions.map((q) => pct1(q.gradeRate)) },
      ...data.rows.map((r) => ({
        name: r.className,
        type: 'bar',
        data: data.questions.map((q) => pct1(q.rates[r.classId])),
      })),
    ],
  };
  const query = { paperId: data.paperId ?? undefined };
  return (
    <DataCenterFrame grade={data.gradeName}>
      <div style={{ marginBottom: 16 }}>
        作业：
        <Select
          style={{ minWidth: 320, maxWidth: '100%' }}
          value={data.paperId ?? undefined}
          placeholder="选择作业"
          options={data.papers.map((p) => ({
            value: p.id,
            label: `${p.date} ${p.subjectName} ${p.title}`,
          }))}
          onChange={setPaperId}
        />
      </div>
      {!data.paperId ? (
        <Alert
          type="info"
          showIcon
          message="本年级还没有出成绩的作业，批改完成后这里会出现各班均分对比。"
        />
      ) : (
        <>
          <ReportTableCard
            title={`班级均分（满分 ${data.full}）`}
            testId="average-table"
            table={averageTable(data)}
            exportBody={{ kind: 'data-center', report: 'average-classes', ...query }}
            fileName={`${data.title}-班级均分.xlsx`}
          />
          <Chart
            title="各班平均分"
            option={means}
            footer="平均分 = 实考学生总分之和 ÷ 实考人数（缺考不计）；超均率 = (班级均分 − 年级均分) ÷ 年级均分。"
          />
          <ReportTableCard
            title="小题对比"
            testId="question-table"
            table={questionTable(data)}
            exportBody={{ kind: 'data-center', report: 'average-questions', ...query }}
            fileName={`${data.title}-小题对比.xlsx`}
          />
          <Chart
            title="各班小题得分率"
            option={perQuestion}
            footer="得分率 = 该题平均得分 ÷ 该题满分（实考学生）。"
          />
        </>
      )}
    </DataCenterFrame>
  );
}

const pct1 = (x: number | null | undefined) =>
  x === null || x === undefined ? null : +(x * 100).toFixed(1);
