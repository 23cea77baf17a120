import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFonts, pdfText } from '../../../../tests/support/pdf-tools';
import type { ExamAnalysis } from '../../../shared/analysis';
import { NO_SCORES_YET } from '../../../shared/api';
import type {
  AssistantCommentary,
  AssistantDetails,
  AssistantOverview,
  AssistantReport,
} from '../../../shared/api/assistant';
import type { MarkingSetup, NextAnswer } from '../../../shared/api/marking';
import { addSchoolTeacher, buildOtherSchool } from '../../testing/schools';
import type { TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';
import { newId } from '../../lib/ids';
import { classId } from '../print/print.fixture';
import { teacherOf } from '../scan/testing/scan.fixture';
import {
  buildMarkingApp,
  buildMarkingPaper,
  key,
  scanClassDirect,
} from '../marking/testing/marking.fixture';

/** Marks every answer: every third task full marks, the others 0, so students and items differ. */
async function markVaried(t: TestApp, token: string, paperId: string) {
  const setup = await call<MarkingSetup>(
    t,
    token,
    'GET',
    `/api/teacher/marking/papers/${paperId}/setup`,
  );
  let n = 0;
  for (const b of setup.body.data.blocks)
    for (;;) {
      const next = await call<NextAnswer>(
        t,
        token,
        'POST',
        `/api/teacher/marking/blocks/${b.id}/next`,
        { holding: [] },
      );
      const task = next.body.data.task;
      if (!task) break;
      const full = n++ % 3 === 0;
      await call(t, token, 'POST', `/api/teacher/marking/tasks/${task.taskId}/submit`, {
        scores: b.fields.map((f) => (full ? f.full : 0)),
        submitKey: key(),
      });
    }
}

describe.each(TEST_DIALECTS)('作业助手 API on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let paper: Awaited<ReturnType<typeof buildMarkingPaper>>;
  const url = (tail: string) => `/api/teacher/assistant/papers/${paper.id}/${tail}`;
  beforeAll(async () => {
    t = await buildMarkingApp(dialect);
    token = await t.login();
    paper = await buildMarkingPaper(t);
    await scanClassDirect(t, paper, '初二(1)班', { students: 6, absent: [6] });
    // 初二(2)班's cards come in half an hour later.
    t.clock.now += 30 * 60_000;
    await scanClassDirect(t, paper, '初二(2)班', { students: 4 });
  });
  afterAll(() => t.close());

  it('answers 409 before any score is final, then the analysis’s own figures', async () => {
    const early = await call(t, token, 'GET', url('overview'));
    expect([early.status, early.body.message]).toEqual([409, NO_SCORES_YET]);
    await markVaried(t, token, paper.id);
    const res = await call<AssistantOverview>(t, token, 'GET', url('overview'));
    expect(res.status).toBe(200);
    const o = res.body.data;
    const grade = await call<{ analysis: ExamAnalysis }>(
      t,
      token,
      'GET',
      `/api/teacher/analysis/papers/${paper.id}/grade`,
    );
    const a = grade.body.data.analysis;
    expect(o.summary).toEqual(a.grade.summary);
    expect(o.bands).toEqual(a.grade.bands);
    expect(o.questions.map((q) => [q.label, q.scoreRate])).toEqual(
      a.grade.questions.map((q) => [q.label, q.scoreRate]),
    );
    expect(o.questions.map((q) => q.label)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    const rates = o.hardest.map((id) => o.questions.find((q) => q.questionId === id)!.scoreRate!);
    expect(rates).toEqual([...rates].sort((x, y) => x - y));
    const roster = async (name: string) =>
      Number(
        (
          await t.ctx.db
            .selectFrom('students')
            .innerJoin('classes', 'classes.id', 'students.classId')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('classes.name', '=', name)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(o.classes.map((c) => [c.className, c.submitted, c.absent, c.final])).toEqual([
      ['初二(1)班', 5, 1, 5],
      ['初二(2)班', 4, 0, 4],
    ]);
    expect(o.classes[0]!.expected).toBe(await roster('初二(1)班'));
    expect(o.classes[1]!.mean).toBe(a.classes[1]!.summary.mean);
  });

  it('tells when each class’s cards came in, from the scanned pages', async () => {
    const o = (await call<AssistantOverview>(t, token, 'GET', url('overview'))).body.data;
    const pages = await t.ctx.db
      .selectFrom('scanPages')
      .select(['studentId', 'createdAt'])
      .where('paperId', '=', paper.id)
      .where('absent', '=', 0)
      .orderBy('createdAt')
      .execute();
    const first = pages[0]!.createdAt;
    const later = new Date(Date.parse(first) + 30 * 60_000).toISOString();
    expect(o.timeline).toEqual([
      { classId: o.classes[0]!.classId, className: '初二(1)班', times: Array(5).fill(first) },
      { classId: o.classes[1]!.classId, className: '初二(2)班', times: Array(4).fill(later) },
    ]);
    // Cumulative 已交 ends at 已交; 缺考 is not a submission.
    expect(o.timeline.map((c) => c.times.length)).toEqual(o.classes.map((c) => c.submitted));
    expect(o.classes.map((c) => [c.firstAt, c.lastAt])).toEqual([
      [first, first],
      [later, later],
    ]);
  });

  it('lays out the matrix, the slides with marked examples and their images, and the report', async () => {
    const d = (await call<AssistantDetails>(t, token, 'GET', url('details'))).body.data;
    expect(d.rows).toHaveLength(10);
    for (const r of d.rows.filter((x) => !x.absent))
      expect(r.cells.reduce((s, c) => s + (c.score ?? 0), 0)).toBeCloseTo(r.total!, 5);
    const cell = d.rows[0]!.cells[6]!;
    expect(cell.itemId).toBeTruthy();
    const item = cell.itemId!;
    const mark = await call(t, token, 'PUT', `/api/teacher/marking/items/${item}/example`, {
      kind: '典型错误',
      note: '步骤不全',
    });
    expect(mark.status).toBe(200);
    const c = (await call<AssistantCommentary>(t, token, 'GET', url('commentary'))).body.data;
    expect(c.slides).toHaveLength(7);
    const q7 = c.slides[6]!;
    expect(q7.examples).toEqual([
      expect.objectContaining({
        itemId: item,
        kind: '典型错误',
        note: '步骤不全',
        studentName: d.rows[0]!.name,
      }),
    ]);
    expect(q7.ask.right.every((s) => s.score === q7.full)).toBe(true);
    expect(q7.ask.wrong.every((s) => s.score < q7.full)).toBe(true);
    expect(c.slides[0]!.distribution?.key).toBeTruthy();
    const img = await t.app.inject({
      method: 'GET',
      url: url(`items/${item}/crops/0`),
      headers: { authorization: `Bearer ${token}` },
    });
    expect([img.statusCode, img.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const r = (await call<AssistantReport>(t, token, 'GET', url('report'))).body.data;
    expect(r.attention.some((s) => s.reason === '缺考')).toBe(true);
    expect(r.attention.filter((s) => s.total !== null).every((s) => s.total! < r.lines.pass)).toBe(
      true,
    );
    const pdf = await t.app.inject({
      method: 'GET',
      url: url('report.pdf'),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    const fonts = await pdfFonts(pdf.rawPayload);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((f) => f.emb && f.sub && /NotoSansSC/i.test(f.name))).toBe(true);
    for (const words of [
      '作业报告',
      '班级概况',
      '初二(2)班',
      '需要关注的学生',
      r.attention[0]!.name,
    ])
      expect(text).toContain(words);
  });

  it('is read as 学情分析 allows, images only of a class the user may read', async () => {
    const director = await t.login('director');
    expect((await call(t, director, 'GET', url('overview'))).status).toBe(200);
    const other = await buildOtherSchool(t);
    expect((await call(t, other.token, 'GET', url('details'))).status).toBe(403);
    const colleague = await addSchoolTeacher(t, 'qian');
    expect((await call(t, colleague.token, 'GET', url('commentary'))).status).toBe(403);
    expect((await call(t, token, 'GET', '/api/teacher/assistant/papers/nope/report')).status).toBe(
      404,
    );
    const bad = await t.app.inject({
      method: 'GET',
      url: url('items/nope/crops/0'),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bad.statusCode).toBe(404);
  });
  it('shows a teacher of one class only that class’s names and images', async () => {
    const wang = await t.login('wang', 'wang123');
    const { orgId } = await teacherOf(t);
    const mine = await classId(t, '初二(2)班');
    await t.ctx.db
      .insertInto('teacherAssignments')
      .values({
        id: newId(t.clock.now),
        orgId,
        userId: (await teacherOf(t, 'wang')).userId,
        subjectId: 'junior-math',
        classId: mine,
      })
      .execute();
    const d = (await call<AssistantDetails>(t, wang, 'GET', url('details'))).body.data;
    expect(d.classes.map((c) => c.name)).toEqual(['初二(2)班']);
    expect(new Set(d.rows.map((r) => r.className))).toEqual(new Set(['初二(2)班']));
    const o = (await call<AssistantOverview>(t, wang, 'GET', url('overview'))).body.data;
    expect(o.classes).toHaveLength(2);
    const all = (await call<AssistantDetails>(t, token, 'GET', url('details'))).body.data;
    const theirs = all.rows.find((r) => r.className === '初二(1)班' && r.cells[6]!.itemId)!;
    const img = await t.app.inject({
      method: 'GET',
      url: url(`items/${theirs.cells[6]!.itemId}/crops/0`),
      headers: { authorization: `Bearer ${wang}` },
    });
    expect(img.statusCode).toBe(403);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.get('/api/docs/json')).json() as { paths: Record<string, unknown> };
    for (const tail of ['overview', 'commentary', 'details', 'report', 'report.pdf'])
      expect(doc.paths[`/api/teacher/assistant/papers/{id}/${tail}`]).toBeTruthy();
    expect(
      doc.paths['/api/teacher/assistant/papers/{id}/items/{itemId}/crops/{index}'],
    ).toBeTruthy();
  });
});
