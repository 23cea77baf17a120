import { Empty, Table } from 'antd';
import { Chart, LoadState, useLoad } from '../../../ui';
import { personApi } from '../api/person.api';
import { AnswerImages } from './answer-images';
import { radarOption } from './person-charts';

const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(1)}%`);

/** One paper of the student: per question beside the class, the 知识点 radar, the marked answers. */
export function PaperDetail({ studentId, paperId }: { studentId: string; paperId: string }) {
  const { data, loading, reload } = useLoad(`${studentId}:${paperId}`, () =>
    personApi.paper(studentId, paperId),
  );
  if (!data) return <LoadState loading={loading} onRetry={reload} />;
  return (
    <>
      <Table
        data-testid="question-table"
        size="small"
        rowKey="questionId"
        pagination={false}
        scroll={{ x: 'max-content' }}
        style={{ marginBottom: 16 }}
        dataSource={data.questions}
        columns={[
          { title: '题号', render: (_, q) => `第${q.no}题` },
          { title: '题型', dataIndex: 'kind' },
          { title: '满分', dataIndex: 'full' },
          { title: '得分', render: (_, q) => q.score ?? '—' },
          { title: '班级得分率', render: (_, q) => pct(q.classRate) },
        ]}
      />
      {data.knowledge.length > 0 ? (
        <div style={{ marginBottom: 16 }}>
          <Chart
            title="知识点掌握度"
            option={radarOption(data)}
            height={320}
            footer="掌握度 = Σ(权重 × 得分) ÷ Σ(权重 × 满分)，一题多个知识点时按权重分摊。"
          />
        </div>
      ) : (
        <Empty description="这份作业的题目没有标注知识点" />
      )}
      <AnswerImages images={data.images} />
    </>
  );
}
