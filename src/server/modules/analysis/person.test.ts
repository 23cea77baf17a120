import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PersonClasses,
  PersonOverview,
  PersonPaper,
} from '../../../shared/api/analysis-person';
import {
  personHistoryTable,
  personQuestionTable,
  personWrongTable,
} from '../../../shared/api/analysis-person-tables';
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
import type { ExportBody } from '../../../shared/api/exports';
import { exportThroughJob } from '../exports/testing/export.fixture';

describe.each(TEST_DIALECTS)('学生学情 API on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let paper: Awaited<ReturnType<typeof buildMarkingPaper>>;
  let students: { id: string }[];
  const url = (id: string) => `/api/teacher/analysis/person/students/${id}`;
  beforeAll(async () => {
    t = await buildMarkingApp(dialect);
    token = await t.login();
    paper = await buildMarkingPaper(t);
    ({ students } = await scanClassDirect(t, paper, '初二(1)班', { students: 5, absent: [5] }));
    await markEverything(t, token, paper.id);
  });
  afterAll(() => t.close());

  it('lists the teacher’s classes with their students', async () => {
    const res = await call<PersonClasses>(t, token, 'GET', '/api/teacher/analysis/person/classes');
    expect(res.body.data.classes.map((c) => c.name)).toEqual(['初二(1)班', '初二(2)班']);
    expect(res.body.data.classes[0]!.students.length).toBe(40);
  });

  it('shows totals, shared ranks and the questions got wrong; 缺考 without ranks', async () => {
    const res = await call<PersonOverview>(t, token, 'GET', url(students[0]!.id));
    expect(res.status).toBe(200);
    const { subjects, wrong, student } = res.body.data;
    expect(student.className).toBe('初二(1)班');
    const [math] = subjects;
    expect(math!.subjectName).toBe('数学');
    const p = math!.points[0]!;
    // Objective answers blank (0); 第5题 3, 第6题 11, 第7题 3 + 7: total 24 for all four who sat.
    expect([p.total, p.classRank, p.classSize, p.gradeRank, p.gradeSize]).toEqual([24, 1, 4, 1, 4]);
    expect(p.scoreRate).toBeCloseTo(24 / p.full, 9);
    expect(wrong.map((w) => [w.no, w.score, w.full])).toEqual([
      [5, 3, 4],
      [6, 11, 12],
      [7, 10, 12],
    ]);
    expect(wrong[0]!.bankQuestionId).toBeTruthy();
    const absent = (await call<PersonOverview>(t, token, 'GET', url(students[4]!.id))).body.data;
    const a = absent.subjects[0]!.points[0]!;
    expect([a.absent, a.total, a.classRank, a.gradeRank]).toEqual([true, null, null, null]);
    expect(absent.wrong).toEqual([]);
  });

  it('details a paper: scores beside the class, 知识点 mastery and the marked answer images', async () => {
    const res = await call<PersonPaper>(
      t,
      token,
      'GET',
      `${url(students[0]!.id)}/papers/${paper.id}`,
    );
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.total).toBe(24);
    const q6 = d.questions.find((q) => q.no === 6)!;
    expect([q6.score, q6.full]).toEqual([11, 12]);
    expect(q6.classRate).toBeCloseTo(11 / 12, 9);
    for (const k of d.knowledge) expect(k.rate).toBeCloseTo(k.classRate!, 9);
    expect(d.images.length).toBeGreaterThan(0);
    const crop = await t.get(`/api/teacher/marking/items/${d.images[0]!.itemId}/crops/0`, token);
    expect([crop.statusCode, crop.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });

  it('exports each table as .xlsx holding what the page shows', async () => {
    const id = students[0]!.id;
    const o = (await call<PersonOverview>(t, token, 'GET', url(id))).body.data;
    const d = (await call<PersonPaper>(t, token, 'GET', `${url(id)}/papers/${paper.id}`)).body.data;
    const sheet = async (body: ExportBody) => {
      const res = (await exportThroughJob(t, token, body)).file;
      expect(res.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const rows: string[][] = [];
      book.worksheets[0]!.eachRow((r) => {
        const cells: string[] = [];
        for (let c = 1; c <= r.cellCount; c++) cells.push(r.getCell(c).text);
        rows.push(cells);
      });
      return rows;
    };
    const texts = (x: { header: string[]; rows: (string | number)[][] }) => [
      x.header,
      ...x.rows.map((r) => r.map(String)),
    ];
    const subjectId = o.subjects[0]!.subjectId;
    const history = await sheet({ kind: 'person', studentId: id, table: 'history', subjectId });
    expect(history).toEqual(texts(personHistoryTable(o, subjectId)));
    expect(history[1]![2]).toBe(`24/${o.subjects[0]!.points[0]!.full}`);
    const wrong = { kind: 'person', studentId: id, table: 'wrong' } as const;
    expect(await sheet(wrong)).toEqual(texts(personWrongTable(o)));
    const questions = await sheet({ kind: 'person-paper', studentId: id, paperId: paper.id });
    expect(questions).toEqual(texts(personQuestionTable(d)));
    const colleague = await addSchoolTeacher(t, 'sun');
    const refused = await exportThroughJob(t, colleague.token, wrong);
    expect(refused.status).toMatchObject({ status: 'failed' });
    expect(refused.file.statusCode).toBe(400);
  });

  it('is read by the school’s directors and the class’s teachers only', async () => {
    const director = await t.login('director');
    expect((await call(t, director, 'GET', url(students[0]!.id))).status).toBe(200);
    const other = await buildOtherSchool(t);
    expect((await call(t, other.token, 'GET', url(students[0]!.id))).status).toBe(404);
    const colleague = await addSchoolTeacher(t, 'qian');
    expect((await call(t, colleague.token, 'GET', url(students[0]!.id))).status).toBe(403);
    const res = await call(t, colleague.token, 'GET', `${url(students[0]!.id)}/papers/${paper.id}`);
    expect(res.status).toBe(403);
    expect((await call(t, token, 'GET', url('nope'))).status).toBe(404);
  });
});
