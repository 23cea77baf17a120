import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { analyseExam } from '../../../shared/analysis';
import { buildFixtureExam } from '../../../shared/analysis/analysis.fixture';
import type { AnalysisPaperList } from '../../../shared/api/analysis-pages';
import type { AssistantOverview, AssistantQuestionRow } from '../../../shared/api/assistant';
import { stubHttp } from '../../../../tests/support/http-stub';
import { renderFeature } from '../../../../tests/support/render-feature';
import { cumulative, timelineChart } from '../model/timeline-chart';
import { AssistantAnalysisPage } from './analysis-page';

/** Local 2026-09-01 at h:m as the API writes it (ISO, UTC). */
const at = (h: number, m: number) => new Date(2026, 8, 1, h, m).toISOString();

const LIST: AnalysisPaperList = {
  grades: [{ id: 'g2', name: '初二（2025级）' }],
  subjects: [{ id: 'junior-math', name: '数学' }],
  papers: [
    {
      id: 'p1',
      title: '初二期中',
      subjectId: 'junior-math',
      subjectName: '数学',
      gradeId: 'g2',
      gradeName: '初二（2025级）',
      classes: [{ id: 'c1', name: '初二(1)班', readable: true }],
      createdAt: '2026-09-01',
    },
  ],
};

const question = (label: string, scoreRate: number): AssistantQuestionRow => ({
  questionId: `q${label}`,
  label,
  kind: '单选题',
  objective: true,
  full: 3,
  participants: 3,
  mean: 3 * scoreRate,
  scoreRate,
  fullCount: 1,
  wrongCount: 2,
  classRates: [scoreRate, scoreRate],
});

const a = analyseExam(buildFixtureExam());
const row = (
  classId: string,
  className: string,
  firstAt: string | null,
  lastAt: string | null,
) => ({
  classId,
  className,
  expected: 3,
  submitted: firstAt ? 3 : 0,
  absent: 0,
  final: firstAt ? 3 : 0,
  mean: null,
  scoreRate: null,
  firstAt,
  lastAt,
});
const OVERVIEW: AssistantOverview = {
  paperId: 'p1',
  title: '初二期中',
  full: a.full,
  lines: a.lines,
  summary: a.grade.summary,
  classes: [row('c1', '初二(1)班', at(8, 5), at(9, 30)), row('c2', '初二(2)班', null, null)],
  timeline: [
    { classId: 'c1', className: '初二(1)班', times: [at(8, 5), at(8, 5), at(9, 30)] },
    { classId: 'c2', className: '初二(2)班', times: [] },
  ],
  bands: a.grade.bands,
  questions: [question('1', 0.9), question('2', 0.4)],
  hardest: ['q2', 'q1'],
};

describe('数据分析 page', () => {
  it('shows each class’s first and last submission beside the submission-timeline chart', async () => {
    stubHttp({
      'GET /teacher/analysis/papers': () => LIST,
      'GET /teacher/assistant/papers/:id/overview': () => OVERVIEW,
    });
    renderFeature(<AssistantAnalysisPage />, { path: '/assistant/analysis' });
    const card = (await screen.findByText('提交情况')).closest('.ant-card') as HTMLElement;
    await waitFor(() => expect(within(card).getAllByRole('row')).toHaveLength(3));
    const head = within(card)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(head.slice(-2)).toEqual(['最早提交', '最晚提交']);
    const cells = (i: number) =>
      within(within(card).getAllByRole('row')[i]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(1).slice(-2)).toEqual(['09-01 08:05', '09-01 09:30']);
    expect(cells(2).slice(-2)).toEqual(['—', '—']);
    expect(document.querySelector('[data-chart="各班提交时间（累计已交）"]')).toBeTruthy();
  });

  it('turns each class’s submission times into a cumulative step line up to the last one', () => {
    const end = Date.parse(at(9, 30));
    expect(cumulative(OVERVIEW.timeline[0]!.times, end)).toEqual([
      [Date.parse(at(8, 5)), 0],
      [Date.parse(at(8, 5)), 2],
      [end, 3],
    ]);
    expect(cumulative([at(8, 0)], end)).toEqual([
      [Date.parse(at(8, 0)), 0],
      [Date.parse(at(8, 0)), 1],
      [end, 1],
    ]);
    const option = timelineChart(OVERVIEW.timeline) as {
      xAxis: { type: string };
      series: { name: string; type: string; step: string; data: [number, number][] }[];
    };
    expect(option.xAxis.type).toBe('time');
    expect(option.series.map((s) => [s.name, s.type, s.step, s.data.at(-1)?.[1]])).toEqual([
      ['初二(1)班', 'line', 'end', 3],
      ['初二(2)班', 'line', 'end', undefined],
    ]);
  });
});
