/**
 * 错题重练 in Chromium: a homework of 单选 scanned for three students of 初二(1)班 (every answer
 * wrong) → /rehearse lists their wrong questions → generate the class's practice and download the
 * PDF (each student's paper and personalised card) → rasterise two students' cards, fill every
 * question right, click 扫描 by the practice on /rehearse and upload both into ONE batch on /scan →
 * the objective questions are read and scored automatically and both students' lists on /rehearse
 * shrink to nothing while the other keeps theirs.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { Download, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutCard, paperQuestions, type PaperDoc } from '../../src/layout';
import type { RehearseBatch } from '../../src/shared/api/rehearse';
import { launchBrowser, scanCount, signIn, type TestBrowser } from '../support/browser';
import { pdfText } from '../support/pdf-tools';
import { practiceCardScans } from '../support/practice-cards';
import { startProduct, type Product } from '../support/product';
import {
  apiClient,
  printForScan,
  writeScans,
  type Api,
  type PrintedForScan,
} from '../support/scan-sheets';

const CLASS = '初二(1)班';
const SCANNED = 3;
const QUESTIONS = 4;

let product: Product;
let browser: TestBrowser;
let page: Page;
let api: Api;
let printed: PrintedForScan;
let root: string;
let batch: RehearseBatch;
let practicePdf: Uint8Array;

/** 待练 of every student on the 班级情况 tab. */
const openCounts = () =>
  page.getByTestId('rehearse-class').locator('tr.ant-table-row td:nth-child(2)').allInnerTexts();

const url = (path: string) => `${product.baseUrl}${path}`;

/** A paper's questions with their keys (the paper as the product stores it). */
async function questionsOf(paperId: string) {
  const { doc } = await api.get<{ doc: PaperDoc }>(`/teacher/paper/${paperId}`);
  return { doc, questions: paperQuestions(doc) };
}

/** An option that is not the key. */
const wrong = (q: { key: string; options: { label: string }[] }) =>
  q.options.map((o) => o.label).find((l) => !q.key.includes(l))!;

/** The value of a live count on /scan by its title. */
const count = (title: string) => scanCount(page, title);

/** Uploads scan files for a paper on /scan and waits until every page is recognised. */
async function scanOnPage(paperId: string, files: string[]) {
  await page.goto(url(`/scan?paperId=${paperId}`));
  const classBox = page.getByRole('checkbox', { name: `${CLASS}（任教）` });
  await classBox.waitFor();
  await expect.poll(() => classBox.isChecked(), { timeout: 30_000 }).toBe(true);
  await page.getByLabel('选择扫描文件', { exact: true }).setInputFiles(files);
  await expect
    .poll(() => count('已识别'), { timeout: 120_000, interval: 500 })
    .toBe(String(files.length));
  expect(await count('有问题')).toBe('0');
}

/** 待练 of a student on the 班级情况 tab of /rehearse (opened afresh). */
async function openOnPage(name: string) {
  await page.goto(url('/rehearse'));
  await page.getByRole('combobox', { name: '班级' }).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: CLASS })
    .first()
    .click();
  await page.getByRole('tab', { name: '班级情况' }).click();
  const rows = page.getByTestId('rehearse-class').locator('tr.ant-table-row');
  const row = name
    ? rows.filter({ has: page.getByRole('cell', { name, exact: true }) })
    : rows.first();
  await row.waitFor({ timeout: 30_000 });
  return Number(await row.locator('td').nth(1).innerText());
}

beforeAll(async () => {
  product = await startProduct();
  api = await apiClient(product.baseUrl, 'teacher', 'teacher123');
  browser = await launchBrowser();
  page = await browser.freshPage(product.baseUrl);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, product.baseUrl, 'teacher', 'teacher123');
  printed = await printForScan(api, {
    grade: '2025',
    className: CLASS,
    questions: QUESTIONS,
    title: '错题重练端到端测验',
  });
  root = await mkdtemp(join(tmpdir(), 'zy-rehearse-e2e-'));
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  if (root) await rm(root, { recursive: true, force: true });
});

/** The question labels of the 各题得分率 table on /assistant/analysis, as shown. */
const questionOrder = () =>
  page
    .locator('.ant-card', { hasText: '各题得分率' })
    .or(page.locator('.ant-card', { hasText: '错得最多的题' }))
    .locator('tbody tr.ant-table-row td:first-child')
    .allInnerTexts();

/** The page scrolls sideways (wider than the window). */
const sideways = () =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

