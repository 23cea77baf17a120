import { FilePdfOutlined } from '@ant-design/icons';
import { Button, Card, Table, Typography } from 'antd';
import { useState } from 'react';
import type {
  AssistantAttention,
  AssistantQuestionRow,
  AssistantReport,
} from '../../../shared/api/assistant';
import { assistantApi } from '../api/assistant.api';
import { usePaperChoice, usePaperData } from '../hooks/use-paper-choice';
import { fixed, pct, score } from '../model/format';
import { AssistantFrame } from './assistant-frame';

type ClassLine = AssistantReport['classes'][number];

/** 作业报告 (/assistant/papaerReport): the homework report as a page, and as PDF to print. */
export function AssistantReportPage() {
  const choice = usePaperChoice();
  const {
    data: r,
    loading,
    reload,
  } = usePaperData('report', choice.paper?.id, assistantApi.report);
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    void assistantApi.reportPdf(r!.paperId, r!.title).finally(() => setBusy(false));
  };
  return (
    <AssistantFrame
      title="作业报告"
      choice={choice}
      ready={!!r}
      loading={loading}
      onRetry={reload}
      extra={
        <Button
          type="primary"
          icon={<FilePdfOutlined />}
          disabled={!r}
          loading={busy}
          onClick={download}
        >
          下载 PDF
        </Button>
      }
    >
      {() => (
        <div className="assistant-stack">
          <Typography.Text type="secondary">{r!.subtitle}</Typography.Text>
          <Card size="small" title="一、班级概况">
            <Table<ClassLine>
              size="small"
              rowKey="className"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={r!.classes}
              columns={[
                { title: '班级', dataIndex: 'className' },
                {
                  title: '已交 / 应交',
                  key: 'sub',
                  render: (_, c) => `${c.submitted} / ${c.expected}`,
                },
                { title: '参考', key: 'p', render: (_, c) => c.summary.participants },
                { title: '缺考', key: 'a', render: (_, c) => c.summary.absent },
                { title: '平均分', key: 'm', render: (_, c) => fixed(c.summary.mean) },
                { title: '最高分', key: 'max', render: (_, c) => score(c.summary.max) },
                { title: '最低分', key: 'min', render: (_, c) => score(c.summary.min) },
                { title: '得分率', key: 'r', render: (_, c) => pct(c.summary.scoreRate) },
                { title: '及格率', key: 'pass', render: (_, c) => pct(c.summary.rates.pass.share) },
                {
                  title: '优秀率',
                  key: 'ex',
                  render: (_, c) => pct(c.summary.rates.excellent.share),
                },
              ]}
            />
          </Card>
          <Card size="small" title="二、各题得分率">
            <Table<AssistantQuestionRow>
              size="small"
              rowKey="questionId"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={r!.questions}
              columns={[
                { title: '题号', dataIndex: 'label' },
                { title: '题型', dataIndex: 'kind' },
                { title: '满分', dataIndex: 'full' },
                { title: '平均分', key: 'm', render: (_, q) => fixed(q.mean) },
                { title: '得分率', key: 'r', render: (_, q) => pct(q.scoreRate) },
                { title: '未得满分', dataIndex: 'wrongCount' },
                ...r!.classNames.map((name, i) => ({
                  title: name,
                  key: name,
                  render: (_: unknown, q: AssistantQuestionRow) => pct(q.classRates[i] ?? null),
                })),
              ]}
            />
          </Card>
          <Card size="small" title="三、需要关注的学生">
            <Table<AssistantAttention>
              size="small"
              rowKey={(a) => `${a.className}/${a.examNo}`}
              pagination={false}
              locale={{ emptyText: '没有需要特别关注的学生。' }}
              dataSource={r!.attention}
              columns={[
                { title: '班级', dataIndex: 'className' },
                { title: '考号', dataIndex: 'examNo' },
                { title: '姓名', dataIndex: 'name' },
                { title: '总分', key: 't', render: (_, a) => score(a.total) },
                { title: '原因', dataIndex: 'reason' },
              ]}
            />
          </Card>
        </div>
      )}
    </AssistantFrame>
  );
}
