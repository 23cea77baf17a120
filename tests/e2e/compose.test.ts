import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { launchBrowser, pathOf, reloadedBy, signIn, type TestBrowser } from '../support/browser';
import { startProduct, type Product } from '../support/product';

let product: Product;
let browser: TestBrowser;
let page: Page;

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
  page = await browser.freshPage(product.baseUrl);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const TITLE = '八年级数学第一单元测验';
const url = (path: string) => `${product.baseUrl}${path}`;
/** The open dropdown's option with this title (antd keeps closed dropdowns in the page). */
const option = (title: string | RegExp) =>
  page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: title });
const previewHeadings = () =>
  page.getByRole('article', { name: '试卷预览' }).locator('h2').allInnerTexts();
const previewStems = () =>
  page.getByRole('article', { name: '试卷预览' }).locator('.pp-question').allInnerTexts();
const saved = () => page.getByRole('status', { name: '保存状态' }).getByText('已保存').waitFor();

async function choose(select: Locator, title: string | RegExp) {
  await select.click();
  await option(title).first().click();
}

/** Shows only one 题型 and adds the first `n` questions to the basket, one after the other. */
async function addOfKind(kind: string, n: number) {
  await page.getByRole('group', { name: '题型' }).getByText(kind, { exact: true }).click();
  await page.waitForFunction((name) => {
    const types = [...document.querySelectorAll('article.bank-card')].map(
      (card) => card.querySelector('.bank-card-tags .ant-tag')?.textContent,
    );
    return types.length > 0 && types.every((t) => t === name);
  }, kind);
  for (let i = 0; i < n; i++) {
    const card = page.locator('article.bank-card').nth(i);
    await card.getByRole('button', { name: '加入试题篮' }).click();
    await card.getByRole('button', { name: '移出试题篮' }).waitFor();
  }
}

