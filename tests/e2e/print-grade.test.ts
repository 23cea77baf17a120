import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseExam } from '../../src/shared/analysis';
import { NO_SCORES_YET } from '../../src/shared/api';
import { buildSampleExam } from '../../src/server/modules/grade-print/sample-exam';
import { launchBrowser, signIn, type TestBrowser } from '../support/browser';
import { pageSizes, pdfFonts, pdfText } from '../support/pdf-tools';
import { startProduct, type Product } from '../support/product';
import { apiClient, type Api } from '../support/scan-sheets';

let product: Product;
let browser: TestBrowser;
let page: Page;
let api: Api;

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
  api = await apiClient(product.baseUrl, 'teacher', 'teacher123');
  page = await browser.freshPage(product.baseUrl);
  await signIn(page, product.baseUrl, 'teacher', 'teacher123');
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** A saved paper of two questions, through the API (it has no scores: nothing is marked yet). */
async function savedPaper(): Promise<string> {
  const found = await api.get<{ list: { id: string }[] }>('/teacher/bank/questions', {
    subjectId: 'junior-math',
    kind: 'single',
    pageSize: '2',
  });
  let basket: { paperInfo: { id: string }[] } = { paperInfo: [] };
  for (const q of found.list)
    basket = await api.send('POST', '/teacher/paper/question/addQuestion', { questionId: q.id });
  const id = basket.paperInfo[0]!.id;
  const draft = await api.get<{ doc: { settings: object }; revision: number }>(
    `/teacher/paper/${id}`,
  );
  const doc = { ...draft.doc, settings: { ...draft.doc.settings, title: '尚未批改的测验' } };
  await api.send('PUT', `/teacher/paper/${id}/doc`, { doc, revision: draft.revision });
  return (await api.send<{ id: string }>('POST', `/teacher/paper/${id}/save`, {})).id;
}

/** The preview's page count once every page is drawn, and the ink on its first page. */
async function preview(): Promise<{ pages: number; ink: number }> {
  const count = page.getByTestId('preview-pages');
  await count.waitFor({ timeout: 60_000 });
  const pages = Number(/共 (\d+) 页/.exec((await count.textContent()) ?? '')?.[1]);
  const canvases = page.locator('canvas.print-preview-page');
  await canvases.nth(pages - 1).waitFor();
  const ink = await canvases.first().evaluate((c: HTMLCanvasElement) => {
    const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) dark++;
    return dark;
  });
  return { pages, ink };
}

/** Clicks 下载 PDF: the file's name and bytes. */
async function download(): Promise<{ name: string; bytes: Uint8Array }> {
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }) as Promise<Download>,
    page.getByRole('button', { name: /下载 PDF/ }).click(),
  ]);
  return {
    name: file.suggestedFilename(),
    bytes: new Uint8Array(await readFile((await file.path())!)),
  };
}

describe('成绩打印 in the browser', () => {
  it('/printgradetest previews and downloads the sample score sheet, slips and grade summary', async () => {
    const sample = analyseExam(buildSampleExam());
    const class1 = sample.students.filter((r) => r.student.className === '高一(1)班');
    await page.goto(`${product.baseUrl}/printgradetest`);
    await page.getByText(/样张使用虚构的学生和成绩/).waitFor();
    const sheetPreview = await preview();
    expect(sheetPreview.pages).toBe(2);
    expect(sheetPreview.ink).toBeGreaterThan(5000);
    await page.screenshot({ path: 'tests/.artifacts/printgradetest-1366.png' });

    const sheet = await download();
    expect(sheet.name).toBe('样张-成绩单.pdf');
    const sheetText = await pdfText(sheet.bytes);
    for (const r of class1) {
      expect(sheetText).toContain(r.student.examNo);
      if (r.total !== null) expect(sheetText).toContain(String(r.total));
    }
    expect(sheetText).toContain('欧阳思远');
    expect((await pageSizes(sheet.bytes))[0]).toMatchObject({ width: 841.89 });
    for (const f of await pdfFonts(sheet.bytes)) expect(f).toMatchObject({ emb: true, sub: true });

    await page.getByLabel('成绩条').check();
    await page.getByText('样张-成绩条.pdf').waitFor();
    expect((await preview()).pages).toBeGreaterThanOrEqual(6);
    const slips = await download();
    expect(slips.name).toBe('样张-成绩条.pdf');
    const slipText = await pdfText(slips.bytes);
    const first = class1.find((r) => r.total !== null)!;
    expect(slipText).toContain(`总分 ${first.total} / 150`);
    expect(slipText).toContain('薄弱知识点');

    await page.getByLabel('年级成绩汇总').check();
    await page.getByText('样张-年级成绩汇总.pdf').waitFor();
    await preview();
    const summary = await download();
    const sumText = await pdfText(summary.bytes);
    for (const c of ['高一(1)班', '高一(2)班', '高一(3)班', '区分度', '临界生'])
      expect(sumText).toContain(c);
  });

  it('/printgrade says a paper without final scores cannot be printed yet', async () => {
    const paperId = await savedPaper();
    await page.goto(`${product.baseUrl}/printgrade?paperId=${paperId}`);
    await page.getByText(NO_SCORES_YET).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: /下载 PDF/ }).isDisabled()).toBe(true);
    await page.screenshot({ path: 'tests/.artifacts/printgrade-1366.png' });
  });
});
