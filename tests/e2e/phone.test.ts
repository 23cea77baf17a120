import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, signIn, type TestBrowser } from '../support/browser';
import { startProduct, type Product } from '../support/product';

/** Issue 9 item 3: a teacher's phone. */
const PHONE = { width: 390, height: 844 };

let product: Product;
let browser: TestBrowser;
let page: Page;

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
  page = await browser.freshPage(product.baseUrl);
  await signIn(page, product.baseUrl, 'teacher', 'teacher123');
  await page.setViewportSize(PHONE);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** The page's width and the elements reaching past the screen's right edge. */
const overflow = () =>
  page.evaluate((width) => {
    const wide = [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > width + 0.5)
      .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0]}`);
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
});
