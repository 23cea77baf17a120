import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signIn, type TestBrowser } from '../support/browser';
import { startProduct, type Product } from '../support/product';
import { apiClient, type Api } from '../support/scan-sheets';

let product: Product;
let browser: TestBrowser;
let page: Page;
let api: Api;
const TITLE = '第三单元测验（打印）';

/** As the teacher, through the API: 初二 as school year, a saved paper of 5 单选 and 2 解答. */
async function composePaper(): Promise<string> {
  const info = await api.get<{ orgDefaultId: string }>('/system/user/gradeInfo');
  const grades = await api.get<{ id: string; name: string }[]>('/system/class', {
    orgId: info.orgDefaultId,
    type: '1',
  });
  const grade = grades.find((g) => g.name.startsWith('初二'))!;
  await api.send(
    'PUT',
    '/system/class/updateClassDefault',
    { orgId: info.orgDefaultId, classId: grade.id },
    true,
  );
  let basket: { paperInfo: { id: string }[] } = { paperInfo: [] };
  for (const kind of ['single', 'solve'])
    for (const q of (
      await api.get<{ list: { id: string }[] }>('/teacher/bank/questions', {
        subjectId: 'junior-math',
        kind,
        pageSize: kind === 'single' ? '5' : '2',
      })
    ).list)
      basket = await api.send('POST', '/teacher/paper/question/addQuestion', { questionId: q.id });
  const id = basket.paperInfo[0]!.id;
  const draft = await api.get<{ doc: { settings: object }; revision: number }>(
    `/teacher/paper/${id}`,
  );
  const doc = { ...draft.doc, settings: { ...draft.doc.settings, title: TITLE } };
  await api.send('PUT', `/teacher/paper/${id}/doc`, { doc, revision: draft.revision });
  await api.send('POST', `/teacher/paper/${id}/save`, {});
  return id;
}

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
  api = await apiClient(product.baseUrl, 'teacher', 'teacher123');
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** The preview's page count once every page is drawn. */
async function previewPages(): Promise<number> {
  const count = page.getByTestId('preview-pages');
  await count.waitFor({ timeout: 60_000 });
  const n = Number(/共 (\d+) 页/.exec((await count.textContent()) ?? '')?.[1]);
  await page
    .locator('canvas.print-preview-page')
    .nth(n - 1)
    .waitFor();
  return n;
}

/** Clicks 下载 PDF and answers the download's file name and page count. */
async function download(): Promise<{ name: string; pages: number }> {
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }) as Promise<Download>,
    page.getByRole('button', { name: /下载 PDF/ }).click(),
  ]);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return { name: file.suggestedFilename(), pages: (await PDFDocument.load(bytes)).getPageCount() };
}

const tab = (name: string) => page.getByRole('tab', { name }).click();

describe('printing (browser)', () => {
  it('prints a paper from 作业列表: previews, then downloads paper, key, cards and labels', async () => {
    const paperId = await composePaper();
    page = await browser.freshPage(product.baseUrl);
    await signIn(page, product.baseUrl, 'teacher', 'teacher123');
    await page.goto(`${product.baseUrl}/paperlist`);
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await row.getByRole('link', { name: '打印' }).click();
    await page.waitForURL(`${product.baseUrl}/printing?paperId=${paperId}`);
    await page.getByText(`打印 · ${TITLE}`).waitFor();

    const paperPages = await previewPages();
    expect(await download()).toEqual({ name: `${TITLE}-试卷.pdf`, pages: paperPages });

    await tab('答案');
    await page.waitForURL(/\/printanswer\?paperId=/);
    const keyPages = await previewPages();
    expect(await download()).toEqual({ name: `${TITLE}-答案与解析.pdf`, pages: keyPages });

    await tab('答题卡');
    await page.waitForURL(/\/answerCard\?paperId=/);
    const cardPages = await previewPages();
    expect(await download()).toEqual({ name: `${TITLE}-答题卡.pdf`, pages: cardPages });

    await page.getByLabel('个性化答题卡（按班级）').check();
    await page.getByLabel('初二(1)班').check();
    // The preview holds the first two students; the download the whole class of 40.
    await expect.poll(previewPages, { timeout: 60_000 }).toBe(2 * cardPages);
    expect(await download()).toEqual({
      name: `初二(1)班-${TITLE}-答题卡.pdf`,
      pages: 40 * cardPages,
    });

    await tab('条形码');
    await page.waitForURL(/\/printBarcode\?paperId=/);
    await page.getByLabel('初二(1)班').check();
    await expect.poll(previewPages, { timeout: 60_000 }).toBe(1);
    expect(await download()).toEqual({ name: '初二(1)班-条形码标签.pdf', pages: 2 });

    // A whole grade (120 students) goes through a background job, then downloads.
    await page.getByLabel('整个年级').check();
    expect(await download()).toEqual({ name: '初二（2025级）-条形码标签.pdf', pages: 5 });
  });
});
