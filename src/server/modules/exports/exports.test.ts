import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classSheets } from '../../../shared/api/analysis-sheets';
import { MESSAGES } from '../../../shared/messages';
import type { TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';
import { sheetXlsx } from '../analysis/analysis-xlsx';
import { classAnalysis } from '../analysis/class-analysis';
import {
  buildMarkingApp,
  buildMarkingPaper,
  markEverything,
  scanClassDirect,
} from '../marking/testing/marking.fixture';
import { scoreTable } from '../marking/scores.service';
import { scoresXlsx } from '../marking/scores-xlsx';
import { classId } from '../print/print.fixture';
import { jobRunnerOf } from './export-runner';
import { exportThroughJob, sheetTexts } from './testing/export.fixture';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe.each(TEST_DIALECTS)('.xlsx exports as background jobs, in-process (%s)', (dialect) => {
  let t: TestApp;
  let teacher: string;
  let ownerId: string;
  let paper: Awaited<ReturnType<typeof buildMarkingPaper>>;
  let class1: string;
  beforeAll(async () => {
    t = await buildMarkingApp(dialect);
    teacher = await t.login();
    paper = await buildMarkingPaper(t);
    class1 = await classId(t, '初二(1)班');
    await scanClassDirect(t, paper, '初二(1)班', { students: 4, absent: [4] });
    await markEverything(t, teacher, paper.id);
    const row = await t.ctx.db
      .selectFrom('papers')
      .select('ownerId')
      .where('id', '=', paper.id)
      .executeTakeFirstOrThrow();
    ownerId = row.ownerId;
  }, 120_000);
  afterAll(() => t.close());

  it('makes the same score table as the synchronous export did, with progress to the end', async () => {
    const body = { kind: 'marking-scores' as const, paperId: paper.id, classId: class1 };
    const { started, status, file, bytes } = await exportThroughJob(t, teacher, body);
    expect(started).toMatchObject({ status: 'running', done: 0, total: 2 });
    const table = await scoreTable(t.ctx, ownerId, paper.id, class1);
    expect(status).toMatchObject({
      status: 'done',
      done: 2,
      total: 2,
      message: null,
      fileName: `${table.title}-成绩表.xlsx`,
    });
    expect(file.headers['content-type']).toBe(XLSX);
    expect(file.headers['content-disposition']).toContain(
      encodeURIComponent(`${table.title}-成绩表.xlsx`),
    );
    const before = await scoresXlsx(table.title, table.columns, table.rows);
    const cells = await sheetTexts(bytes);
    expect(cells).toEqual(await sheetTexts(before));
    expect(cells[1]!.slice(0, 3)).toEqual(['考号', '姓名', '班级']); // under the title row
    expect(cells.length).toBe(table.rows.length + 2);
  });

  it('a class table of 班级学情 holds what its page shows; run again, the same workbook', async () => {
    const body = {
      kind: 'analysis-class' as const,
      paperId: paper.id,
      classId: class1,
      table: 'students' as const,
    };
    const first = await exportThroughJob(t, teacher, body);
    const second = await exportThroughJob(t, teacher, body);
    const c = await classAnalysis(t.ctx, ownerId, paper.id, class1);
    const sheet = classSheets(c, c.lines.pass).students;
    expect(first.status.fileName).toBe(`${c.title}-${c.className}-${sheet.name}.xlsx`);
    const expected = await sheetTexts(await sheetXlsx(sheet));
    expect(await sheetTexts(first.bytes)).toEqual(expected);
    expect(await sheetTexts(second.bytes)).toEqual(expected);
    expect(second.status).toEqual({ ...first.status, jobId: second.status.jobId });
  });

  it('reports each step to the job as it goes', async () => {
    const steps: number[] = [];
    const run = jobRunnerOf(t.ctx);
    const request = { kind: 'marking-scores' as const, paperId: paper.id };
    const result = await run(
      { kind: 'export', userId: ownerId, request },
      { onProgress: (done, total) => steps.push(done, total) },
    );
    expect(steps).toEqual([1, 2, 2, 2]);
    expect(result).toMatchObject({ ok: true, fileName: expect.stringMatching(/-成绩表\.xlsx$/) });
  });

  it('a refused or failing export ends failed with its Chinese reason; no file', async () => {
    const refused = await exportThroughJob(t, teacher, {
      kind: 'data-center',
      report: 'correct-score',
    });
    const reason = `生成失败：${MESSAGES.forbidden}`;
    expect(refused.status).toMatchObject({ status: 'failed', message: reason });
    expect(refused.file.statusCode).toBe(400);
    expect(refused.file.json().message).toBe(reason);
    const gone = await exportThroughJob(t, teacher, {
      kind: 'analysis-grade',
      paperId: 'no-such-paper',
      table: 'summary',
    });
    expect(gone.status.status).toBe('failed');
    expect(gone.status.message).toMatch(/^生成失败：.*[\u4e00-\u9fa5]/);
    // A finished job is forgotten when cancelled; others' jobs are not found.
    const other = await t.login('director');
    const url = `/api/teacher/exports/${gone.status.jobId}`;
    expect((await call(t, other, 'GET', url)).body.message).toBe('导出任务不存在或已过期');
    expect((await call(t, teacher, 'DELETE', url)).status).toBe(200);
    expect((await call(t, teacher, 'GET', url)).status).toBe(404);
  });

  it('rejects an unknown kind before starting anything', async () => {
    const res = await call(t, teacher, 'POST', '/api/teacher/exports', { kind: 'everything' });
    expect(res.status).toBe(400);
  });
});
