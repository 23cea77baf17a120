import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisPaperList } from '../../src/shared/api/analysis-pages';
import type { DisplayLink, ScreenSnapshot } from '../../src/shared/api/large-screen';
import type { MarkingSetup, ReviewRow } from '../../src/shared/api/marking';
import { launchBrowser, signIn, type TestBrowser } from '../support/browser';
import { startDemoExamProduct } from '../support/demo-exam-product';
import type { Product } from '../support/product';
import { apiClient, type Api } from '../support/scan-sheets';

let product: Product;
let paperId: string;
let browser: TestBrowser;
let director: Api;
let teacher: Api;
let link: DisplayLink;

beforeAll(async () => {
  // The demo exam (初二数学, three classes) scanned and marked by the product itself.
  ({ product, paperId } = await startDemoExamProduct());
  browser = await launchBrowser();
  director = await apiClient(product.baseUrl, 'director', 'director123');
  teacher = await apiClient(product.baseUrl, 'teacher', 'teacher123');
  link = await director.send<DisplayLink>('POST', '/teacher/screen/links', { label: '大厅' });
}, 1_600_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** No scroll bars, and every chart drew a canvas of non-zero size. */
async function fitsAndDraws(page: Page) {
  await expect
    .poll(() => page.locator('[data-chart-ready="true"] canvas').count(), { timeout: 60_000 })
    .toBeGreaterThanOrEqual(4);
  const sizes = await page
    .locator('[data-chart-ready="true"] canvas')
    .evaluateAll((cs) => (cs as HTMLCanvasElement[]).map((c) => c.width * c.height));
  expect(sizes.every((s) => s > 0)).toBe(true);
  const scroll = await page.evaluate(() => {
    const d = document.documentElement;
    return [d.scrollWidth - d.clientWidth, d.scrollHeight - d.clientHeight];
  });
  expect(scroll).toEqual([0, 0]);
}

const figure = async (page: Page, label: string) =>
  Number(await page.locator(`[data-figure="${label}"]`).innerText());

/** Uploads one blank A4 page for the demo exam (received at once; recognition sets it aside). */
async function uploadPage() {
  const list = await teacher.get<AnalysisPaperList>('/teacher/analysis/papers');
  const classId = list.papers.find((p) => p.id === paperId)!.classes[0]!.id;
  const batch = await teacher.send<{ id: string }>('POST', '/teacher/scan/batches', {
    paperId,
    classIds: [classId],
    settings: { scannerIndex: null, adaptive: true, paperSize: 1, assignToSubjectTeachers: false },
  });
  const png = await sharp({
    create: { width: 1240, height: 1754, channels: 3, background: '#ffffff' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(png)]), `blank-${Date.now()}.png`);
  const res = await fetch(`${product.baseUrl}/api/teacher/scan/batches/${batch.id}/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${teacher.token}` },
    body: form,
  });
  expect(res.status).toBe(200);
}

/** 回评: the teacher changes one of their scores on a 单评 block (to 0, or to full marks). */
async function changeAScore() {
  const setup = await teacher.get<MarkingSetup>(`/teacher/marking/papers/${paperId}/setup`);
  const block = setup.blocks[2]!;
  const mine = await teacher.get<{ list: ReviewRow[] }>(
    `/teacher/marking/blocks/${block.id}/review`,
  );
  const task = mine.list[0]!;
  const scores = block.fields.map((f) => (task.total > 0 ? 0 : f.full));
  await teacher.send('PUT', `/teacher/marking/tasks/${task.taskId}/score`, {
    scores,
    submitKey: `screen-${Date.now()}`,
  });
}

