import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_SCORES_YET, type PaperDetail } from '../../../shared/api';
import { pageSizes, pdfText } from '../../../../tests/support/pdf-tools';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { buildOtherSchool } from '../../testing/schools';
import { buildSavedPaper } from '../print/print.fixture';
import { gradePrintStatus, printGrade, sampleSource } from './grade-print.service';

const fileName = (header: unknown) =>
  decodeURIComponent(String(header).replace(/^.*filename\*=UTF-8''/, ''));

describe.each(TEST_DIALECTS)('grade printing on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let paper: PaperDetail;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    token = await t.login('teacher');
    paper = await buildSavedPaper(t, token);
  });
  afterEach(async () => t.close());

  const post = (url: string, body: unknown, as: string | null = token) =>
    t.app.inject({
      method: 'POST',
      url: `/api/teacher/print/${url}`,
      headers: {
        ...(as ? { authorization: `Bearer ${as}` } : {}),
        'content-type': 'application/json',
      },
      payload: JSON.stringify(body),
    });

  it('prints the three sample documents as PDFs named in Chinese', async () => {
    const sheet = await post('grade/sample', { document: 'sheet' });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('application/pdf');
    expect(fileName(sheet.headers['content-disposition'])).toBe('样张-成绩单.pdf');
    const text = await pdfText(sheet.rawPayload);
    expect(text).toContain('样张 · 高一数学期中考试');
    expect(text).toContain('欧阳思远');
    expect(text).toContain('缺考');
    const sizes = await pageSizes(sheet.rawPayload);
    expect(sizes.length).toBeGreaterThanOrEqual(2);
    expect(Math.round(sizes[0]!.width)).toBe(842);

    const slips = await post('grade/sample', { document: 'slips', slipsPerPage: 5 });
    expect(fileName(slips.headers['content-disposition'])).toBe('样张-成绩条.pdf');
    expect((await pageSizes(slips.rawPayload)).length).toBe(9); // 45 students, 5 a page
    expect(await pdfText(slips.rawPayload, 1)).toContain('薄弱知识点');

    const summary = await post('grade/sample', { document: 'summary' });
    expect(fileName(summary.headers['content-disposition'])).toBe('样张-年级成绩汇总.pdf');
    const sumText = await pdfText(summary.rawPayload);
    for (const c of ['高一(1)班', '高一(2)班', '高一(3)班', '五、指标说明'])
      expect(sumText).toContain(c);
  });

  it('refuses an unknown document and anonymous callers', async () => {
    expect((await post('grade/sample', { document: 'poster' })).statusCode).toBe(400);
    expect((await post('grade/sample', { document: 'sheet' }, null)).statusCode).toBe(401);
  });

  it('answers 409 with a clear message while the paper has no final scores', async () => {
    const res = await post('grade', { paperId: paper.id, document: 'summary' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: NO_SCORES_YET });
  });

  it('tells the page the paper has no final scores yet, and refuses another school', async () => {
    const status = await t.get(`/api/teacher/print/grade/${paper.id}/status`, token);
    expect(status.statusCode).toBe(200);
    expect(status.json().data).toEqual({ ready: false, message: NO_SCORES_YET, classes: [] });
    const other = await buildOtherSchool(t);
    const refused = await t.get(`/api/teacher/print/grade/${paper.id}/status`, other.token);
    expect(refused.statusCode).toBe(404);
  });

  it('asks for a class for a sheet or slips', async () => {
    const res = await post('grade', { paperId: paper.id, document: 'sheet' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('请选择班级');
  });

  it("answers another school's teacher as for an unknown paper (404)", async () => {
    const other = await buildOtherSchool(t);
    expect(
      (await post('grade', { paperId: paper.id, document: 'summary' }, other.token)).statusCode,
    ).toBe(404);
    expect((await post('grade', { paperId: 'nope', document: 'summary' })).statusCode).toBe(404);
  });

  it('prints a class of the data a results source gives (the path marking will feed)', async () => {
    const me = (
      await t.ctx.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'teacher')
        .executeTakeFirstOrThrow()
    ).id;
    const body = {
      paperId: paper.id,
      document: 'sheet',
      classId: 'sample-c3',
      slipsPerPage: 'auto',
      order: 'examNo',
    } as const;
    const file = await printGrade(t.ctx, me, body, async () => sampleSource());
    expect(file.fileName).toBe('高一(3)班-样张 · 高一数学期中考试-成绩单.pdf');
    expect(await pdfText(file.bytes)).toContain('高一(3)班 成绩单');
    const ready = await gradePrintStatus(t.ctx, me, paper.id, async () => sampleSource());
    expect(ready.ready).toBe(true);
    expect(ready.classes.map((c) => c.name)).toEqual(['高一(1)班', '高一(2)班', '高一(3)班']);
    await expect(
      printGrade(t.ctx, me, { ...body, classId: 'nope' }, async () => sampleSource()),
    ).rejects.toThrow('该班级没有这份作业的成绩');
  });
});
