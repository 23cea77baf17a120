import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, scanCount, signIn, type TestBrowser } from '../support/browser';
import { startProduct, type Product } from '../support/product';
import { apiClient, printForScan, writeScans, type PrintedForScan } from '../support/scan-sheets';

const CLASS = '初二(1)班';

let product: Product;
let browser: TestBrowser;
let page: Page;
let printed: PrintedForScan;
let dir: string;
let shots: string[];

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
  page = await browser.freshPage(product.baseUrl);
  const api = await apiClient(product.baseUrl, 'teacher', 'teacher123');
  printed = await printForScan(api, {
    grade: '2025',
    className: CLASS,
    questions: 6,
    title: '拍照作业测验',
  });
  dir = await mkdtemp(join(tmpdir(), 'zy-photo-e2e-'));
  const card = (seat: number) => (seat - 1) * printed.layout.pages.length + 1;
  // Two homework cards photographed on desks: one upright with keystone, one upside down.
  shots = await writeScans(dir, printed, [
    {
      name: 'IMG_0001.jpg',
      pdf: 'set',
      order: {
        pdfPage: card(1),
        plan: { clean: true },
        scan: { photo: { keystone: 0.1, light: { low: 0.65, angleDeg: 45 } } },
      },
    },
    {
      name: 'IMG_0002.jpg',
      pdf: 'set',
      order: {
        pdfPage: card(2),
        plan: { clean: true },
        scan: { photo: { turn180: true, background: 'dark', keystone: 0.08, sideTilt: -0.03 } },
      },
    },
  ]);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The value of a live count on /scan by its title. */
const count = (title: string) => scanCount(page, title);

describe('issue 8: 拍照上传 on a phone', () => {
  it('takes one card per shot from the camera at 390 px wide, uploads each into the batch, and reads both photos', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, product.baseUrl, 'teacher', 'teacher123');
    await page.goto(`${product.baseUrl}/scan?paperId=${printed.paperId}`);
    const classBox = page.getByRole('checkbox', { name: `${CLASS}（任教）` });
    await expect.poll(() => classBox.isChecked(), { timeout: 30_000 }).toBe(true);
    const camera = page.getByRole('button', { name: /拍照上传/ });
    await expect.poll(() => camera.isEnabled()).toBe(true);
    const input = page.getByLabel('拍照上传答题卡');
    expect(await input.getAttribute('capture')).toBe('environment');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    // One shot, then the next: each goes up on its own.
    await input.setInputFiles(join(dir, shots[0]!));
    await expect.poll(() => count('已收到页'), { timeout: 60_000 }).toBe('1');
    await page.getByRole('button', { name: /拍下一张/ }).waitFor();
    await input.setInputFiles(join(dir, shots[1]!));
    await expect
      .poll(async () => `${await count('已识别')}/${await count('有问题')}`, {
        timeout: 120_000,
        interval: 500,
      })
      .toBe('2/0');
    await page.getByText(/已拍 2 张/).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  }, 240_000);
});
