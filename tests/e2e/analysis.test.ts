import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EXAM } from '../../src/server/modules/demo-exam/demo-exam.plan';
import type {
  AnalysisPaperList,
  ClassAnalysisAnswer,
  GradeAnalysisAnswer,
} from '../../src/shared/api/analysis-pages';
import {
  classSheets,
  gradeSheets,
  type Cell,
  type Sheet,
} from '../../src/shared/api/analysis-sheets';
import { launchBrowser, signIn, type TestBrowser } from '../support/browser';
import { startDemoExamProduct } from '../support/demo-exam-product';
import type { Product } from '../support/product';
import { apiClient, type Api } from '../support/scan-sheets';

let product: Product;
let browser: TestBrowser;
let page: Page;
let api: Api;
let paperId: string;

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

/** The rows of a table on the page, as text. */
const shownRows = (table: Locator) =>
  table
    .locator('.ant-table-tbody tr.ant-table-row')
    .evaluateAll((rows) =>
      rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
    );

/** Expects the page's table to hold the sheet's rows (`show` turns a cell into its text). */
async function expectTable(sheet: Sheet, show: (cell: Cell, col: number) => string = String) {
  const table = page.locator(`[data-table="${sheet.name}"]`);
  await table.waitFor();
  const want = sheet.rows.map((r) => r.map((c, i) => show(c, i)));
  await expect.poll(() => shownRows(table), { timeout: 30_000 }).toEqual(want);
}

/** Clicks 导出 Excel on a table and expects the .xlsx (read with exceljs) to hold the same rows. */
async function expectXlsx(sheet: Sheet) {
  const card = page.locator(`[data-table="${sheet.name}"]`);
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }) as Promise<Download>,
    card.getByRole('button', { name: /导出 Excel/ }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(new RegExp(`${sheet.name}\\.xlsx$`));
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((r) =>
    rows.push(sheet.header.map((_, i) => String(r.getCell(i + 1).value ?? ''))),
  );
  expect(rows[0]).toEqual(sheet.header);
  expect(rows.slice(1)).toEqual(sheet.rows.map((r) => r.map(String)));
}

/** Every chart on the page has drawn: ready, and its canvas holds ink. */
async function expectChartsDrawn(count: number) {
  const charts = page.locator('[data-chart-ready]');
  await expect.poll(() => charts.count()).toBe(count);
  for (let i = 0; i < count; i++) {
    const box = charts.nth(i);
    await expect.poll(() => box.getAttribute('data-chart-ready'), { timeout: 30_000 }).toBe('true');
    const ink = () =>
      box
        .locator('canvas')
        .first()
        .evaluate((c: HTMLCanvasElement) => {
          const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
          let n = 0;
          for (let k = 3; k < data.length; k += 4) if (data[k]! > 0) n++;
          return n;
        });
    await expect.poll(ink, { timeout: 30_000 }).toBeGreaterThan(500);
  }
}

/** The page fits 390 px without sideways scrolling, then the viewport goes back to 1366×768. */
async function fitsPhone(name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await page.screenshot({ path: `tests/.artifacts/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });
}

describe('学情分析 pages for the demo exam', () => {
  it('/analysis/grade shows the API’s numbers, draws every chart and exports every table', async () => {
    const g = await api.get<GradeAnalysisAnswer>(`/teacher/analysis/papers/${paperId}/grade`);
    expect(g.analysis.classes.map((c) => c.className)).toEqual(
      DEMO_EXAM.classes.map((c) => c.name),
    );
    await page.goto(`${product.baseUrl}/analysis/grade`);
    const sheets = gradeSheets(g);
    for (const s of Object.values(sheets)) if (s.rows.length) await expectTable(s);
    await expectChartsDrawn(3);
    await expect
      .poll(() => page.locator('[data-metric-value="alpha"]').textContent())
      .toContain(String(Math.round(g.analysis.alpha! * 100) / 100));
    for (const key of ['difficulty', 'discrimination', 'alpha', 'sd', 'critical'] as const)
      await expect
        .poll(() => page.locator(`[data-metric="${key}"]`).first().textContent())
        .toContain(g.definitions[key].formula);
    await page.screenshot({ path: 'tests/.artifacts/analysis-grade-1366.png', fullPage: true });
    for (const s of Object.values(sheets)) if (s.rows.length) await expectXlsx(s);

    const five = await api.get<GradeAnalysisAnswer>(`/teacher/analysis/papers/${paperId}/grade`, {
      bandWidth: '5',
    });
    await page.locator('.ant-segmented-item', { hasText: /^5 分$/ }).click();
    await expectTable(gradeSheets(five).bands);
    await expectXlsx(gradeSheets(five).bands);
    await fitsPhone('analysis-grade');
  });

  it('/analysis/class shows one class with 进退步, 得分率 beside the grade and options', async () => {
    const list = await api.get<AnalysisPaperList>('/teacher/analysis/papers');
    const cls = list.papers.find((p) => p.id === paperId)!.classes.find((c) => c.readable)!;
    const c = await api.get<ClassAnalysisAnswer>(
      `/teacher/analysis/papers/${paperId}/classes/${cls.id}`,
    );
    expect(c.students.some((s) => s.absent)).toBe(true);
    await page.goto(`${product.baseUrl}/analysis/class`);
    const sheets = classSheets(c, c.lines.pass);
    const progress = (v: Cell) =>
      typeof v !== 'number' ? String(v) : v > 0 ? `↑${v}` : v < 0 ? `↓${-v}` : '0';
    await expectTable(sheets.students, (v, i) => (i >= 7 ? progress(v) : String(v)));
    await expectTable(sheets.questions);
    await expectTable(sheets.options, (v, i) =>
      i === 5 ? (v === '正确' ? '✓ 正确' : '✗ 错误') : String(v),
    );
    await expectTable(sheets.knowledge);
    await expectTable(sheets.kinds);
    await expectTable(sheets.below);
    await expectChartsDrawn(3);
    await page.screenshot({ path: 'tests/.artifacts/analysis-class-1366.png', fullPage: true });

    // Sorted by 总分 descending: the best total first, 缺考 still last.
    const students = page.locator(`[data-table="${sheets.students.name}"]`);
    await students.getByRole('columnheader', { name: '总分' }).click();
    await students.getByRole('columnheader', { name: '总分' }).click();
    const best = Math.max(...c.students.flatMap((s) => (s.total === null ? [] : [s.total])));
    await expect
      .poll(async () => {
        const rows = await shownRows(students);
        return [rows[0]?.[2], rows.at(-1)?.[2]];
      })
      .toEqual([String(best), '缺考']);

    for (const s of Object.values(sheets)) await expectXlsx(s);
    const line = c.lines.good;
    await page.getByLabel('分数线').fill(String(line));
    await expectTable(classSheets(c, line).below);
    await expectXlsx(classSheets(c, line).below);
    await fitsPhone('analysis-class');
  });
});
