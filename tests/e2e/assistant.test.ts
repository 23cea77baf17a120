import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { when } from '../../src/features/assistant/model/format';
import { DEMO_EXAM } from '../../src/server/modules/demo-exam/demo-exam.plan';
import type {
  AssistantCommentary,
  AssistantDetails,
  AssistantOverview,
  AssistantReport,
} from '../../src/shared/api/assistant';
import { launchBrowser, signIn, type TestBrowser } from '../support/browser';
import { startDemoExamProduct } from '../support/demo-exam-product';
import { pdfText } from '../support/pdf-tools';
import type { Product } from '../support/product';
import { apiClient, type Api } from '../support/scan-sheets';

let product: Product;
let browser: TestBrowser;
let page: Page;
let api: Api;
let paperId: string;
const base = () => `/teacher/assistant/papers/${paperId}`;

beforeAll(async () => {
  ({ product, paperId } = await startDemoExamProduct());
  api = await apiClient(product.baseUrl, 'teacher', 'teacher123');
  browser = await launchBrowser();
  page = await browser.freshPage(product.baseUrl);
  await signIn(page, product.baseUrl, 'teacher', 'teacher123');
  await page.setViewportSize({ width: 1366, height: 768 });
}, 1_800_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/**
 * How many of ECharts 6's default series colours (the first five of its palette, visual/tokens) the plot area of a
 * canvas shows, below the legend (the grid starts 36 px down): one per class line drawn.
 */
const inked = (canvas: Locator) =>
  canvas.evaluate((c: HTMLCanvasElement) => {
    const palette = ['#5070dd', '#b6d634', '#505372', '#ff994d', '#0ca8df'];
    const top = Math.round(40 * (c.height / c.getBoundingClientRect().height));
    const { data } = c.getContext('2d')!.getImageData(0, top, c.width, c.height - top);
    const seen = new Set<string>();
    for (let i = 0; i < data.length; i += 4) {
      const rgb = [data[i]!, data[i + 1]!, data[i + 2]!];
      const hex = `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
      if (palette.includes(hex) && data[i + 3] === 255) seen.add(hex);
    }
    return seen.size;
  });

/** The question number the deck shows. */
const shown = () => page.locator('.slide').getAttribute('data-question');

/** The deck ends inside the window and no part of the slide overflows (nothing to scroll). */
const fits = () =>
  page.evaluate(() => {
    const deck = document.querySelector('[data-deck]')!;
    const parts = [...deck.querySelectorAll('.slide, .slide-question, .slide-side')];
    return {
      inWindow: deck.getBoundingClientRect().bottom <= window.innerHeight + 1,
      scrolled: window.scrollY,
      overflow: parts.filter((p) => p.scrollHeight > p.clientHeight + 1).map((p) => p.className),
    };
  });

describe('作业助手 for the demo exam', () => {
  it('作业讲评 opens from 作业列表 and steps by keyboard, every slide whole at 1366×768 and 1920×1080', async () => {
    const c = await api.get<AssistantCommentary>(`${base()}/commentary`);
    const labels = c.slides.map((s) => s.label);
    await page.goto(`${product.baseUrl}/paperlist`);
    const row = page.locator('tr', { hasText: DEMO_EXAM.title }).first();
    await row.getByRole('link', { name: '讲评' }).click();
    await page.waitForURL(/\/assistant\/commentary\?paperId=/);
    await expect.poll(shown, { timeout: 60_000 }).toBe(labels[0]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(shown).toBe(labels[1]);
    await page.keyboard.press('PageDown');
    await expect.poll(shown).toBe(labels[2]);
    await page.keyboard.press('PageUp');
    await expect.poll(shown).toBe(labels[1]);
    await page.keyboard.press('End');
    await expect.poll(shown).toBe(labels.at(-1));
    await page.keyboard.press('ArrowLeft');
    await expect.poll(shown).toBe(labels.at(-2));
    await page.keyboard.press('Home');
    await expect.poll(shown).toBe(labels[0]);
    // A focused tab does not take the arrow keys from the deck.
    await page.getByRole('tab', { name: '作业讲评' }).click();
    await page.keyboard.press('ArrowRight');
    await expect.poll(shown).toBe(labels[1]);
    expect(page.url()).toContain('/assistant/commentary');
    await page.keyboard.press('Home');
    for (const size of [
      { width: 1366, height: 768 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(size);
      for (const [i, label] of labels.entries()) {
        await expect.poll(shown).toBe(label);
        await page.waitForTimeout(100);
        expect(await fits(), `slide ${label} at ${size.width}`).toEqual({
          inWindow: true,
          scrolled: 0,
          overflow: [],
        });
        if (i < labels.length - 1) await page.keyboard.press('ArrowRight');
      }
      await page.screenshot({ path: `tests/.artifacts/assistant-commentary-${size.width}.png` });
      await page.keyboard.press('Home');
    }
    // The first slide with examples: names hidden until 显示姓名, the answer image drawn.
    const at = c.slides.findIndex((s) => s.examples.length > 0);
    expect(at).toBeGreaterThanOrEqual(0);
    const example = c.slides[at]!.examples[0]!;
    for (let i = 0; i < at; i++) await page.keyboard.press('PageDown');
    await expect.poll(shown).toBe(labels[at]);
    const first = page.locator('.slide-example').first();
    await expect.poll(() => first.textContent()).toContain('学生1');
    expect(await first.textContent()).not.toContain(example.studentName);
    await expect
      .poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    await page.getByRole('switch', { name: '显示姓名' }).click();
    await expect.poll(() => first.textContent()).toContain(example.studentName);
    await page.getByRole('button', { name: '全屏' }).click();
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.hasAttribute('data-deck')))
      .toBe(true);
    expect((await fits()).overflow).toEqual([]);
    await page.getByRole('button', { name: '退出全屏' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  it('数据分析 shows each class’s submissions and the questions most got wrong first', async () => {
    const o = await api.get<AssistantOverview>(`${base()}/overview`);
    await page.getByRole('tab', { name: '数据分析' }).click();
    await page.waitForURL(/\/assistant\/analysis\?paperId=/);
    for (const cls of o.classes)
      await expect
        .poll(() => page.locator('tr', { hasText: cls.className }).first().textContent())
        .toContain(`${cls.submitted} / ${cls.expected}`);
    const worst = o.questions.find((q) => q.questionId === o.hardest[0])!;
    const hardest = page.locator('.ant-card', { hasText: '错得最多的题' });
    await expect
      .poll(() => hardest.locator('tbody tr.ant-table-row').first().textContent())
      .toContain(`第${worst.label}题`);
    // 最早/最晚提交 per class, in the browser's local time.
    for (const cls of o.classes)
      await expect
        .poll(() => page.locator('tr', { hasText: cls.className }).first().textContent())
        .toContain(`${when(cls.firstAt)}${when(cls.lastAt)}`);
    expect(o.timeline.map((c) => c.times.length)).toEqual(o.classes.map((c) => c.submitted));
    const charts = page.locator('[data-chart-ready]');
    await expect.poll(() => charts.count()).toBe(3);
    for (let i = 0; i < 3; i++)
      await expect
        .poll(() => charts.nth(i).getAttribute('data-chart-ready'), { timeout: 30_000 })
        .toBe('true');
    // The submission timeline is drawn: a line in each class's colour on its canvas.
    const timeline = page.locator('[data-chart="各班提交时间（累计已交）"]');
    await timeline.getByText('下载图片').waitFor();
    await expect
      .poll(() => inked(timeline.locator('canvas').first()), { timeout: 30_000 })
      .toBe(o.classes.length);
    await page.screenshot({ path: 'tests/.artifacts/assistant-analysis-1366.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await timeline.scrollIntoViewIfNeeded();
    await expect.poll(() => inked(timeline.locator('canvas').first())).toBe(o.classes.length);
    // The charts follow the new width when their resize observers fire.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1))
      .toBe(false);
    await page.screenshot({ path: 'tests/.artifacts/assistant-analysis-390.png', fullPage: true });
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  it('作业详情 filters by class and opens a student’s answer image', async () => {
    const d = await api.get<AssistantDetails>(`${base()}/details`);
    await page.getByRole('tab', { name: '作业详情' }).click();
    await expect.poll(() => page.getByText(`共 ${d.rows.length} 人`).count()).toBe(1);
    const cls = d.classes[1]!;
    await page.getByRole('combobox', { name: '班级' }).click();
    await page.locator('.ant-select-item-option', { hasText: cls.name }).click();
    const inClass = d.rows.filter((r) => r.classId === cls.id);
    await expect.poll(() => page.getByText(`共 ${inClass.length} 人`).count()).toBe(1);
    const student = inClass.find((r) => r.cells.some((c) => c.itemId))!;
    const q = d.questions[student.cells.findIndex((c) => c.itemId)]!;
    await page.getByRole('button', { name: `${student.name} 第${q.label}题` }).click();
    const img = page.locator('.ant-modal img').first();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await page.screenshot({ path: 'tests/.artifacts/assistant-details-1366.png' });
    await page.keyboard.press('Escape');
  });

  it('作业报告 shows the report and downloads it as a PDF with the same text', async () => {
    const r = await api.get<AssistantReport>(`${base()}/report`);
    await page.getByRole('tab', { name: '作业报告' }).click();
    await page.waitForURL(/\/assistant\/papaerReport\?paperId=/);
    await page.getByText('三、需要关注的学生').waitFor();
    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }) as Promise<Download>,
      page.getByRole('button', { name: /下载 PDF/ }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`${r.title}-作业报告.pdf`);
    const text = await pdfText(new Uint8Array(await readFile((await file.path())!)));
    for (const words of ['作业报告', '一、班级概况', '二、各题得分率', '三、需要关注的学生'])
      expect(text).toContain(words);
    for (const c of r.classes) expect(text).toContain(c.className);
    if (r.attention[0]) expect(text).toContain(r.attention[0].name);
    await page.screenshot({ path: 'tests/.artifacts/assistant-report-1366.png', fullPage: true });
  });
});
