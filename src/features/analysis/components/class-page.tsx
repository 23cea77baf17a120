import { Alert, InputNumber, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { ClassTable } from '../../../shared/api/analysis-pages';
import { classSheets, points, type Cell } from '../../../shared/api/analysis-sheets';
import { Chart, LoadState, useExport, useLoad } from '../../../ui';
import { analysisApi } from '../api/analysis.api';
import { useExamChoice } from '../hooks/use-exam-choice';
import { kindChart, knowledgeChart, questionChart } from '../model/class-charts';
import { ExamPicker } from './exam-picker';
import { MetricNotes } from './metric-notes';
import { NoExam } from './no-exam';
import { SheetTable } from './sheet-table';
import './analysis.css';

const absentTag = (cell: Cell) => (cell === '缺考' ? <Tag>缺考</Tag> : cell);
const progress = (cell: Cell) =>
  typeof cell !== 'number' ? (
    cell
  ) : (
    <span style={{ color: cell > 0 ? '#389e0d' : cell < 0 ? '#cf1322' : undefined }}>
      {cell > 0 ? `↑${cell}` : cell < 0 ? `↓${-cell}` : '0'}
    </span>
  );

/** 班级学情 (/analysis/class): one class's students, questions, options, 知识点 and 题型. */
export function ClassAnalysisPage() {
  const choice = useExamChoice();
  const paperId = choice.paper?.id;
  const classId = choice.classId;
  const loaded = useLoad(paperId && classId ? `${paperId}/${classId}` : null, () =>
    analysisApi.klass(paperId!, classId!),
  );
  const c =
    loaded.data?.paperId === paperId && loaded.data?.classId === classId ? loaded.data : undefined;
  const [chosenLine, setLine] = useState<number | null>(null);
  const line = chosenLine ?? c?.lines.pass ?? 0;
  const sheets = useMemo(() => (c ? classSheets(c, line) : null), [c, line]);
  const charts = useMemo(
    () =>
      c ? { questions: questionChart(c), knowledge: knowledgeChart(c), kinds: kindChart(c) } : null,
    [c],
  );
  const exporter = useExport();
  const exportTable = (table: ClassTable) => () =>
    exporter.run(
      { kind: 'analysis-class', paperId: paperId!, classId: classId!, table, line },
      `${c!.title}-${c!.className}-${sheets![table].name}.xlsx`,
    );
  const noClass = choice.paper && !classId;
  return (
    <div className="page-frame analysis-page">
      <Typography.Title level={2}>班级学情</Typography.Title>
      <ExamPicker choice={choice} withClass />
      {!choice.list ? (
        <LoadState loading={choice.loading} onRetry={choice.reload} />
      ) : !choice.paper || noClass ? (
        <NoExam />
      ) : !c || !sheets || !charts ? (
        <LoadState loading={loaded.loading} onRetry={loaded.reload} />
      ) : (
        <div className="analysis-stack">
          <Alert
            type="info"
            showIcon
            title={`${c.className}：参考 ${c.summary.participants} 人，缺考 ${c.summary.absent} 人，平均分 ${points(c.summary.mean)}（年级 ${points(c.gradeSummary.mean)}），满分 ${c.full} 分`}
            description={
              c.previous
                ? `进退步与本班上一次同学科考试「${c.previous.title}」的名次相比。`
                : '本班此前没有同学科的已批改试卷，不计算进退步。'
            }
          />
          <SheetTable
            sheet={sheets.students}
            onExport={exportTable('students')}
            render={{ 2: absentTag, 3: absentTag, 4: absentTag, 7: progress, 8: progress }}
            footer={
              <MetricNotes
                definitions={c.definitions}
                keys={['classRank', 'gradeRank', 'progress', 'absent']}
              />
            }
          />
          <Chart
            title="小题得分率（本班与年级）"
            option={charts.questions}
            footer={<MetricNotes definitions={c.definitions} keys={['scoreRate']} />}
          />
          <SheetTable sheet={sheets.questions} onExport={exportTable('questions')} />
          <SheetTable
            sheet={sheets.options}
            onExport={exportTable('options')}
            render={{
              5: (cell) => (
                <Tag color={cell === '正确' ? 'green' : 'red'}>
                  {cell === '正确' ? '✓ 正确' : '✗ 错误'}
                </Tag>
              ),
            }}
            footer={<MetricNotes definitions={c.definitions} keys={['options']} />}
          />
          <div className="analysis-grid">
            <Chart
              title="知识点得分率"
              option={charts.knowledge}
              footer={<MetricNotes definitions={c.definitions} keys={['knowledgeRate']} />}
            />
            <Chart
              title="题型得分率"
              option={charts.kinds}
              footer={<MetricNotes definitions={c.definitions} keys={['kindRate']} />}
            />
          </div>
          <div className="analysis-grid">
            <SheetTable sheet={sheets.knowledge} onExport={exportTable('knowledge')} />
            <SheetTable sheet={sheets.kinds} onExport={exportTable('kinds')} />
          </div>
          <SheetTable
            sheet={sheets.below}
            onExport={exportTable('below')}
            extra={
              <label style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                分数线
                <InputNumber
                  size="small"
                  aria-label="分数线"
                  min={0}
                  max={c.full}
                  value={line}
                  onChange={(v) => setLine(v ?? null)}
                  style={{ width: 80 }}
                />
              </label>
            }
          />
        </div>
      )}
    </div>
  );
}
