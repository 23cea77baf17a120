import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, signIn, type TestBrowser } from '../support/browser';
import { startProduct, type Product } from '../support/product';

/** Issue 9: /login loads at most this much (HTML, scripts and styles, gzip-compressed). */
const LOGIN_BUDGET_GZIP = 300 * 1024;
const WEB_DIR = resolve(import.meta.dirname, '../../dist/web');

/** Libraries only some pages use, each by a string found only in its code. */
const HEAVY = {
  'pdf.js': 'GlobalWorkerOptions',
  'Dynamsoft Web TWAIN': 'Dynamsoft.DWT',
  KaTeX: 'KaTeX parse error',
  MathJax: 'MathJax',
  ECharts: '_echarts_instance_',
};

let product: Product;
let browser: TestBrowser;

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

interface Loaded {
  path: string;
  type: string;
  encoding: string | undefined;
  cacheControl: string | undefined;
}

/** Opens `path` and lists the document, scripts and styles it loads until the network is idle. */
async function load(page: Page, path: string, ready: () => Promise<unknown>): Promise<Loaded[]> {
  const loaded: Loaded[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const url = new URL(response.url());
    if (url.origin !== product.baseUrl || !['document', 'script', 'stylesheet'].includes(type)) {
      return;
    }
    const headers = response.headers();
    loaded.push({
      path: url.pathname,
      type,
      encoding: headers['content-encoding'],
      cacheControl: headers['cache-control'],
    });
  });
  await page.goto(`${product.baseUrl}${path}`);
  await ready();
  await page.waitForLoadState('networkidle');
  return loaded;
}

/** The file a path serves (history fallback: pages are index.html). */
const fileOf = (l: Loaded) => join(WEB_DIR, l.type === 'document' ? 'index.html' : l.path);
/** Its size gzip-compressed: the build's .gz, as the server sends it. */
function gzipSize(l: Loaded): number {
  const file = fileOf(l);
  return existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : gzipSync(readFileSync(file), { level: 9 }).length;
}
const heavyIn = (loaded: Loaded[]) =>
  Object.entries(HEAVY)
    .filter(([, marker]) => loaded.some((l) => readFileSync(fileOf(l), 'utf8').includes(marker)))
    .map(([name]) => name);

describe('what a page loads', () => {
  it(`/login loads at most ${LOGIN_BUDGET_GZIP / 1024} KB gzip, compressed, none of the heavy libraries`, async () => {
    // A new tab that has visited nothing (freshPage's /404 visit would add the 404 page's files).
    const page = await browser.context.newPage();
    const loaded = await load(page, '/login', () => page.getByPlaceholder('用户名').waitFor());
    const total = loaded.reduce((sum, l) => sum + gzipSize(l), 0);
    console.log(`/login: ${loaded.length} files, ${(total / 1024).toFixed(1)} KB gzip`);
    expect(loaded.filter((l) => l.type === 'script').length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(LOGIN_BUDGET_GZIP);
    expect(heavyIn(loaded)).toEqual([]);
    for (const l of loaded) {
      // Chromium asks for br on secure origins, 127.0.0.1 among them; files under 1 KB stay as
      // they are.
      const small = statSync(fileOf(l)).size < 1024;
      expect([l.path, l.encoding]).toEqual([l.path, small ? undefined : 'br']);
      if (l.path.startsWith('/assets/')) {
        expect(l.cacheControl).toBe('public, max-age=31536000, immutable');
      } else expect(l.cacheControl).toBe('no-cache');
    }
  });

  it('作业列表 loads none of them; the bank brings KaTeX with it', async () => {
    const page = await browser.freshPage(product.baseUrl);
    await signIn(page, product.baseUrl, 'teacher', 'teacher123');
    const list = await load(page, '/paperlist', () => page.getByText('作业列表').first().waitFor());
    expect(heavyIn(list)).toEqual([]);
    const bank = await load(page, '/edit?subjectId=junior-math', () =>
      page.locator('.katex').first().waitFor(),
    );
    expect(heavyIn(bank)).toContain('KaTeX');
  });
});