describe('错题重练 in the browser', { timeout: 300_000 }, () => {
  it('collects the wrong questions of a homework scanned on /scan', async () => {
    // The homework: seat n answers the first n - 1 questions right and the rest wrong.
    const { questions } = await questionsOf(printed.paperId);
    const answersOf = (seat: number) =>
      Object.fromEntries(questions.map((q, i) => [q.id, i < seat - 1 ? q.key : wrong(q)]));
    const per = printed.layout.pages.length;
    const files = await writeScans(
      root,
      printed,
      Array.from({ length: SCANNED }, (_, i) => ({
        name: `hw-${i + 1}.jpg`,
        pdf: 'set' as const,
        order: { pdfPage: i * per + 1, plan: { clean: true, answers: answersOf(i + 1) } },
      })),
    );
    await scanOnPage(
      printed.paperId,
      files.map((f) => join(root, f)),
    );
    await openOnPage('');
    const open = await openCounts();
    expect(open.filter((n) => n !== '0').sort()).toEqual(['2', '3', '4']);
  });

  it('generates the class’s practice and downloads one PDF with every student’s paper and card', async () => {
    await openOnPage('');
    await page.getByRole('tab', { name: '重练练习' }).click();
    await page.getByRole('combobox', { name: '同类题' }).click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: '每题同类题 1 道' })
      .click();
    const [res] = await Promise.all([
      page.waitForResponse(
        (r: Response) => r.url().endsWith('/api/teacher/rehearse/practice') && r.ok(),
      ),
      page.getByRole('button', { name: '生成错题练习' }).click(),
    ]);
    batch = ((await res.json()) as { data: RehearseBatch }).data;
    expect(batch.sets.length).toBe(SCANNED);
    // Every wrong question is on each student's practice, each followed by one similar bank
    // question (same type, sharing a 知识点, not on the homework).
    expect(batch.sets.map((s) => s.originals)).toEqual([4, 3, 2]);
    expect(batch.sets.map((s) => s.similar)).toEqual([4, 3, 2]);
    await page.getByText(`已为 ${SCANNED} 名学生生成错题练习`).waitFor();
    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 180_000 }) as Promise<Download>,
      page.getByRole('button', { name: '下载试卷与答题卡' }).first().click(),
    ]);
    expect(file.suggestedFilename()).toBe(`${CLASS}-错题重练.pdf`);
    practicePdf = new Uint8Array(await readFile((await file.path())!));
    expect(new TextDecoder().decode(practicePdf.slice(0, 5))).toBe('%PDF-');
    // Each student's paper then card: the pages add up and every name is printed.
    let pages = 0;
    for (const s of batch.sets) {
      const alone = await api.bytes('/teacher/print/paper', { paperId: s.paperId });
      const card = layoutCard((await questionsOf(s.paperId)).doc).pages.length;
      pages += (await PDFDocument.load(alone)).getPageCount() + card + (card > 1 ? card % 2 : 0);
    }
    expect((await PDFDocument.load(practicePdf)).getPageCount()).toBe(pages);
    const text = await pdfText(practicePdf);
    for (const s of batch.sets) expect(text).toContain(s.studentName);
    await page.screenshot({ path: 'tests/.artifacts/rehearse-practice-1366.png' });
  });

  it('scans two students’ practice cards in one batch from 扫描 on /rehearse; both lists drop', async () => {
    const [first, second, ...others] = batch.sets;
    expect(await openOnPage(first!.studentName)).toBe(QUESTIONS);
    const othersBefore = [await openOnPage(others[0]!.studentName)];
    const scans = await practiceCardScans(api, root, printed, practicePdf, [first!, second!]);
    // 扫描 next to the practice batch opens /scan for it: both cards go into ONE batch.
    await openOnPage('');
    await page.getByRole('tab', { name: '重练练习' }).click();
    await page
      .getByTestId('rehearse-batches')
      .getByRole('button', { name: /^扫\s*描$/ })
      .first()
      .click();
    await page.waitForURL(/\/scan\?practiceId=/);
    // The 试卷 choice names the practice batch as its 错题练习 group lists it.
    await page.getByText(`错题重练 · ${CLASS} · ${SCANNED} 名学生`).first().waitFor();
    await page.getByLabel('选择扫描文件', { exact: true }).setInputFiles(scans);
    await expect
      .poll(() => count('已识别'), { timeout: 120_000, interval: 500 })
      .toBe(String(scans.length));
    expect(await count('有问题')).toBe('0');
    await page.getByText(`错题重练 · ${CLASS} · ${SCANNED} 名学生`).first().waitFor();
    await page.getByRole('tab', { name: '收卷核对' }).click();
    const table = page.getByTestId('practice-reconcile');
    await expect.poll(() => table.locator('.ant-tag', { hasText: '已扫描' }).count()).toBe(2);
    expect(await table.locator('.ant-tag', { hasText: '未扫描' }).count()).toBe(SCANNED - 2);
    expect(await sideways()).toBe(false);
    await page.screenshot({ path: 'tests/.artifacts/rehearse-scan-reconcile-1366.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await sideways()).toBe(false);
    await page.screenshot({ path: 'tests/.artifacts/rehearse-scan-390.png', fullPage: true });
    // The 试卷 choice lists the practice batch under 错题练习 with its students scanned.
    await page.getByRole('combobox', { name: '试卷' }).click();
    await page.getByText(`已扫描 2/${SCANNED} 人`).waitFor();
    expect(await sideways()).toBe(false);
    await page.screenshot({ path: 'tests/.artifacts/rehearse-scan-choice-390.png' });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1366, height: 768 });
    for (const s of [first!, second!])
      await expect.poll(() => openOnPage(s.studentName), { timeout: 60_000 }).toBe(0);
    expect(await openOnPage(others[0]!.studentName)).toBe(othersBefore[0]);
  });

  it('数据分析 orders the questions most got wrong first or by 题序', async () => {
    await page.goto(url(`/assistant/analysis?paperId=${printed.paperId}`));
    // 得分率: q1 2/3, q2 1/3, q3 and q4 0 (q3 first on ties).
    await expect
      .poll(questionOrder, { timeout: 30_000 })
      .toEqual(['第3题', '第4题', '第2题', '第1题']);
    await page.screenshot({
      path: 'tests/.artifacts/rehearse-analysis-rate-1366.png',
      fullPage: true,
    });
    await page.getByRole('radiogroup', { name: '题目顺序' }).getByText('题序').click();
    await expect.poll(questionOrder).toEqual(['第1题', '第2题', '第3题', '第4题']);
    await page.screenshot({
      path: 'tests/.artifacts/rehearse-analysis-paper-1366.png',
      fullPage: true,
    });
  });

  it('fits /rehearse, its settings and 数据分析 at 390 px wide', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url('/rehearse'));
    await page.getByRole('tab', { name: '班级情况' }).click();
    await page.getByTestId('rehearse-class').waitFor();
    expect(await sideways()).toBe(false);
    await page.screenshot({ path: 'tests/.artifacts/rehearse-390.png', fullPage: true });
    await page.getByRole('tab', { name: '重练练习' }).click();
    await page.getByRole('button', { name: '生成错题练习' }).waitFor();
    expect(await sideways()).toBe(false);
    await page.screenshot({ path: 'tests/.artifacts/rehearse-practice-390.png', fullPage: true });
    await page.getByRole('button', { name: /设置/ }).click();
    const drawer = page.getByRole('dialog', { name: '错题重练设置' });
    await drawer.getByText('只有学校管理员可以修改错题重练设置').waitFor();
    expect(await drawer.getByLabel(/复习间隔/).inputValue()).toBe('1, 2, 4, 7, 15, 30');
    expect(await sideways()).toBe(false);
    await page.screenshot({ path: 'tests/.artifacts/rehearse-settings-390.png' });
    await page.goto(url(`/assistant/analysis?paperId=${printed.paperId}`));
    await expect.poll(questionOrder, { timeout: 30_000 }).toHaveLength(QUESTIONS);
    await page.screenshot({ path: 'tests/.artifacts/rehearse-analysis-390.png', fullPage: true });
    expect(await sideways()).toBe(false);
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  it('saves the settings as the school’s administrator and reads them back', async () => {
    const admin = await browser.freshPage(product.baseUrl);
    await admin.setViewportSize({ width: 1366, height: 768 });
    await signIn(admin, product.baseUrl, 'director', 'director123');
    await admin.goto(url('/rehearse'));
    await admin.getByRole('button', { name: /设置/ }).click();
    const drawer = admin.getByRole('dialog', { name: '错题重练设置' });
    const schedule = drawer.getByLabel(/复习间隔/);
    await expect.poll(() => schedule.inputValue()).toBe('1, 2, 4, 7, 15, 30');
    await schedule.fill('1, 3, 2');
    await drawer.getByText('复习间隔须逐次增加').waitFor();
    await schedule.fill('1, 3, 7, 14');
    await drawer.getByLabel(/答对几次/).fill('2');
    await admin.screenshot({ path: 'tests/.artifacts/rehearse-settings-1366.png' });
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await admin.getByText('保存成功').waitFor();
    const saved = await api.get<{ schedule: number[]; clearAfter: number }>(
      '/teacher/rehearse/settings',
    );
    expect([saved.schedule, saved.clearAfter]).toEqual([[1, 3, 7, 14], 2]);
    await admin.close();
  });
});
