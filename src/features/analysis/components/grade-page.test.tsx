import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { analyseExam, metricDefinitions } from '../../../shared/analysis';
import { buildFixtureExam } from '../../../shared/analysis/analysis.fixture';
import type { AnalysisPaperList } from '../../../shared/api/analysis-pages';
import { gradeSheets } from '../../../shared/api/analysis-sheets';
import { stubHttp } from '../../../../tests/support/http-stub';
import { renderFeature } from '../../../../tests/support/render-feature';
import { GradeAnalysisPage } from './grade-page';

const paper = (id: string, title: string, gradeId: string, createdAt: string) => ({
  id,
  title,
  subjectId: 'junior-math',
  subjectName: '数学',
  gradeId,
  gradeName: gradeId === 'g2' ? '初二（2025级）' : '初一（2026级）',
  classes: [{ id: 'c1', name: '高一(1)班', readable: true }],
  createdAt,
});

const LIST: AnalysisPaperList = {
  grades: [
    { id: 'g1', name: '初一（2026级）' },
    { id: 'g2', name: '初二（2025级）' },
  ],
  subjects: [{ id: 'junior-math', name: '数学' }],
  papers: [
    paper('p3', '初一单元测', 'g1', '2025-12-01'),
    paper('p2', '初二期中', 'g2', '2025-11-01'),
    paper('p1', '初二月考', 'g2', '2025-10-01'),
  ],
};

const answer = {
  paperId: 'p2',
  title: '初二期中',
  analysis: analyseExam(buildFixtureExam()),
  definitions: metricDefinitions(),
};

describe('年级学情 page', () => {
  it('opens the newest paper of the user’s default 学年 and shows the API’s numbers with definitions', async () => {
    const http = stubHttp({
      'GET /system/user/gradeInfo': () => ({ classDefaultId: 'g2' }),
      'GET /teacher/analysis/papers': () => LIST,
      'GET /teacher/analysis/papers/:id/grade': () => answer,
    });
    renderFeature(<GradeAnalysisPage />, { path: '/analysis/grade' });
    const table = await screen.findByText('成绩概况');
    const card = table.closest('[data-table]') as HTMLElement;
    const want = gradeSheets(answer).summary.rows;
    await waitFor(() => expect(within(card).getAllByRole('row')).toHaveLength(want.length + 1));
    expect(within(card).getAllByRole('row')[1]!.textContent).toBe(want[0]!.join(''));
    expect(http.calls.find((c) => c.url.endsWith('/grade'))?.url).toContain('/papers/p2/grade');
    expect(screen.getByText(metricDefinitions().sd.formula, { exact: false })).toBeTruthy();
  });

  it('says so when no paper has scores yet', async () => {
    stubHttp({
      'GET /system/user/gradeInfo': () => ({ classDefaultId: null }),
      'GET /teacher/analysis/papers': () => ({ grades: [], subjects: [], papers: [] }),
    });
    renderFeature(<GradeAnalysisPage />, { path: '/analysis/grade' });
    expect(await screen.findByText(/还没有已批改的作业/)).toBeTruthy();
  });
});
