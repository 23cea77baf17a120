import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AverageReport, CorrectReport, SubjectReport } from '../../../shared/api/data-center';
import { MESSAGES } from '../../../shared/messages';
import { addSchoolTeacher, buildOtherSchool } from '../../testing/schools';
import type { TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';
import { classId } from '../print/print.fixture';
import {
  buildMarkingApp,
  buildMarkingPaper,
  markEverything,
  scanClassDirect,
} from '../marking/testing/marking.fixture';
import { exportThroughJob } from '../exports/testing/export.fixture';

const HOUR = 3600_000;
const base = '/api/teacher/data-center';

describe.each(TEST_DIALECTS)('数据中心 API on %s', (dialect) => {
  let t: TestApp;
  let teacher: string;
  let director: string;
  let paper: Awaited<ReturnType<typeof buildMarkingPaper>>;
  beforeAll(async () => {
    t = await buildMarkingApp(dialect);
    teacher = await t.login();
    director = await t.login('director');
    paper = await buildMarkingPaper(t);
    const unscanned = await buildMarkingPaper(t);
    const [c1, c2] = [await classId(t, '初二(1)班'), await classId(t, '初二(2)班')];
    const at = new Date(t.clock.now).toISOString();
    const owner = (
      await t.ctx.db
        .selectFrom('papers')
        .select('ownerId')
        .where('id', '=', paper.id)
        .executeTakeFirstOrThrow()
    ).ownerId;
    await t.ctx.db
      .insertInto('paperClasses')
      .values([
        { paperId: paper.id, classId: c1, assignedAt: at, assignedBy: owner },
        { paperId: paper.id, classId: c2, assignedAt: at, assignedBy: owner },
        { paperId: unscanned.id, classId: c1, assignedAt: at, assignedBy: owner },
      ])
      .execute();
    // 初二(1)班: 5 students, seat 5 缺考, marked at once (on time).
    await scanClassDirect(t, paper, '初二(1)班', { students: 5, absent: [5] });
    await markEverything(t, teacher, paper.id);
    // 初二(2)班: 3 students scanned 80 h later and marked 100 h after that (late).
    t.clock.now += 80 * HOUR;
    await scanClassDirect(t, paper, '初二(2)班', { students: 3 });
    t.clock.now += 100 * HOUR;
    // Tokens expire while the clock moves: sign in again.
    teacher = await t.login();
    director = await t.login('director');
    await markEverything(t, teacher, paper.id);
  });
  afterAll(() => t.close());

  it('学科统计: papers given, participation and 得分率 of the grade’s 数学', async () => {
    const res = await call<SubjectReport>(t, director, 'GET', `${base}/subject`);
    expect(res.status).toBe(200);
    const r = res.body.data;
    expect(r.gradeName).toContain('初二');
    const math = r.rows.find((x) => x.subjectName === '数学')!;
    // Two papers given; one scored. 7 sat of 40 + 40 enrolled in the two classes given it.
    expect([math.papers, math.scoredPapers]).toEqual([2, 1]);
    expect(math.participation).toBeCloseTo(7 / 80, 9);
    // Objective answers read as blank (0), every answer box marked full − 1.
    const fields = paper.doc.sections.flatMap((s) => s.questions);
    const full = fields.reduce((s, q) => s + q.score, 0);
    const table = await call<{ rows: { state: string; total: number | null }[] }>(
      t,
      teacher,
      'GET',
      `/api/teacher/marking/papers/${paper.id}/scores`,
    );
    const totals = table.body.data.rows.filter((x) => x.state === '已完成').map((x) => x.total!);
    expect(totals).toHaveLength(7);
    expect(new Set(totals).size).toBe(1);
    expect(math.scoreRate).toBeCloseTo(totals[0]! / full, 9);
    expect(math.trend).toEqual([
      {
        paperId: paper.id,
        title: expect.any(String),
        date: '2026-09-01',
        scoreRate: math.scoreRate,
      },
    ]);
  });

  it('作业批改报表: on time within 72 h of the scan, late after, completion marked / assigned', async () => {
    const r = (await call<CorrectReport>(t, director, 'GET', `${base}/correct-score`)).body.data;
    expect(r.limitHours).toBe(72);
    const pick = (name: string) => {
      const x = r.rows.find((row) => row.className === name)!;
      return [x.assigned, x.scanned, x.marked, x.onTime, x.late, x.overdue, x.completion];
    };
    expect(pick('初二(1)班')).toEqual([2, 1, 1, 1, 0, 0, 0.5]);
    expect(pick('初二(2)班')).toEqual([1, 1, 1, 0, 1, 0, 1]);
  });

  it('班级均分及小题对比: class summaries by SQL and each question’s 得分率 per class', async () => {
    const r = (await call<AverageReport>(t, director, 'GET', `${base}/average-score`)).body.data;
    expect(r.paperId).toBe(paper.id);
    expect(r.rows.map((x) => [x.className, x.summary.participants, x.summary.absent])).toEqual([
      ['初二(1)班', 4, 1],
      ['初二(2)班', 3, 0],
    ]);
    const g = r.grade!.summary;
    expect([g.participants, g.absent, g.sd]).toEqual([7, 1, 0]);
    expect(g.max).toBe(g.min);
    expect(r.rows[0]!.overAverage).toBe(0);
    const q6 = r.questions.find((q) => q.no === 6)!;
    expect(q6.gradeRate).toBeCloseTo(11 / 12, 9);
    expect(Object.values(q6.rates).map((x) => x!.toFixed(4))).toEqual(['0.9167', '0.9167']);
    // Every box marked full − 1: 第5题 3/4, 第7题 (3 + 7)/12.
    expect(r.questions.map((q) => [q.no, q.full, q.gradeRate!.toFixed(4)])).toEqual([
      [5, 4, '0.7500'],
      [6, 12, '0.9167'],
      [7, 12, '0.8333'],
    ]);
  });

  it('exports each table as .xlsx holding the numbers of the API', async () => {
    const out = await exportThroughJob(t, director, {
      kind: 'data-center',
      report: 'correct-score',
    });
    const res = out.file;
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String)));
    expect(rows[0]).toEqual([
      '教师',
      '班级',
      '布置',
      '已扫描',
      '已批改',
      '按时批改',
      '逾期批改',
      '逾期未完成',
      '完成率',
    ]);
    expect(rows.find((x) => x[1] === '初二(1)班')!.slice(2)).toEqual([
      '2',
      '1',
      '1',
      '1',
      '0',
      '0',
      '50.0%',
    ]);
    for (const report of ['subject', 'average-classes', 'average-questions'] as const) {
      const other = await exportThroughJob(t, director, { kind: 'data-center', report });
      expect([report, other.file.statusCode]).toEqual([report, 200]);
    }
  });

  it('answers 403 to everyone but the school’s grade directors', async () => {
    const refused = await exportThroughJob(t, teacher, { kind: 'data-center', report: 'subject' });
    expect(refused.status.message).toBe(`生成失败：${MESSAGES.forbidden}`);
    for (const path of ['subject', 'correct-score', 'average-score']) {
      const res = await call(t, teacher, 'GET', `${base}/${path}`);
      expect([path, res.status, res.body.message]).toEqual([path, 403, MESSAGES.forbidden]);
    }
    const grade = (await call<SubjectReport>(t, director, 'GET', `${base}/subject`)).body.data;
    const other = await buildOtherSchool(t);
    await t.ctx.db
      .updateTable('memberships')
      .set({ isGradeDirector: 1 })
      .where('userId', '=', other.userId)
      .execute();
    expect(
      (await call(t, other.token, 'GET', `${base}/subject?gradeId=${grade.gradeId}`)).status,
    ).toBe(403);
    expect(
      (await call(t, other.token, 'GET', `${base}/average-score?paperId=${paper.id}`)).status,
    ).not.toBe(200);
    const colleague = await addSchoolTeacher(t, 'sun');
    expect(
      (await call(t, colleague.token, 'GET', `${base}/subject?gradeId=${grade.gradeId}`)).status,
    ).toBe(403);
    expect((await call(t, director, 'GET', `${base}/subject?gradeId=nope`)).status).toBe(404);
  });
});
