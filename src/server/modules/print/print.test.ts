import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LABEL_SHEETS, restore, type CardLayout } from '../../../layout';
import { labelSheetSpecOf, type PaperDetail, type PrintJobStatus } from '../../../shared/api';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';
import { decodeCodes, pageSizes, pdfText, rasterise } from '../../../../tests/support/pdf-tools';
import { buildOtherSchool } from '../../testing/schools';
import { buildSavedPaper, classId } from './print.fixture';
import {
  GRADE_PRINT_ROUTES,
  PRINT_ROUTES,
  registeredGradePrintRoutes,
  registeredPrintRoutes,
} from './print-routes.fixture';

const a4x3 = labelSheetSpecOf(LABEL_SHEETS['a4-3x8']);

describe.each(TEST_DIALECTS)('print endpoints on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let paper: PaperDetail;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    token = await t.login('teacher');
    paper = await buildSavedPaper(t, token);
  });
  afterEach(async () => t.close());

  const post = (url: string, body: unknown, as = token) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${as}`, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const pages = async (body: Buffer) => (await PDFDocument.load(body)).getPageCount();
  const fileName = (header: unknown) =>
    decodeURIComponent(String(header).replace(/^.*filename\*=UTF-8''/, ''));
  const versionRow = () =>
    t.ctx.db
      .selectFrom('paperVersions')
      .selectAll()
      .where('paperId', '=', paper.id)
      .executeTakeFirstOrThrow();

  it('answers the paper, the key and the blank card as PDFs named in Chinese', async () => {
    const cases = [
      ['/api/teacher/print/paper', {}, '第三单元测验-试卷.pdf'],
      ['/api/teacher/print/answer', { compact: true }, '第三单元测验-参考答案.pdf'],
      ['/api/teacher/print/answer', { compact: false }, '第三单元测验-答案与解析.pdf'],
      ['/api/teacher/print/card', {}, '第三单元测验-答题卡.pdf'],
    ] as const;
    for (const [url, extra, name] of cases) {
      const res = await post(url, { paperId: paper.id, ...extra });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(fileName(res.headers['content-disposition'])).toBe(name);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('previews without freezing; printing freezes the version and stores its card layout once', async () => {
    await post('/api/teacher/print/card', { paperId: paper.id, preview: true });
    expect(await versionRow()).toMatchObject({ frozenAt: null, cardLayout: null });

    await post('/api/teacher/print/card', { paperId: paper.id });
    const row = await versionRow();
    expect(row.frozenReason).toBe('printed');
    const stored: CardLayout = restore(JSON.parse(row.cardLayout!));
    expect(stored).toMatchObject({ paperId: paper.id, paperVersion: paper.version });

    // Later prints read the stored layout, never a recomputed one: a stored one-page layout
    // (as an older program might have made it) prints one page.
    const onePage = { ...stored, pages: stored.pages.slice(0, 1) };
    await t.ctx.db
      .updateTable('paperVersions')
      .set({ cardLayout: JSON.stringify(onePage) })
      .where('paperId', '=', paper.id)
      .execute();
    const again = await post('/api/teacher/print/card', { paperId: paper.id });
    expect(await pages(again.rawPayload)).toBe(1);
  });

  it('prints a class set, one card per student, and its preview holds only the first two', async () => {
    const cls = await classId(t, '初二(1)班');
    const blank = await pages(
      (await post('/api/teacher/print/card', { paperId: paper.id })).rawPayload,
    );
    const res = await post('/api/teacher/print/card/students', {
      paperId: paper.id,
      classIds: [cls],
    });
    expect(res.statusCode).toBe(200);
    expect(fileName(res.headers['content-disposition'])).toBe('初二(1)班-第三单元测验-答题卡.pdf');
    const students = await t.ctx.db
      .selectFrom('students')
      .select('id')
      .where('classId', '=', cls)
      .execute();
    expect(await pages(res.rawPayload)).toBe(students.length * blank);
    const preview = await post('/api/teacher/print/card/students', {
      paperId: paper.id,
      classIds: [cls],
      preview: true,
    });
    expect(await pages(preview.rawPayload)).toBe(2 * blank);
    // The preview says what the download holds (the page shows 下载共 N 人、M 页).
    expect(JSON.parse(String(preview.headers['x-print-extent']))).toEqual({
      copies: students.length,
      pages: students.length * blank,
    });
  });

  it('prints labels from a start position and says why a sheet does not fit', async () => {
    const cls = await classId(t, '初二(1)班');
    const res = await post('/api/teacher/print/labels', {
      classIds: [cls],
      content: 'barcode',
      sheet: a4x3,
      startPosition: 20,
    });
    expect(res.statusCode).toBe(200);
    expect(fileName(res.headers['content-disposition'])).toBe('初二(1)班-条形码标签.pdf');
    // 40 students from slot 20 of 24: 5 + 24 + 11.
    expect(await pages(res.rawPayload)).toBe(3);
    const bad = await post('/api/teacher/print/labels', {
      classIds: [cls],
      content: 'qr',
      sheet: { ...a4x3, rows: 9 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: '标签超出纸张范围' });
  });

  it('answers 404 for classes of another school (as for made-up ones) and 400 without a class', async () => {
    const { classId: other } = await buildOtherSchool(t);
    const labels = { content: 'barcode', sheet: a4x3, classIds: [other] };
    expect((await post('/api/teacher/print/labels', labels)).statusCode).toBe(404);
    const cards = { paperId: paper.id, classIds: [other] };
    expect((await post('/api/teacher/print/card/students', cards)).statusCode).toBe(404);
    const none = await post('/api/teacher/print/labels', { ...labels, classIds: [] });
    expect(none.json()).toEqual({ message: '请选择班级或年级' });
  });

  it("runs a grade's cards as a job with progress, a file, and cancellation", async () => {
    const gradeId = await classId(t, '初二（2025级）');
    const start = await call<PrintJobStatus>(t, token, 'POST', '/api/teacher/print/jobs', {
      kind: 'card-set',
      paperId: paper.id,
      gradeId,
    });
    expect(start.status).toBe(200);
    const { jobId, total } = start.body.data;
    expect(total).toBe(120);
    let status = start.body.data;
    while (status.status === 'running') {
      // Poll as the browser does, at an interval (the job renders between polls).
      await new Promise((wait) => setTimeout(wait, 25));
      status = (await call<PrintJobStatus>(t, token, 'GET', `/api/teacher/print/jobs/${jobId}`))
        .body.data;
    }
    expect(status).toMatchObject({
      status: 'done',
      done: 120,
      fileName: '初二（2025级）-第三单元测验-答题卡.pdf',
    });
    const file = await t.get(`/api/teacher/print/jobs/${jobId}/file`, token);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((await pages(file.rawPayload)) % 120).toBe(0);
    const director = await t.login('director');
    expect((await call(t, director, 'GET', `/api/teacher/print/jobs/${jobId}`)).status).toBe(404);

    const labels = await call<{ jobId: string }>(t, token, 'POST', '/api/teacher/print/jobs', {
      kind: 'labels',
      content: 'qr',
      sheet: a4x3,
      gradeId,
    });
    const id = labels.body.data.jobId;
    expect((await call(t, token, 'DELETE', `/api/teacher/print/jobs/${id}`)).body.message).toBe(
      '已取消',
    );
    const cancelled = await call<{ status: string }>(
      t,
      token,
      'GET',
      `/api/teacher/print/jobs/${id}`,
    );
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await t.get(`/api/teacher/print/jobs/${id}/file`, token)).statusCode).toBe(400);
  });

  it("prints the paper QR poster, whose code opens the paper's printing page", async () => {
    const qr = await t.app.inject({
      method: 'POST',
      url: '/api/teacher/print/paper-qr',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        host: 'zuoye.example.cn',
      },
      payload: JSON.stringify({ paperId: paper.id }),
    });
    expect(qr.statusCode).toBe(200);
    expect(fileName(qr.headers['content-disposition'])).toBe('第三单元测验-试卷二维码.pdf');
    expect(await pageSizes(qr.rawPayload)).toEqual([{ width: 595.276, height: 841.89 }]);
    const [png] = await rasterise(qr.rawPayload, { dpi: 100, gray: true });
    expect(await decodeCodes(png!)).toEqual([
      { type: 'QR-Code', data: `http://zuoye.example.cn/printing?paperId=${paper.id}` },
    ]);
    expect(await pdfText(qr.rawPayload)).toContain('未配置对外地址（PUBLIC_URL）');

    // With a configured public address, the code carries it whatever the browser used.
    t.ctx.config.publicUrl = 'https://zuoye.school.edu.cn';
    const configured = await post('/api/teacher/print/paper-qr', { paperId: paper.id });
    const [png2] = await rasterise(configured.rawPayload, { dpi: 100, gray: true });
    expect(await decodeCodes(png2!)).toEqual([
      { type: 'QR-Code', data: `https://zuoye.school.edu.cn/printing?paperId=${paper.id}` },
    ]);
    expect(await pdfText(configured.rawPayload)).not.toContain('未配置对外地址');

    const check = await post('/api/teacher/print/check', {});
    expect(fileName(check.headers['content-disposition'])).toBe('打印机校准页.pdf');
    expect(await pages(check.rawPayload)).toBe(1);
  });

  it('documents every print route in OpenAPI', async () => {
    const spec = (await t.get('/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/teacher/print'))
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual([...PRINT_ROUTES, ...GRADE_PRINT_ROUTES].sort());
    // The routes the print modules register, collected as they register them: none undocumented.
    expect((await registeredPrintRoutes(t)).sort()).toEqual([...PRINT_ROUTES].sort());
    expect((await registeredGradePrintRoutes(t)).sort()).toEqual([...GRADE_PRINT_ROUTES].sort());
  });
});
