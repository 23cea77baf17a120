import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, signIn, type TestBrowser } from '../support/browser';
import { startProduct, type Product } from '../support/product';
import { apiClient } from '../support/scan-sheets';

/** Issue 9 item 3: a teacher's phone. */
const PHONE = { width: 390, height: 844 };

let product: Product;
let browser: TestBrowser;
let page: Page;
let paperId: string;

/** As the teacher, through the API: a saved, titled paper of two 单选 to print. */
async function savedPaper(): Promise<string> {
  const api = await apiClient(product.baseUrl, 'teacher', 'teacher123');
  const { list } = await api.get<{ list: { id: string }[] }>('/teacher/bank/questions', {
    subjectId: 'junior-math',
    kind: 'single',
    pageSize: '2',
  });
  let basket: { paperInfo: { id: string }[] } = { paperInfo: [] };
  for (const q of list)
    basket = await api.send('POST', '/teacher/paper/question/addQuestion', { questionId: q.id });
  const id = basket.paperInfo[0]!.id;
  const draft = await api.get<{ doc: { settings: object }; revision: number }>(
    `/teacher/paper/${id}`,
  );
  const settings = { ...draft.doc.settings, title: '第一单元测验（手机打印）' };
  await api.send('PUT', `/teacher/paper/${id}/doc`, {
    doc: { ...draft.doc, settings },
    revision: draft.revision,
  });
  await api.send('POST', `/teacher/paper/${id}/save`, {});
  return id;
}

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
  page = await browser.freshPage(product.baseUrl);
  await signIn(page, product.baseUrl, 'teacher', 'teacher123');
  await page.setViewportSize(PHONE);
  paperId = await savedPaper();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/**
 * The page's width and the elements reaching past the screen's right edge. KaTeX draws a root
 * sign or stretchy arrow as a 400em-wide SVG clipped by its box; only that box has to fit.
 */
const overflow = () =>
  page.evaluate((width) => {
    const past = (e: Element) => e.getBoundingClientRect().right > width + 0.5;
    const clippedTex = (e: Element) => {
      const svg = e.closest('.katex svg');
      return !!svg?.parentElement && !past(svg.parentElement);
    };
    const wide = [...document.querySelectorAll('body *')]
      .filter((e) => past(e) && !clippedTex(e))
      .map((e) => `${e.tagName.toLowerCase()}.${(e.getAttribute('class') ?? '').split(' ')[0]}`);
    return { scrollWidth: document.documentElement.scrollWidth, wide: wide.slice(0, 5) };
  }, PHONE.width);

describe('at 390×844', () => {
  it('作业列表 fits the screen', async () => {
    await page.goto(`${product.baseUrl}/paperlist`);
    await page.getByRole('table').waitFor();
    await page.waitForLoadState('networkidle');
    await expect
      .poll(overflow, { timeout: 15_000 })
      .toEqual({ scrollWidth: PHONE.width, wide: [] });
  });

  it('/scan and its header fit the screen, the user name whole', async () => {
    await page.goto(`${product.baseUrl}/scan`);
    const name = page.locator('.top-nav__name');
    await name.waitFor();
    await page.waitForLoadState('networkidle');
    await expect
      .poll(overflow, { timeout: 15_000 })
      .toEqual({ scrollWidth: PHONE.width, wide: [] });
    const clipped = await name.evaluate((e) => e.scrollWidth > e.clientWidth);
    expect(clipped).toBe(false);
    expect((await name.textContent())?.length).toBeGreaterThan(0);
  });

  it('the bank (/edit) fits the screen', async () => {
    await page.goto(`${product.baseUrl}/edit`);
    await page.locator('.bank-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    await expect
      .poll(overflow, { timeout: 15_000 })
      .toEqual({ scrollWidth: PHONE.width, wide: [] });
  });

  it('/printing with its tabs and options fits the screen', async () => {
    await page.goto(`${product.baseUrl}/printing?paperId=${paperId}`);
    await page.locator('.print-options').waitFor();
    await page.getByRole('tab', { name: '打印机校准' }).waitFor({ state: 'attached' });
    await page.locator('.print-preview-page').first().waitFor();
    await page.waitForLoadState('networkidle');
    await expect
      .poll(overflow, { timeout: 15_000 })
      .toEqual({ scrollWidth: PHONE.width, wide: [] });
  });
});
