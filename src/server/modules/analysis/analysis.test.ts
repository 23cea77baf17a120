import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExamAnalysis, MetricDefinition } from '../../../shared/analysis';
import { NO_SCORES_YET } from '../../../shared/api';
import { addSchoolTeacher, buildOtherSchool } from '../../testing/schools';
import type { TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';
import {
  buildMarkingApp,
  buildMarkingPaper,
  markEverything,
  scanClassDirect,
} from '../marking/testing/marking.fixture';

type GradeAnswer = {
  title: string;
  analysis: ExamAnalysis;
  definitions: Record<string, MetricDefinition>;
};

describe.each(TEST_DIALECTS)('年级学情 API on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let paper: Awaited<ReturnType<typeof buildMarkingPaper>>;
  const url = () => `/api/teacher/analysis/papers/${paper.id}/grade`;
  beforeAll(async () => {
    t = await buildMarkingApp(dialect);
    token = await t.login();
    paper = await buildMarkingPaper(t);
    await scanClassDirect(t, paper, '初二(1)班', { students: 5, absent: [5] });
  });
  afterAll(() => t.close());

  it('answers 409 until scores are final, then every figure from the final scores', async () => {
    const early = await call(t, token, 'GET', url());
    expect([early.status, early.body.message]).toEqual([409, NO_SCORES_YET]);
    await markEverything(t, token, paper.id);
    const res = await call<GradeAnswer>(t, token, 'GET', url());
    expect(res.status).toBe(200);
    const table = await call<{ rows: { state: string; total: number | null }[] }>(
      t,
      token,
      'GET',
      `/api/teacher/marking/papers/${paper.id}/scores`,
    );
    const totals = table.body.data.rows.filter((r) => r.state === '已完成').map((r) => r.total!);
    const { analysis, definitions } = res.body.data;
    const cls = analysis.classes[0]!;
    expect(cls.className).toBe('初二(1)班');
    expect([cls.summary.participants, cls.summary.absent]).toEqual([4, 1]);
    const mean = totals.reduce((s, x) => s + x, 0) / totals.length;
    expect(cls.summary.mean).toBeCloseTo(mean, 2);
    expect(cls.summary.max).toBe(Math.max(...totals));
    expect(analysis.grade.summary.participants).toBe(4);
    expect(analysis.full).toBe(
      paper.doc.sections.flatMap((s) => s.questions).reduce((s, q) => s + q.score, 0),
    );
    expect(analysis.settings.bandWidth).toBe(10);
    expect(definitions.difficulty!.formula).toContain('得分率');
    const fives = await call<GradeAnswer>(t, token, 'GET', `${url()}?bandWidth=5`);
    expect(fives.body.data.analysis.settings.bandWidth).toBe(5);
    const bad = await call(t, token, 'GET', `${url()}?bandWidth=7`);
    expect([bad.status, bad.body.message]).toEqual([400, '分数段宽度只能是 5、10 或 20 分']);
  });

  it('is read by the school’s directors and the class’s teachers only', async () => {
    const director = await t.login('director');
    expect((await call(t, director, 'GET', url())).status).toBe(200);
    const other = await buildOtherSchool(t);
    expect((await call(t, other.token, 'GET', url())).status).toBe(403);
    const colleague = await addSchoolTeacher(t, 'qian');
    expect((await call(t, colleague.token, 'GET', url())).status).toBe(403);
    expect((await call(t, token, 'GET', '/api/teacher/analysis/papers/nope/grade')).status).toBe(
      404,
    );
  });
});
