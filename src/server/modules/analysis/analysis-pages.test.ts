import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AnalysisPaperList,
  ClassAnalysisAnswer,
  GradeAnalysisAnswer,
} from '../../../shared/api/analysis-pages';
import { readSheet } from '../../lib/xlsx';
import { newId } from '../../lib/ids';
import { addSchoolTeacher, buildOtherSchool } from '../../testing/schools';
import type { TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';
import { buildMarkingApp } from '../marking/testing/marking.fixture';
import { classId } from '../print/print.fixture';
import { teacherOf } from '../scan/testing/scan.fixture';
import { buildScoredPaper } from './testing/analysis.fixture';
import { exportThroughJob } from '../exports/testing/export.fixture';

// Full marks 18 (q1, q2 单选 3 分 keys A, B; q3 解答 12 分). Totals 16, 10 | 10, 1, 18; 缺考 one.
const NOW = {
  '初二(1)班': [[[3, 'A'], [3, 'B'], [10]], [[0, 'C'], [3, 'B'], [7]], 'absent'],
  '初二(2)班': [
    [[3, 'A'], [0, 'D'], [7]],
    [[0, ''], [0, 'A'], [1]],
    [[3, 'A'], [3, 'B'], [12]],
  ],
} as const;
// The class's earlier paper: totals 5, 15, 12 (class ranks 3, 1, 2).
const BEFORE = {
  '初二(1)班': [
    [[0, 'B'], [0, 'C'], [5]],
    [[3, 'A'], [0, 'A'], [12]],
    [[3, 'A'], [3, 'B'], [6]],
  ],
} as const;

type Sittings = Parameters<typeof buildScoredPaper>[3];

describe.each(TEST_DIALECTS)('班级学情 and the paper list on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let paper: Awaited<ReturnType<typeof buildScoredPaper>>;
  let class1: string;
  let class2: string;
  const classUrl = (c: string) => `/api/teacher/analysis/papers/${paper.id}/classes/${c}`;
  beforeAll(async () => {
    t = await buildMarkingApp(dialect);
    token = await t.login();
    await buildScoredPaper(
      t,
      '上次测验',
      '2025-09-01T00:00:00.000Z',
      BEFORE as unknown as Sittings,
    );
    paper = await buildScoredPaper(
      t,
      '期中测试',
      '2025-11-01T00:00:00.000Z',
      NOW as unknown as Sittings,
    );
    class1 = await classId(t, '初二(1)班');
    class2 = await classId(t, '初二(2)班');
  });
  afterAll(() => t.close());

  it('lists the papers with scores, one exam over its classes, filtered by grade and subject', async () => {
    const res = await call<AnalysisPaperList>(t, token, 'GET', '/api/teacher/analysis/papers');
    expect(res.status).toBe(200);
    const list = res.body.data;
    expect(list.papers.map((p) => p.title)).toEqual(['期中测试', '上次测验']);
    expect(list.papers[0]!.classes.map((c) => [c.name, c.readable])).toEqual([
      ['初二(1)班', true],
      ['初二(2)班', true],
    ]);
    expect(list.grades.map((g) => g.name)).toEqual(['初二（2025级）']);
    expect(list.subjects.map((s) => s.id)).toEqual(['junior-math']);
    const none = await call<AnalysisPaperList>(
      t,
      token,
      'GET',
      '/api/teacher/analysis/papers?subjectId=junior-chinese',
    );
    expect(none.body.data.papers).toEqual([]);
    const grade = await call<AnalysisPaperList>(
      t,
      token,
      'GET',
      `/api/teacher/analysis/papers?gradeId=${list.grades[0]!.id}&subjectId=junior-math`,
    );
    expect(grade.body.data.papers).toHaveLength(2);
  });

  it('answers the class table with ties, 缺考 and 进退步 worked out by hand', async () => {
    const res = await call<ClassAnalysisAnswer>(t, token, 'GET', classUrl(class1));
    expect(res.status).toBe(200);
    const c = res.body.data;
    expect(c.previous?.title).toBe('上次测验');
    expect([c.summary.participants, c.summary.absent, c.summary.mean]).toEqual([2, 1, 13]);
    expect(c.gradeSummary.mean).toBe(11);
    const row = (i: number) => c.students[i]!;
    // 16: class 1st, grade 2nd (18 in class 2); before 3rd of 3 → +2 and +1.
    expect(row(0)).toMatchObject({
      total: 16,
      objective: 6,
      subjective: 10,
      classRank: 1,
      gradeRank: 2,
      classProgress: 2,
      gradeProgress: 1,
    });
    // 10 ties with class 2's 10 at grade place 3; before 1st → −1 and −2.
    expect(row(1)).toMatchObject({
      total: 10,
      classRank: 2,
      gradeRank: 3,
      classProgress: -1,
      gradeProgress: -2,
    });
    expect(row(2)).toMatchObject({
      absent: true,
      total: null,
      classRank: null,
      classProgress: null,
    });
    const other = (await call<ClassAnalysisAnswer>(t, token, 'GET', classUrl(class2))).body.data;
    expect(other.previous).toBeNull();
    expect(other.students.map((s) => [s.total, s.classRank, s.gradeRank, s.classProgress])).toEqual(
      [
        [18, 1, 1, null],
        [10, 2, 3, null],
        [1, 3, 5, null],
      ],
    );
  });

  it('answers 得分率 beside the grade, by 知识点 and 题型, and the option distribution', async () => {
    const c = (await call<ClassAnalysisAnswer>(t, token, 'GET', classUrl(class1))).body.data;
    expect(c.questions.map((q) => [q.label, q.classRate, q.gradeRate])).toEqual([
      ['1', 0.5, 0.6],
      ['2', 1, 0.6],
      ['3', 17 / 24, 37 / 60],
    ]);
    expect(c.knowledge.map((k) => [k.name, k.classRate])).toEqual([
      ['知识点甲', 11.5 / 18],
      ['知识点乙', 14.5 / 18],
    ]);
    expect(c.kinds.map((k) => k.classRate)).toEqual([9 / 12, 17 / 24]);
    const q1 = c.options[0]!;
    expect(q1.key).toBe('A');
    expect(q1.answers.map((a) => [a.answer, a.count, a.right])).toEqual([
      ['A', 1, true],
      ['C', 1, false],
    ]);
    const c2 = (await call<ClassAnalysisAnswer>(t, token, 'GET', classUrl(class2))).body.data;
    const names = c2.students.map((s) => s.name);
    // Students in class order (18, 10, 1); answers in 考号 order: A by 10 and 18, blank by 1.
    expect(
      c2.options[0]!.answers.map((a) => [a.answer, a.share, a.students.map((x) => x.name)]),
    ).toEqual([
      ['A', 2 / 3, [names[1], names[0]]],
      ['', 1 / 3, [names[2]]],
    ]);
    expect(c2.options[1]!.answers.map((a) => [a.answer, a.count, a.right])).toEqual([
      ['A', 1, false],
      ['B', 1, true],
      ['D', 1, false],
    ]);
  });

  it('exports the class and grade tables to .xlsx with the numbers on the page', async () => {
    const res = await call<ClassAnalysisAnswer>(t, token, 'GET', classUrl(class1));
    const classTable = { kind: 'analysis-class' as const, paperId: paper.id, classId: class1 };
    const x = (await exportThroughJob(t, token, { ...classTable, table: 'students' })).file;
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-disposition']).toContain(
      encodeURIComponent('期中测试-初二(1)班-学生成绩.xlsx'),
    );
    const rows = (await readSheet(x.rawPayload)).map((r) => r.cells);
    expect(rows[0]).toEqual([
      '考号',
      '姓名',
      '总分',
      '客观题',
      '主观题',
      '班级排名',
      '年级排名',
      '班级进退步',
      '年级进退步',
    ]);
    expect(rows[1]!.slice(1)).toEqual([
      res.body.data.students[0]!.name,
      '16',
      '6',
      '10',
      '1',
      '2',
      '2',
      '1',
    ]);
    expect(rows[3]!.slice(2, 6)).toEqual(['缺考', '缺考', '缺考', '—']);
    const below = (await exportThroughJob(t, token, { ...classTable, table: 'below', line: 12 }))
      .file;
    expect((await readSheet(below.rawPayload)).slice(1).map((r) => r.cells.slice(2))).toEqual([
      ['10', '2'],
    ]);
    const g = (
      await exportThroughJob(t, token, {
        kind: 'analysis-grade',
        paperId: paper.id,
        table: 'summary',
      })
    ).file;
    const grade = (await readSheet(g.rawPayload)).map((r) => r.cells);
    // 年级: 5 sat, 1 缺考, mean 11, max 18, min 1, SD √35.2, median 10, 优秀 40%, 良好 40%, 及格 40%, 低分 20%.
    expect(grade[1]).toEqual([
      '年级',
      '5',
      '1',
      '11',
      '18',
      '1',
      '5.93',
      '10',
      '40',
      '40',
      '40',
      '20',
      '—',
      '—',
    ]);
    expect(grade[2]!.slice(0, 4).concat(grade[2]!.slice(12))).toEqual([
      '初二(1)班',
      '2',
      '1',
      '13',
      '18.2',
      '1',
    ]);
    const crit = await call<GradeAnalysisAnswer>(
      t,
      token,
      'GET',
      `/api/teacher/analysis/papers/${paper.id}/grade`,
    );
    expect(crit.body.data.analysis.grade.critical.pass.map((s) => s.gap)).toEqual([0.8, 0.8]);
  });

  it('lets a teacher read only the classes they teach; another school gets 403', async () => {
    const wang = await t.login('wang', 'wang123');
    expect((await call(t, wang, 'GET', classUrl(class1))).status).toBe(403);
    const list = await call<AnalysisPaperList>(t, wang, 'GET', '/api/teacher/analysis/papers');
    expect(list.body.data.papers).toEqual([]);
    const { orgId } = await teacherOf(t);
    const wangId = (await teacherOf(t, 'wang')).userId;
    await t.ctx.db
      .insertInto('teacherAssignments')
      .values({
        id: newId(t.clock.now),
        orgId,
        userId: wangId,
        subjectId: 'junior-math',
        classId: class2,
      })
      .execute();
    expect((await call(t, wang, 'GET', classUrl(class2))).status).toBe(200);
    expect((await call(t, wang, 'GET', classUrl(class1))).status).toBe(403);
    const mine = (await call<AnalysisPaperList>(t, wang, 'GET', '/api/teacher/analysis/papers'))
      .body.data;
    expect(mine.papers[0]!.classes.map((c) => c.readable)).toEqual([false, true]);
    const director = await t.login('director');
    expect((await call(t, director, 'GET', classUrl(class1))).status).toBe(200);
    const other = await buildOtherSchool(t);
    expect((await call(t, other.token, 'GET', classUrl(class1))).status).toBe(403);
    const refused = await exportThroughJob(t, other.token, {
      kind: 'analysis-class',
      paperId: paper.id,
      classId: class1,
      table: 'students',
    });
    expect(refused.status).toMatchObject({ status: 'failed' });
    expect(refused.file.statusCode).toBe(400);
    expect(
      (await call<AnalysisPaperList>(t, other.token, 'GET', '/api/teacher/analysis/papers')).body
        .data.papers,
    ).toEqual([]);
    const colleague = await addSchoolTeacher(t, 'qian');
    expect((await call(t, colleague.token, 'GET', classUrl(class1))).status).toBe(403);
    expect((await call(t, token, 'GET', classUrl(other.classId))).status).toBe(404);
  });
});
