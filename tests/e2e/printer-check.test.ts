import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, signIn, type TestBrowser } from '../support/browser';
import { startProduct, type Product } from '../support/product';
import { apiClient, chooseSchoolYear, printerCheckScan, type Api } from '../support/scan-sheets';

let product: Product;
let browser: TestBrowser;
let page: Page;
let api: Api;
let root: string;

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
  page = await browser.freshPage(product.baseUrl);
  api = await apiClient(product.baseUrl, 'teacher', 'teacher123');
  await chooseSchoolYear(api, '2025');
  root = await mkdtemp(join(tmpdir(), 'zy-printer-check-e2e-'));
  await signIn(page, product.baseUrl, 'teacher', 'teacher123');
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  if (root) await rm(root, { recursive: true, force: true });
});

const url = (path: string) => `${product.baseUrl}${path}`;

describe('issue 5: 打印机校准 on /scan in the browser', () => {
  it('reads a scan of the printed printer check page back on 打印机校准: scale, offsets and what to change', async () => {
    // Printed with "fit to page" (97%), the content 3 mm right and 2 mm up, scanned at 200 dpi.
    const scan = await printerCheckScan(api, { scale: 0.97, shiftMm: { x: 3, y: -2 } });
    await writeFile(join(root, '校准页.jpg'), scan);
    await page.goto(url('/scan'));
    await page.getByRole('tab', { name: '打印机校准' }).click();
    await page.getByLabel('选择校准页扫描件').setInputFiles(join(root, '校准页.jpg'));

    const figures = page
      .getByLabel('打印机校准', { exact: true })
      .locator('.ant-descriptions table');
    const figure = async (label: string) =>
      (
        await figures
          .locator('th', { hasText: label })
          .locator('xpath=following-sibling::td[1]')
          .innerText()
      ).trim();
    await page.getByText('打印机设置需要调整').waitFor({ timeout: 60_000 });
    await page.getByText(/打印内容缩小了 \d\.\d%.*适合页面.*“实际大小”（100%）/).waitFor();
    for (const label of ['横向比例', '纵向比例']) {
      const pct = Number((await figure(label)).replace('%', ''));
      expect(pct, label).toBeGreaterThan(96.4);
      expect(pct, label).toBeLessThan(97.6);
    }
    const mm = (text: string, way: string) => {
      expect(text.startsWith(way), text).toBe(true);
      return Number(/([\d.]+) 毫米/.exec(text)?.[1]);
    };
    expect(mm(await figure('横向偏移'), '向右')).toBeCloseTo(3, 0);
    expect(mm(await figure('纵向偏移'), '向上')).toBeCloseTo(2, 0);
  });
});