describe('issue 3: basket, 组卷中心, 试卷设置, 作业列表 (browser)', () => {
  it('composes, saves and assigns a paper from the bank as `teacher`', async () => {
    await signIn(page, product.baseUrl, 'teacher', 'teacher123');
    // Assigning needs a school year (the teacher has none yet).
    await page.getByTestId('school-year').click();
    await reloadedBy(page, () => page.getByRole('menuitem', { name: '初二（2025级）' }).click());
    await page.getByTestId('school-year').getByText('初二（2025级）').waitFor();

    // 新建组卷 → 选题: filter the bank and add 8 questions of three types.
    await page.getByRole('button', { name: '新建组卷' }).click();
    await page.waitForURL(url('/edit'));
    await choose(page.getByRole('combobox', { name: '学段' }), '初中');
    await choose(page.getByRole('combobox', { name: '学科' }), /^数学/);
    await addOfKind('单选', 3);
    await addOfKind('填空', 3);
    await addOfKind('解答', 2);
    const aside = page.getByRole('complementary', { name: '试题篮' });
    await aside.getByText('共计 8 题').waitFor();

    // The helper bar's badge and popover (on 作业列表; the bar is hidden on /edit).
    await page.getByRole('menu').getByText('作业列表').click();
    const basket = page.getByRole('button', { name: '试题篮（8题）' });
    await basket.hover();
    const popover = page.getByRole('tooltip').filter({ hasText: '进入组卷中心' });
    await popover.getByText('共计 8 题').waitFor();
    // offsetWidth: the layout width, not the opening animation's scaled box.
    const width = await popover.evaluate(
      (el) => (el.closest('.ant-popover') as HTMLElement).offsetWidth,
    );
    expect(width).toBe(368);
    await popover.getByText('初中数学').waitFor();
    const rows = await popover.locator('tbody tr').allInnerTexts();
    expect(rows.map((r) => r.split('\t').slice(0, 2).join(' '))).toEqual([
      '单选 3',
      '填空 3',
      '解答 2',
    ]);
    await popover.getByRole('button', { name: '删除填空' }).click();
    await popover.getByText('共计 5 题').waitFor();
    await page.getByRole('button', { name: '试题篮（5题）' }).waitFor();
    expect(await popover.locator('tbody tr').count()).toBe(2);

    // 组卷中心: reorder (keyboard drag and the move buttons), set scores, autosave.
    // The popover shrank under the mouse when the row went: hover the basket again to keep it open.
    await page.getByRole('button', { name: '试题篮（5题）' }).hover();
    await popover.getByRole('button', { name: '进入组卷中心' }).click();
    await page.waitForURL(/\/edit\?paperId=[^&]+&subjectId=[^&]+&textbookId=[^&]*&type=2$/);
    const paperId = new URL(page.url()).searchParams.get('paperId');
    await page.getByTestId('paper-totals').waitFor();
    expect((await previewHeadings()).slice(0, 2)).toEqual([
      expect.stringMatching(/^一、选择题（共3题，共[\d.]+分）$/),
      expect.stringMatching(/^二、解答题（共2题，共[\d.]+分）$/),
    ]);
    const before = await previewStems();
    // Keyboard drag: pick up, move down one place, drop (each step announced in Chinese).
    const announced = (text: string) =>
      page
        .locator('[id^="DndLiveRegion"]')
        .filter({ hasText: text })
        .waitFor({ state: 'attached' });
    await page.getByRole('button', { name: '拖动第1题' }).focus();
    await page.keyboard.press('Space');
    await announced('移到第 1 个位置');
    await page.keyboard.press('ArrowDown');
    await announced('移到第 2 个位置');
    await page.keyboard.press('Space');
    await announced('已放在第 2 个位置');
    await expect
      .poll(previewStems)
      .toEqual([
        before[1]!.replace(/^2．/, '1．'),
        before[0]!.replace(/^1．/, '2．'),
        ...before.slice(2),
      ]);
    await page.getByRole('button', { name: '上移二、解答题' }).click();
    await expect
      .poll(async () => (await previewHeadings())[0])
      .toMatch(/^一、解答题（共2题，共[\d.]+分）$/);

    const first = page.getByRole('region', { name: '第一大题' });
    await first.getByRole('spinbutton', { name: '一、解答题每题分值' }).fill('10');
    await first.getByRole('button', { name: /应\s*用/ }).click();
    const second = page.getByRole('region', { name: '第二大题' });
    await second.getByRole('spinbutton', { name: '二、选择题每题分值' }).fill('4');
    await second.getByRole('button', { name: /应\s*用/ }).click();
    await page.getByRole('spinbutton', { name: '第3题分值' }).fill('5');
    await page.getByTestId('paper-totals').getByText('共 5 题，总分 33 分').waitFor();
    expect((await previewHeadings()).slice(0, 2)).toEqual([
      '一、解答题（共2题，共20分）',
      '二、选择题（共3题，共13分）',
    ]);
    await saved();
    await page.reload();
    await page.getByTestId('paper-totals').getByText('共 5 题，总分 33 分').waitFor();

    // 试卷设置: title, A3 two columns with 密封线, full marks computed; save and assign.
    await page.getByRole('button', { name: '试卷设置' }).click();
    await page.waitForURL(url(`/paperset?paperId=${paperId}`));
    await page.getByRole('textbox', { name: '试卷标题' }).fill(TITLE);
    await choose(page.getByRole('combobox', { name: '纸张' }), 'A3（横向两栏）');
    await page.getByRole('switch', { name: '密封线' }).click();
    expect(await page.getByTestId('full-marks').innerText()).toBe('33 分');
    const sheet = page.getByRole('article', { name: '试卷预览' });
    expect(await sheet.getAttribute('data-size')).toBe('A3');
    await sheet.getByText('密封线内不要答题').waitFor();
    expect(await sheet.locator('.pp-body').evaluate((el) => getComputedStyle(el).columnCount)).toBe(
      '2',
    );
    await sheet.getByRole('heading', { name: TITLE }).waitFor();
    await saved();
    await page.getByRole('button', { name: '保存试卷' }).click();
    const done = page.getByRole('dialog').filter({ hasText: '试卷已保存' });
    await done.getByText(`《${TITLE}》已保存到作业列表`, { exact: false }).waitFor();
    await done.getByRole('button', { name: '布置到班级' }).click();
    await page.waitForURL(url(`/paperlist?assign=${paperId}`));
    const assign = page.getByRole('dialog').filter({ hasText: `布置到班级：${TITLE}` });
    await assign.getByText('学年：初二（2025级）').waitFor();
    await assign.getByText('初二(1)班（任教）').click();
    await assign.getByRole('button', { name: '确定布置' }).click();
    await page.waitForURL(url('/paperlist'));

    // 作业列表: the paper with its totals, and the basket is empty again.
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await row.getByText('已发布').waitFor();
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells.slice(0, 8)).toEqual([
      TITLE,
      '数学',
      '初二（2025级）',
      '初二(1)班',
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
      '已发布',
      '5',
      '33',
    ]);
    await page.getByRole('button', { name: '试题篮（0题）' }).waitFor();
    // 状态 filters the list: the published paper leaves, the seeded draft answer card stays.
    await choose(page.getByRole('combobox', { name: '状态' }), '草稿');
    await page.getByRole('row').filter({ hasText: '2026 年秋季区统考 八年级数学' }).waitFor();
    await row.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/paperlist');
  });
});
