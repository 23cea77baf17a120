import { Alert, Card, Segmented, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import type { AssistantQuestionRow, AssistantSubmissionRow } from '../../../shared/api/assistant';
import { Chart } from '../../../ui';
import { assistantApi } from '../api/assistant.api';
import { usePaperChoice, usePaperData } from '../hooks/use-paper-choice';
import { bandChart, questionRateChart, questionsInOrder } from '../model/overview-charts';
import { fixed, pct, score, when } from '../model/format';
import { timelineChart } from '../model/timeline-chart';
import { AssistantFrame } from './assistant-frame';

const rateTag = (r: number | null) => (
  <Tag color={r === null ? undefined : r < 0.6 ? 'red' : r < 0.85 ? 'orange' : 'green'}>
    {pct(r)}
  </Tag>
);

const ORDERS = [
  { value: 'rate' as const, label: '得分率从低到高' },
  { value: 'paper' as const, label: '题序' },
];

/**
 * 数据分析 (/assistant/analysis): one homework's submissions (已交/应交 and when each class's cards
 * came in), 分数段 and 得分率 by question, the questions most got wrong first or in the paper's
 * order (题序).
 */
export function AssistantAnalysisPage() {
  const choice = usePaperChoice();
  const {
    data: o,
    loading,
    reload,
  } = usePaperData('overview', choice.paper?.id, assistantApi.overview);
  const [order, setOrder] = useState<'rate' | 'paper'>('rate');
  const rows = useMemo(() => (o ? questionsInOrder(o, order) : []), [o, order]);
  const charts = useMemo(
    () =>
      o
        ? {
            bands: bandChart(o),
            rates: questionRateChart(o, rows),
            timeline: timelineChart(o.timeline),
          }
        : null,
    [o, rows],
  );
  return (
    <AssistantFrame
      title="数据分析"
      choice={choice}
      ready={!!o && !!charts}
      loading={loading}
      onRetry={reload}
    >
      {() => (
        <div className="assistant-stack">
          <Alert
            type="info"
            showIcon
            title={`${o!.title}：参考 ${o!.summary.participants} 人，缺考 ${o!.summary.absent} 人，平均分 ${fixed(o!.summary.mean)}，得分率 ${pct(o!.summary.scoreRate)}，满分 ${o!.full} 分`}
          />
          <Card size="small" title="提交情况">
            <Table<AssistantSubmissionRow>
              size="small"
              rowKey="classId"
              pagination={false}
              dataSource={o!.classes}
              scroll={{ x: 'max-content' }}
              columns={[
                { title: '班级', dataIndex: 'className' },
                {
                  title: '已交 / 应交',
                  key: 'sub',
                  render: (_, c) => `${c.submitted} / ${c.expected}`,
                },
                { title: '缺考', dataIndex: 'absent' },
                { title: '已批改', dataIndex: 'final' },
                { title: '平均分', key: 'mean', render: (_, c) => fixed(c.mean) },
                { title: '得分率', key: 'rate', render: (_, c) => pct(c.scoreRate) },
                { title: '最早提交', key: 'first', render: (_, c) => when(c.firstAt) },
                { title: '最晚提交', key: 'last', render: (_, c) => when(c.lastAt) },
              ]}
            />
          </Card>
          <Chart title="各班提交时间（累计已交）" option={charts!.timeline} height={280} />
          <div className="assistant-grid">
            <Chart title="分数段分布" option={charts!.bands} />
            <Chart
              title={order === 'rate' ? '各题得分率（从低到高）' : '各题得分率（按题序）'}
              option={charts!.rates}
            />
          </div>
          <Card
            size="small"
            title={order === 'rate' ? '错得最多的题（得分率从低到高）' : '各题得分率（按题序）'}
            extra={
              <Segmented
                aria-label="题目顺序"
                size="small"
                value={order}
                onChange={setOrder}
                options={ORDERS}
              />
            }
          >
            <Table<AssistantQuestionRow>
              size="small"
              rowKey="questionId"
              pagination={false}
              dataSource={rows}
              scroll={{ x: 'max-content' }}
              columns={[
                { title: '题号', key: 'no', render: (_, q) => `第${q.label}题` },
                { title: '题型', dataIndex: 'kind' },
                { title: '满分', dataIndex: 'full' },
                { title: '平均分', key: 'mean', render: (_, q) => score(q.mean) },
                { title: '得分率', key: 'rate', render: (_, q) => rateTag(q.scoreRate) },
                { title: '未得满分人数', dataIndex: 'wrongCount' },
                ...o!.classes.map((c, i) => ({
                  title: c.className,
                  key: c.classId,
                  render: (_: unknown, q: AssistantQuestionRow) => pct(q.classRates[i] ?? null),
                })),
              ]}
            />
          </Card>
        </div>
      )}
    </AssistantFrame>
  );
}
