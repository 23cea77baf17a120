import { Empty } from 'antd';
import { personQuestionTable } from '../../../shared/api/analysis-person-tables';
import { Chart, LoadState, ReportTableCard, useLoad } from '../../../ui';
import { personApi } from '../api/person.api';
import { AnswerImages } from './answer-images';
import { radarOption } from './person-charts';

/** One paper of the student: per question beside the class, the 知识点 radar, the marked answers. */
export function PaperDetail({ studentId, paperId }: { studentId: string; paperId: string }) {
  const { data, loading, reload } = useLoad(`${studentId}:${paperId}`, () =>
    personApi.paper(studentId, paperId),
  );
  if (!data) return <LoadState loading={loading} onRetry={reload} />;
  return (
    <>
      <ReportTableCard
        title={`${data.title} 逐题得分`}
        testId="question-table"
        table={personQuestionTable(data)}
        exportBody={{ kind: 'person-paper', studentId, paperId }}
        fileName={`${data.title}-逐题得分.xlsx`}
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
