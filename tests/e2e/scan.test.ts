import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { launchBrowser, scanCount, signIn, type TestBrowser } from '../support/browser';
import { startProduct, type Product } from '../support/product';
import {
  apiClient,
  doubleMarkFirst,
  printForScan,
  tearFiducials,
  wipePageCode,
  writeScans,
  type FolderFile,
  type PrintedForScan,
} from '../support/scan-sheets';

const CLASS = '初二(1)班';
const STUDENTS = 40;
/** 考号 of seat n of 初二(1)班 in the demo school. */
const examNo = (n: number) => `202501${String(n).padStart(2, '0')}`;

let product: Product;
let browser: TestBrowser;
let page: Page;
let printed: PrintedForScan;
let root: string;
let folder: string;
let uploaded: number;

/**
 * The scanner software's folder: every student's card marked cleanly, except one of each problem —
 * seat 1 fills two bubbles of question 1 (多涂), seat 2 fills 缺考, seat 3's card is scanned again
 * after more marking (重复扫描 with different readings), seat 4's card also comes torn (定位异常)
 * beside a good scan, seat 5's page-code QR is unreadable (页码异常), and seat 6 used a blank card
 * with a 考号 that is not on the roster (考号异常). A note file is skipped.
 */
function scanFolder(p: PrintedForScan): FolderFile[] {
  const perStudent = p.layout.pages.length;
  const card = (seat: number) => (seat - 1) * perStudent + 1;
  const name = (seat: number, tail = '') => `${String(seat).padStart(3, '0')}${tail}.jpg`;
  const files: FolderFile[] = [];
  for (let seat = 1; seat <= STUDENTS; seat++)
    files.push({
      name: name(seat),
      pdf: 'set',
      order: { pdfPage: card(seat), plan: { clean: true } },
    });
  files[0]!.order.damage = doubleMarkFirst;
  files[1]!.order.plan = { absent: true };
  files.push({
    name: name(3, '-重扫'),
    pdf: 'set',
    order: { pdfPage: card(3), plan: { clean: true }, scan: { rotateDeg: 0.8 } },
    seed: 99,
  });
  files.push({
    name: name(4, '-破损'),
    pdf: 'set',
    order: { pdfPage: card(4), plan: { clean: true }, damage: tearFiducials },
  });
  files[4]!.order.damage = wipePageCode;
  files[5] = {
    name: name(6),
    pdf: 'blank',
    order: { pdfPage: 1, plan: { bubbledExamNo: '99999999', clean: true } },
  };
  return files;
}

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
  page = await browser.freshPage(product.baseUrl);
  const api = await apiClient(product.baseUrl, 'teacher', 'teacher123');
  printed = await printForScan(api, {
    grade: '2025',
    className: CLASS,
    questions: 8,
    title: '第三单元扫描测验',
  });
  root = await mkdtemp(join(tmpdir(), 'zy-scan-e2e-'));
  folder = join(root, '扫描结果');
  await mkdir(folder);
  uploaded = (await writeScans(folder, printed, scanFolder(printed))).length;
  await writeFile(join(folder, '说明.txt'), '扫描仪导出的说明文件');
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  if (root) await rm(root, { recursive: true, force: true });
});

const url = (path: string) => `${product.baseUrl}${path}`;
/** The value of a live count on /scan by its title. */
const count = (title: string) => scanCount(page, title);
/** The open problems as the 异常处理 tab says them (none: no number). */
const problemsTab = () => page.getByRole('tab', { name: /^异常处理/ });
const openKind = (kind: string) => page.getByRole('tab', { name: new RegExp(`^${kind}`) }).click();
const panel = (kind: string): Locator => page.getByLabel(new RegExp(`^${kind}：`));

/** Settles the open problem shown and waits until the open count has gone down to `left`. */
async function settled(left: number) {
  const label = left ? `异常处理（${left}）` : '异常处理';
  await expect.poll(() => problemsTab().innerText(), { timeout: 60_000 }).toBe(label);
}

