import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonOverview } from '../../src/shared/api/analysis-person';
import { personHistoryTable } from '../../src/shared/api/analysis-person-tables';
import type { AverageReport, CorrectReport, SubjectReport } from '../../src/shared/api/data-center';
import {
  averageTable,
  correctTable,
  questionTable,
  subjectTable,
  type ReportTable,
} from '../../src/shared/api/data-center-tables';
import { MESSAGES } from '../../src/shared/messages';
import { launchBrowser, signIn, type TestBrowser } from '../support/browser';
import { startDemoExamProduct } from '../support/demo-exam-product';
import type { Product } from '../support/product';
import { apiClient, type Api } from '../support/scan-sheets';

let product: Product;
let browser: TestBrowser;
let teacher: Api;
let director: Api;

beforeAll(async () => {
  // The demo exam (初二数学, three classes) is scanned and marked by the product itself (once per
  // run; this file may start from the run's snapshot of it).
  ({ product } = await startDemoExamProduct());
  browser = await launchBrowser();
  director = await apiClient(product.baseUrl, 'director', 'director123');
  teacher = await apiClient(product.baseUrl, 'teacher', 'teacher123');
  // Wait (on the API, not a fixed sleep) until every class's paper is marked.
  const until = Date.now() + 1_500_000;
  for (;;) {
    const r = await director.get<CorrectReport>('/teacher/data-center/correct-score');
    if (r.rows.length > 0 && r.rows.every((x) => x.marked === x.assigned)) break;
    if (Date.now() > until) throw new Error(`demo exam not marked: ${JSON.stringify(r.rows)}`);
    await new Promise((done) => setTimeout(done, 5_000));
  }
}, 1_600_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** Every chart on the page drew something (a canvas with non-transparent pixels). */
async function chartsDrew(page: Page, count: number) {
  await expect
    .poll(() => page.locator('[data-chart-ready="true"] canvas').count(), { timeout: 60_000 })
    .toBeGreaterThanOrEqual(count);
  const inked = await page.locator('[data-chart-ready="true"] canvas').evaluateAll((cs) =>
    (cs as HTMLCanvasElement[]).map((c) => {
      const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
      let n = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
      return n;
    }),
  );
  for (const n of inked) expect(n).toBeGreaterThan(100);
}

/** The texts of a table's body rows. */
const cells = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('tbody tr.ant-table-row')
    .evaluateAll((rows) =>
      rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
    );
const texts = (t: ReportTable) => t.rows.map((r) => r.map(String));

/** Clicks the card's 导出 Excel and reads the sheet's rows (header first). */
async function exported(page: Page, cardTitle: string): Promise<string[][]> {
  const card = page
    .locator('.ant-card')
    .filter({ has: page.locator('.ant-card-head-title', { hasText: cardTitle }) });
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }) as Promise<Download>,
    card.getByRole('button', { name: /导出 Excel/ }).click(),
  ]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1).map(String)));
  return rows;
}

describe('学生学情 and 数据中心 in the browser, on the marked demo exam', () => {
  it('a teacher reads a student’s history, a paper in detail and the radar; it fits 390 px', async () => {
    const page = await browser.freshPage(product.baseUrl);
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, product.baseUrl, 'teacher', 'teacher123');
    await page.goto(`${product.baseUrl}/analysis/person`);
    await page.getByRole('combobox', { name: '学生' }).click();
    await page.locator('.ant-select-item-option').first().click();
    await page.getByTestId('history-table').waitFor();
    const classes = await teacher.get<{ classes: { students: { id: string }[] }[] }>(
      '/teacher/analysis/person/classes',
    );
    const id = classes.classes[0]!.students[0]!.id;
    const api = await teacher.get<PersonOverview>(`/teacher/analysis/person/students/${id}`);
    const p = api.subjects[0]!.points[0]!;
    const row = (await cells(page, 'history-table'))[0]!;
    expect(row[2]).toBe(p.absent ? '缺考' : `${p.total}/${p.full}`);
    expect(row[5]).toBe(p.gradeRank === null ? '—' : `${p.gradeRank}/${p.gradeSize}`);
    const history = personHistoryTable(api, api.subjects[0]!.subjectId);
    expect(await cells(page, 'history-table')).toEqual(texts(history));
    const title = `${api.subjects[0]!.subjectName}成绩与名次`;
    expect((await exported(page, title)).slice(1)).toEqual(texts(history));
    await page.getByTestId('question-table').waitFor();
    await chartsDrew(page, p.absent ? 1 : 2);
    await page.setViewportSize({ width: 390, height: 844 });
    const widest = () =>
      page.evaluate(() => {
        const over = [...document.querySelectorAll('body *')].filter(
          (e) => e.getBoundingClientRect().right > 391,
        );
        const e = over.at(-1);
        return {
          width: document.documentElement.scrollWidth,
          what: e ? `${e.tagName}.${e.className}` : '',
        };
      });
    await expect
      .poll(async () => (await widest()).width, { timeout: 10_000 })
      .toBeLessThanOrEqual(390)
      .catch(async (err: unknown) => {
        throw new Error(`wider than 390 px: ${JSON.stringify(await widest())}; ${String(err)}`);
      });
  });

  it('a director opens the three reports: numbers as the API’s, charts drawn, .xlsx alike', async () => {
    const page = await browser.freshPage(product.baseUrl);
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, product.baseUrl, 'director', 'director123');
    const subject = await director.get<SubjectReport>('/teacher/data-center/subject');
    await page.goto(`${product.baseUrl}/dataCenter/subject`);
    await page.getByTestId('subject-table').waitFor();
    expect(await cells(page, 'subject-table')).toEqual(texts(subjectTable(subject)));
    await chartsDrew(page, 1);
    expect(await exported(page, '学科统计')).toEqual([
      subjectTable(subject).header,
      ...texts(subjectTable(subject)),
    ]);

    const correct = await director.get<CorrectReport>('/teacher/data-center/correct-score');
    await page.goto(`${product.baseUrl}/dataCenter/correctScore`);
    await page.getByTestId('correct-table').waitFor();
    expect(await cells(page, 'correct-table')).toEqual(texts(correctTable(correct)));
    await chartsDrew(page, 1);
    expect((await exported(page, '作业批改报表')).slice(1)).toEqual(texts(correctTable(correct)));

    const average = await director.get<AverageReport>('/teacher/data-center/average-score');
    expect(average.rows.map((r) => r.className)).toEqual(['初二(1)班', '初二(2)班', '初二(3)班']);
    await page.goto(`${product.baseUrl}/dataCenter/averageScore`);
    await page.getByTestId('average-table').waitFor();
    expect(await cells(page, 'average-table')).toEqual(texts(averageTable(average)));
    expect(await cells(page, 'question-table')).toEqual(texts(questionTable(average)));
    await chartsDrew(page, 2);
    expect((await exported(page, '小题对比')).slice(1)).toEqual(texts(questionTable(average)));
  });

  it('a teacher who is no 年级主任 gets the no-permission page', async () => {
    const page = await browser.freshPage(product.baseUrl);
    await signIn(page, product.baseUrl, 'teacher', 'teacher123');
    await page.goto(`${product.baseUrl}/dataCenter/averageScore`);
    await page.getByText(MESSAGES.forbidden).waitFor();
    expect(await page.getByTestId('average-table').count()).toBe(0);
  });
});
