import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** The Chromium flags that work on this kind of machine (see shared research stack notes). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * How long a navigation may take. The e2e files share the machine with the node and web projects,
 * and under that load a page's modules can queue behind the product's own work for well over
 * Playwright's 30 s default (CI once waited out a school-year reload that way).
 */
export const NAVIGATION_TIMEOUT = 90_000;
/** How long an action or a locator's wait may take, for the same reason (Playwright's default is 30 s). */
export const ACTION_TIMEOUT = 60_000;

/** A Chromium with its own fresh user-data directory. */
export interface TestBrowser {
  context: BrowserContext;
  /** A new tab with empty storage for `baseUrl`'s origin. */
  freshPage(baseUrl: string): Promise<Page>;
  close(): Promise<void>;
}

/** Launches Debian's Chromium headless through playwright-core with a fresh user-data dir. */
export async function launchBrowser(): Promise<TestBrowser> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'zy-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    locale: 'zh-CN',
    viewport: { width: 1366, height: 900 },
  });
  context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT);
  context.setDefaultTimeout(ACTION_TIMEOUT);
  return {
    context,
    async freshPage(baseUrl) {
      for (const page of context.pages()) await page.close();
      await context.clearCookies();
      const page = await context.newPage();
      await page.goto(`${baseUrl}/404`);
      await page.evaluate(() => localStorage.clear());
      return page;
    },
    async close() {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `action`, which reloads the page (the spec's school-year change), and waits for the new page's `load`. */
export async function reloadedBy(page: Page, action: () => Promise<void>): Promise<void> {
  const loaded = page.waitForEvent('load', { timeout: NAVIGATION_TIMEOUT });
  await action();
  await loaded;
}

/** Signs in through /login and waits for the user's home (/paperList). */
export async function signIn(page: Page, baseUrl: string, username: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByPlaceholder('用户名').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await submitLogin(page);
  await page.waitForURL(`${baseUrl}/paperList`);
}

/** Clicks the submit button of the (first) login form on the page or in the login box. */
export async function submitLogin(page: Page) {
  await page.getByRole('form', { name: '登录' }).locator('button[type="submit"]').click();
}

/** The path of the page's current URL. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** The value of a live count on /scan by its title ('-' while it is not shown). */
export const scanCount = (page: Page, title: string): Promise<string> =>
  page
    .locator('.ant-statistic')
    .filter({ has: page.getByText(title, { exact: true }) })
    .locator('.ant-statistic-content-value')
    .innerText({ timeout: 1000 })
    .catch(() => '-');