describe('issue 5: /scan in the browser', () => {
  it('takes a dropped folder of scans, shows progress live, settles each problem kind, and reconciles to 完成 with objective scores', async () => {
    await signIn(page, product.baseUrl, 'teacher', 'teacher123');
    await page.goto(url('/scan'));
    await page.getByText(/扫描答题卡 · 初二/).waitFor();
    // The teacher picks the paper; its class is chosen with it.
    await page.getByRole('combobox', { name: '试卷' }).click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: printed.title })
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('paperId')).toBe(printed.paperId);
    const classBox = page.getByRole('checkbox', { name: `${CLASS}（任教）` });
    await expect.poll(() => classBox.isChecked()).toBe(true);

    // The folder as the scanner software wrote it, picked whole (the same path as a drop); the
    // counts climb live while files go up in chunks and the server recognises them.
    await page.getByLabel('选择扫描文件夹').setInputFiles(folder);
    const received = new Set<string>();
    await expect
      .poll(
        async () => {
          const [got, pending] = [await count('已收到页'), await count('等待识别')];
          // Live progress: the counts go through several states (received and waiting) on screen.
          received.add(`${got}/${pending}`);
          return `${got}/${pending}`;
        },
        { timeout: 170_000, interval: 250 },
      )
      .toBe(`${uploaded}/0`);
    expect(received.size).toBeGreaterThan(2);
    await page.getByRole('table', { name: '上传队列' }).waitFor();
    await page.getByText(`已保存 ${uploaded}`).waitFor();
    await page.getByText(/未上传 1 个文件：扫描结果\/说明.txt/).waitFor();
    expect(new URL(page.url()).searchParams.get('batchId')).toBeTruthy();
    expect(Number(await count('已识别'))).toBe(uploaded);
    expect(Number(await count('有问题'))).toBe(6);
    await page
      .getByRole('img', { name: /缩略图$/ })
      .first()
      .waitFor();

    // 异常处理: one problem of each kind, each with the page and the overlay of what was read.
    await problemsTab().click();
    await settled(6);

    await openKind('客观题异常');
    await panel('客观题异常').getByRole('img', { name: '第 1 题填涂' }).waitFor();
    await page.getByRole('img', { name: '扫描页与识别结果' }).waitFor();
    // 多涂 is read as nothing: the teacher types the answer meant.
    expect(await page.getByLabel('第 1 题答案').inputValue()).toBe('');
    await page.getByLabel('第 1 题答案').fill('a');
    await page.getByRole('button', { name: '确认答案' }).click();
    await settled(5);

    await openKind('缺考');
    await page.getByRole('button', { name: '确认缺考' }).click();
    await settled(4);

    await openKind('重复扫描');
    await panel('重复扫描')
      .getByText(/^另一页：/)
      .waitFor();
    await page.getByRole('button', { name: '保留此页' }).click();
    await settled(3);

    await openKind('定位异常');
    await page.getByRole('button', { name: /作\s*废此页/ }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /作\s*废/ })
      .click();
    await settled(2);

    await openKind('页码异常');
    await page.getByLabel('页码', { exact: true }).fill('1');
    await page.getByRole('button', { name: '确定页码' }).click();
    await settled(1);

    await openKind('考号异常');
    await page.locator('#scan-fix-student').fill(examNo(6));
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: examNo(6) })
      .click();
    await page.getByRole('button', { name: '确定学生' }).click();
    await settled(0);

    // Reconciliation: every student's page is in (seat 2 absent): 完成.
    await page.getByRole('tab', { name: '收卷核对' }).click();
    const summary = page.getByLabel('收卷核对');
    await expect
      .poll(() => summary.locator('.ant-tag').first().innerText(), { timeout: 60_000 })
      .toBe('完成');
    expect(await summary.getByText('缺页与缺交学生').count()).toBe(0);

    // Objective scores: one row per student; seat 1's question 1 is the answer the teacher set.
    await page.getByRole('tab', { name: '客观题成绩' }).click();
    const scores = page.getByLabel('客观题成绩');
    const rows = scores.locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(STUDENTS);
    const seat1 = rows.filter({ hasText: examNo(1) });
    expect(await seat1.locator('td').nth(3).innerText()).toMatch(/^A\//);
    expect(
      await rows
        .filter({ hasText: examNo(2) })
        .getByText('缺考')
        .count(),
    ).toBe(1);

    // Deleting the batch asks first; its results then stop counting.
    await page.getByRole('button', { name: '删除批次' }).click();
    const confirm = page.getByRole('dialog', { name: '删除扫描批次？' });
    await confirm.getByText('删除后该批次的扫描结果不再计入，原始文件仍保留以备核查').waitFor();
    await confirm.getByRole('button', { name: /删\s*除/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('batchId')).toBeNull();
    await page.getByRole('tab', { name: '收卷核对' }).click();
    await expect
      .poll(() => summary.locator('.ant-tag').first().innerText(), { timeout: 30_000 })
      .toMatch(/^未完成/);
  });

  it('keeps the 扫描设置 dialog settings and, with 自适应 否 at A4, re-encodes a 1-bit PNG as a 2480×3507 JPEG before upload', async () => {
    await page.goto(url(`/scan?paperId=${printed.paperId}`));
    await page.getByRole('button', { name: '扫描设置' }).click();
    const dialog = page.getByRole('dialog', { name: '扫描设置' });
    await dialog.getByText('请选择扫描仪').waitFor();
    expect(await dialog.getByRole('radiogroup', { name: '纸张大小' }).count()).toBe(0);
    await dialog.getByRole('radiogroup', { name: '自适应' }).getByText('否').click();
    await dialog.getByRole('radiogroup', { name: '纸张大小' }).getByText('A4').click();
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.reload();
    await page.getByRole('button', { name: '扫描设置' }).click();
    const checked = dialog.getByRole('radiogroup', { name: '纸张大小' }).getByRole('radio', {
      name: 'A4',
    });
    expect(await checked.isChecked()).toBe(true);
    await dialog.getByRole('button', { name: /保\s*存/ }).click();

    // A 200 dpi black-and-white scan of seat 7's card.
    const [png] = await writeScans(root, printed, [
      {
        name: 'seat7.png',
        pdf: 'set',
        order: { pdfPage: 7, plan: { clean: true }, scan: { dpi: 200, bitonal: true } },
      },
    ]);
    await page.getByLabel('选择扫描文件', { exact: true }).setInputFiles(join(root, png!));
    const row = page.getByRole('table', { name: '上传队列' }).getByRole('row', { name: /seat7/ });
    await row.getByText('已保存').waitFor({ timeout: 60_000 });
    expect(await row.getByText('seat7.jpg').count()).toBe(1);

    const api = await apiClient(product.baseUrl, 'teacher', 'teacher123');
    const batchId = new URL(page.url()).searchParams.get('batchId')!;
    const pages = await api.get<{ list: { id: string }[] }>(
      `/teacher/scan/batches/${batchId}/pages`,
    );
    const size = async () => {
      const d = await api.get<{ image: { width: number; height: number } | null }>(
        `/teacher/scan/pages/${pages.list[0]!.id}`,
      );
      return d.image && `${d.image.width}×${d.image.height}`;
    };
    await expect.poll(size, { timeout: 60_000 }).toBe('2480×3507');
  });
});
