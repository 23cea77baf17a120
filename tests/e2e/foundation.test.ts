import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  launchBrowser,
  pathOf,
  reloadedBy,
  signIn,
  submitLogin,
  type TestBrowser,
} from '../support/browser';
import { startProduct, type Product } from '../support/product';

let product: Product;
let browser: TestBrowser;
let page: Page;

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const url = (path: string) => `${product.baseUrl}${path}`;
const storageSize = () => page.evaluate(() => localStorage.length);

async function fresh() {
  page = await browser.freshPage(product.baseUrl);
}

describe('foundation (browser)', () => {
  it('sends anonymous users to /login, unknown paths to /, and keeps / and /404 open', async () => {
    await fresh();
    for (const path of ['/paperlist', '/edit', '/analysis', '/userset', '/aboutUs']) {
      await page.goto(url(path));
      await page.waitForURL(url('/login'));
    }
    await page.goto(url('/no/such/page'));
    await page.waitForURL(url('/'));
    await page.getByText('让每一份作业都有数据').waitFor();
    await page.goto(url('/404'));
    await page.getByText('很抱歉，你访问的页面不存在。').waitFor();
    expect(pathOf(page)).toBe('/404');
  });

  it('opens the login box from the home page, locking scrolling, and signs in through it', async () => {
    await fresh();
    await page.goto(url('/'));
    await page.getByRole('button', { name: '注册/登录' }).click();
    const box = page.getByRole('dialog', { name: '注册/登录' });
    await box.waitFor();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await box.getByRole('button', { name: '关闭' }).click();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await page.getByRole('button', { name: '注册/登录' }).click();
    await box.getByPlaceholder('用户名').fill('teacher');
    await box.getByPlaceholder('密码').fill('teacher123');
    await submitLogin(page);
    await page.waitForURL(url('/paperList'));
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  it('shows the validation messages and the server message of a wrong password', async () => {
    await fresh();
    await page.goto(url('/login'));
    await submitLogin(page);
    await page.getByText('请输入用户名').waitFor();
    await page.getByText('请输入密码').waitFor();
    await page.getByPlaceholder('用户名').fill('teacher');
    await page.getByPlaceholder('密码').fill('not-the-password');
    await submitLogin(page);
    await page.getByText('用户名或密码错误').waitFor();
    expect(pathOf(page)).toBe('/login');
  });

  for (const [username, password, name] of [
    ['director', 'director123', '张主任'],
    ['teacher', 'teacher123', '李老师'],
  ] as const) {
    it(`signs in as ${username}`, async () => {
      await fresh();
      await signIn(page, product.baseUrl, username, password);
      await page.getByRole('button', { name: '用户菜单' }).getByText(name).waitFor();
      await page.getByRole('complementary', { name: '帮助栏' }).getByText('试题篮').waitFor();
    });
  }

  it('shows 数据中心 to the director and not to the teacher', async () => {
    await fresh();
    await signIn(page, product.baseUrl, 'director', 'director123');
    await page.getByText('数据中心').waitFor();
    await page.getByText('数据中心').hover();
    await page.getByRole('menuitem', { name: '学科统计' }).click();
    await page.waitForURL(url('/dataCenter/subject'));

    await fresh();
    await signIn(page, product.baseUrl, 'teacher', 'teacher123');
    await page.getByRole('menu').getByText('作业列表').waitFor();
    expect(await page.getByText('数据中心').count()).toBe(0);
  });

  it('says 请选择学年后再进行扫描 when scanning without a school year', async () => {
    await fresh();
    await signIn(page, product.baseUrl, 'teacher', 'teacher123');
    await page.getByTestId('school-year').getByText('暂无默认学年').waitFor();
    await page.getByRole('button', { name: '扫描' }).click();
    await page.getByText('请选择学年后再进行扫描').waitFor();
    expect(pathOf(page)).toBe('/paperList');
  });

  it('keeps a chosen school year across reloads, and then opens /scan', async () => {
    await fresh();
    await signIn(page, product.baseUrl, 'director', 'director123');
    const year = page.getByTestId('school-year');
    await year.getByText('初二（2025级）').waitFor();
    await year.click();
    await reloadedBy(page, () => page.getByRole('menuitem', { name: '初一（2026级）' }).click());
    await year.getByText('初一（2026级）').waitFor();
    await page.reload();
    await year.getByText('初一（2026级）').waitFor();
    await page.getByRole('button', { name: '扫描' }).click();
    await page.waitForURL(url('/scan'));
  });

  it('signs out to / with storage cleared', async () => {
    await fresh();
    await signIn(page, product.baseUrl, 'teacher', 'teacher123');
    expect(await storageSize()).toBeGreaterThan(0);
    // The menu opens on hover; under load the click can land while it is still opening: retry.
    await expect
      .poll(
        async () => {
          if (new URL(page.url()).pathname !== '/') {
            await page.getByRole('button', { name: '用户菜单' }).hover({ timeout: 5000 });
            await page
              .getByRole('menuitem', { name: '退出登录' })
              .click({ timeout: 5000 })
              .catch(() => undefined);
          }
          return new URL(page.url()).pathname;
        },
        { timeout: 60_000, interval: 2000 },
      )
      .toBe('/');
    await page.getByText('让每一份作业都有数据').waitFor();
    expect(await storageSize()).toBe(0);
    await page.goto(url('/paperlist'));
    await page.waitForURL(url('/login'));
  });
});
