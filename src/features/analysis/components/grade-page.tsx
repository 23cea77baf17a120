import { Alert, Card, Empty, Segmented, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { BAND_WIDTHS } from '../../../shared/analysis';
import type { GradeTable } from '../../../shared/api/analysis-pages';
import { gradeSheets, points } from '../../../shared/api/analysis-sheets';
import { Chart, LoadState, useExport, useLoad } from '../../../ui';
import { analysisApi } from '../api/analysis.api';
import { useExamChoice } from '../hooks/use-exam-choice';
import { bandsChart, boxChart, heatChart } from '../model/grade-charts';
import { ExamPicker } from './exam-picker';
import { MetricNotes } from './metric-notes';
import { NoExam } from './no-exam';
import { SheetTable } from './sheet-table';
import './analysis.css';

/** 年级学情 (/analysis/grade): every class of a paper and the grade, each figure defined on screen. */
export function GradeAnalysisPage() {
  const choice = useExamChoice();
  const [width, setWidth] = useState<number | null>(null);
  const paperId = choice.paper?.id;
  const loaded = useLoad(paperId ? `${paperId}/${width ?? ''}` : null, () =>
    analysisApi.grade(paperId!, width ?? undefined),
  );
  const g = loaded.data?.paperId === paperId ? loaded.data : undefined;
  const bandWidth = width ?? g?.analysis.settings.bandWidth ?? 10;
  const sheets = useMemo(() => (g ? gradeSheets(g) : null), [g]);
  const charts = useMemo(
    () =>
      g
        ? { bands: bandsChart(g.analysis), box: boxChart(g.analysis), heat: heatChart(g.analysis) }
        : null,
    [g],
  );
  const exporter = useExport();
  const exportTable = (table: GradeTable) => () =>
    exporter.run(
      { kind: 'analysis-grade', paperId: paperId!, table, bandWidth },
      `${g!.title}-${sheets![table].name}.xlsx`,
    );
  return (
    <div className="page-frame analysis-page">
      <Typography.Title level={2}>年级学情</Typography.Title>
      <ExamPicker choice={choice} />
      {!choice.list ? (
        <LoadState loading={choice.loading} onRetry={choice.reload} />
      ) : !choice.paper ? (
        <NoExam />
      ) : !g || !sheets || !charts ? (
        <LoadState loading={loaded.loading} onRetry={loaded.reload} />
      ) : (
        <div className="analysis-stack">
          <Alert
            type="info"
            showIcon
            title={`${g.title}：满分 ${g.analysis.full} 分，${g.analysis.classes.length} 个班参加；优秀线 ${g.analysis.lines.excellent} 分，良好线 ${g.analysis.lines.good} 分，及格线 ${g.analysis.lines.pass} 分，低分线 ${g.analysis.lines.low} 分`}
          />
          <SheetTable
            sheet={sheets.summary}
            onExport={exportTable('summary')}
            footer={
              <MetricNotes
                definitions={g.definitions}
                keys={[
                  'participants',
                  'absent',
                  'mean',
                  'max',
                  'min',
                  'sd',
                  'median',
                  'excellentRate',
                  'goodRate',
                  'passRate',
                  'lowRate',
                  'overAverage',
                  'groupRank',
                ]}
              />
            }
          />
          <SheetTable
            sheet={sheets.bands}
            onExport={exportTable('bands')}
            extra={
              <Segmented
                size="small"
                aria-label="分数段宽度"
                value={bandWidth}
                options={BAND_WIDTHS.map((w) => ({ value: w, label: `${w} 分` }))}
                onChange={(w) => setWidth(Number(w))}
              />
            }
            footer={<MetricNotes definitions={g.definitions} keys={['bands']} />}
          />
          <div className="analysis-grid">
            <Chart title="分数段分布" option={charts.bands} />
            <Chart
              title="各班总分箱线图"
              option={charts.box}
              footer={<MetricNotes definitions={g.definitions} keys={['box']} />}
            />
          </div>
          <Chart
            title="小题得分率热力图"
            option={charts.heat}
            height={Math.max(240, 60 + 40 * (g.analysis.classes.length + 1))}
            footer={<MetricNotes definitions={g.definitions} keys={['scoreRate']} />}
          />
          <SheetTable
            sheet={sheets.questions}
            onExport={exportTable('questions')}
            footer={
              <>
                <Card size="small" style={{ marginTop: 12 }} data-metric-value="alpha">
                  试卷信度 Cronbach&apos;s α = <strong>{points(g.analysis.alpha)}</strong>
                </Card>
                <MetricNotes
                  definitions={g.definitions}
                  keys={['difficulty', 'discrimination', 'alpha']}
                />
              </>
            }
          />
          {sheets.critical.rows.length ? (
            <SheetTable
              sheet={sheets.critical}
              onExport={exportTable('critical')}
              footer={<MetricNotes definitions={g.definitions} keys={['critical']} />}
            />
          ) : (
            <Card size="small" title="临界生" data-table="临界生">
              <Empty
                description={`没有在分数线下 ${g.analysis.settings.criticalBuffer} 分以内的学生`}
              />
              <MetricNotes definitions={g.definitions} keys={['critical']} />
            </Card>
          )}
        </div>
      )}
    </div>
  );
}