describe('大屏展示 /largescreen', () => {
  it('fills 1920×1080 for a signed-in administrator: every chart drawn, no scroll bars', async () => {
    const page = await browser.freshPage(product.baseUrl);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await signIn(page, product.baseUrl, 'director', 'director123');
    await page.goto(`${product.baseUrl}/largescreen`);
    await page.locator('[data-connected="true"]').waitFor({ timeout: 30_000 });
    await fitsAndDraws(page);
    expect(await page.locator('.screen-stage').getAttribute('data-scale')).toBe('1.0000');
    expect(await page.locator('.top-nav').count()).toBe(0);
    await page.close();
  });

  it('at 1366×768 through a display link: scaled to fit, live within 2 s, recovers after a restart', async () => {
    const page = await browser.freshPage(product.baseUrl);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${product.baseUrl}/largescreen?token=${link.token}`);
    await page.locator('[data-connected="true"]').waitFor({ timeout: 30_000 });
    await fitsAndDraws(page);
    expect(await page.locator('.screen-stage').getAttribute('data-scale')).toBe(
      Math.min(1366 / 1920, 768 / 1080).toFixed(4),
    );

    // A page uploaded through the API shows within 2 s.
    const received = await figure(page, '已收页数');
    await uploadPage();
    const uploaded = Date.now();
    await expect.poll(() => figure(page, '已收页数'), { timeout: 2_000 }).toBe(received + 1);
    expect(Date.now() - uploaded).toBeLessThan(2_000);

    // A score changed (回评) moves the latest paper's mean within 2 s.
    const mean = await page.getByTestId('latest-mean').innerText();
    await changeAScore();
    const scored = Date.now();
    await expect
      .poll(() => page.getByTestId('latest-mean').innerText(), { timeout: 2_000 })
      .not.toBe(mean);
    expect(Date.now() - scored).toBeLessThan(2_000);

    // The server restarts: the screen says so, reconnects by itself and catches up.
    await product.restart();
    await page.locator('[data-connected="true"]').waitFor({ timeout: 30_000 });
    await uploadPage();
    const snap = await director.get<ScreenSnapshot>('/screen/snapshot');
    await expect
      .poll(() => figure(page, '已收页数'), { timeout: 2_000 })
      .toBe(snap.scanning.received);
    await fitsAndDraws(page);
    await page.close();
  });

  it('a revoked display link ends the screen', async () => {
    const page = await browser.freshPage(product.baseUrl);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${product.baseUrl}/largescreen?token=${link.token}`);
    await page.locator('[data-connected="true"]').waitFor({ timeout: 30_000 });
    await fetch(`${product.baseUrl}/api/teacher/screen/links/${link.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${director.token}` },
    });
    await page.getByText('展示链接无效或已撤销').waitFor({ timeout: 5_000 });
    await page.close();
  });
});

describe('大数据 /bigData', () => {
  it('draws the school’s term and drills down to 年级学情', async () => {
    const page = await browser.freshPage(product.baseUrl);
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, product.baseUrl, 'director', 'director123');
    await page.goto(`${product.baseUrl}/bigData`);
    await expect
      .poll(() => page.locator('[data-chart-ready="true"] canvas').count(), { timeout: 60_000 })
      .toBeGreaterThanOrEqual(4);
    await page.getByRole('link', { name: '数学' }).first().click();
    await page.waitForURL(/\/analysis\/grade\?gradeId=.+&subjectId=/);
    await page.close();
  });

  it('an administrator makes a display link on the page (1366×768 and 390 px) and it opens the screen', async () => {
    const page = await browser.freshPage(product.baseUrl);
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, product.baseUrl, 'director', 'director123');
    await page.goto(`${product.baseUrl}/bigData`);
    expect(await page.getByRole('link', { name: '大屏展示' }).getAttribute('href')).toBe(
      '/largescreen',
    );
    await page.getByRole('button', { name: '展示链接' }).click();
    await page.getByPlaceholder('如：办公室大屏').fill('办公室大屏');
    await page.getByRole('button', { name: '生成展示链接' }).click();
    const url = await page.getByTestId('display-url').innerText();
    expect(url).toMatch(/\/largescreen\?token=.+/);
    await page.getByAltText('展示链接二维码').waitFor();
    // The drawer and its content stay inside the window, on a laptop and on a phone.
    const fits = () =>
      page.evaluate(() => {
        const d = document.querySelector('.ant-drawer-content-wrapper')!.getBoundingClientRect();
        const body = document.querySelector('.ant-drawer-body') as HTMLElement;
        return {
          inside: d.left >= 0 && d.right <= window.innerWidth,
          overflow: body.scrollWidth - body.clientWidth,
        };
      });
    expect(await fits()).toEqual({ inside: true, overflow: 0 });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(fits).toEqual({ inside: true, overflow: 0 });

    const wall = await browser.freshPage(product.baseUrl);
    await wall.setViewportSize({ width: 1366, height: 768 });
    await wall.goto(url);
    await wall.locator('[data-connected="true"]').waitFor({ timeout: 30_000 });
    await wall.close();
    await page.close();
  });
});
