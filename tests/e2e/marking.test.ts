import ExcelJS from 'exceljs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { MarkingSetup, MarkingTaskRow } from '../../src/shared/api/marking';
import { launchBrowser, signIn, type TestBrowser } from '../support/browser';
import { startProduct, type Product } from '../support/product';
import {
  apiClient,
  printForScan,
  writeScans,
  type Api,
  type FolderFile,
  type PrintedForScan,
} from '../support/scan-sheets';

const CLASS = '初二(1)班';
/** Seats scanned and how each wrote: seats 1 and 2 the same answer, seat 3 nothing, 4–6 their own. */
const WRITING: Record<number, 'blank' | number> = { 1: 7, 2: 7, 3: 'blank', 4: 11, 5: 12, 6: 13 };

let product: Product;
let first: TestBrowser;
let second: TestBrowser;
let api: Api;
let printed: PrintedForScan;
let root: string;
let blockA: string;
let blockB: string;

const url = (path: string) => `${product.baseUrl}${path}`;

async function uploadScans(files: string[]) {
  const batch = await api.send<{ id: string }>('POST', '/teacher/scan/batches', {
    paperId: printed.paperId,
    classIds: [printed.classId],
    settings: { scannerIndex: null, adaptive: true, paperSize: 1, assignToSubjectTeachers: false },
  });
  const form = new FormData();
  for (const f of files)
    form.append('files', new Blob([new Uint8Array(await readFile(join(root, f)))]), f);
  const res = await fetch(url(`/api/teacher/scan/batches/${batch.id}/files`), {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}` },
    body: form,
  });
  expect(res.status).toBe(200);
}

/** Saves a screenshot when MARKING_SHOTS names a folder (to look at the screens by hand). */
async function shot(page: Page, name: string) {
  if (process.env.MARKING_SHOTS)
    await page.screenshot({ path: join(process.env.MARKING_SHOTS, `${name}.png`) });
}

/** Types a score into the first field and 0 into the others, each followed by Enter (the last submits). */
async function typeScores(page: Page, value: string, fields: number) {
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
  for (let i = 1; i < fields; i++) {
    await page.keyboard.type('0');
    await page.keyboard.press('Enter');
  }
}

/** Marks every item the workspace hands out with the keyboard alone: the scores typed, then Enter. */
async function markAll(page: Page, field: string, score: (n: number) => string | null, fields = 1) {
  let n = 0;
  const none = page.getByText('暂无可评的答卷');
  const image = page.getByAltText('作答图片 1');
  const pad = page.getByLabel(`${field}得分`);
  // The next answer is ready when its image shows with an empty pad; the previous answer's image
  // may still show while the workspace asks for the next one, which can be none.
  const ready = async () =>
    (await image.isVisible()) && (await pad.count()) > 0 && (await pad.innerText()) === '　';
  for (;;) {
    await expect
      .poll(async () => (await none.isVisible()) || (await ready()), { timeout: 30_000 })
      .toBe(true);
    if (await none.isVisible()) return n;
    const value = score(n++);
    if (value === null) return n - 1;
    const submitted = page.waitForResponse(
      (r) => r.url().includes('/submit') && r.request().method() === 'POST',
    );
    await typeScores(page, value, fields);
    const res = await submitted;
    expect(res.status(), `${res.url()} ${await res.text()}`).toBe(200);
  }
}

beforeAll(async () => {
  product = await startProduct();
  [first, second] = [await launchBrowser(), await launchBrowser()];
  api = await apiClient(product.baseUrl, 'teacher', 'teacher123');
  printed = await printForScan(api, {
    grade: '2025',
    className: CLASS,
    questions: 4,
    title: '第四单元测验（网阅）',
    extra: [{ kind: 'solve', count: 2 }],
  });
  root = await mkdtemp(join(tmpdir(), 'zy-mark-e2e-'));
  const per = printed.layout.pages.length;
  const files: FolderFile[] = Object.entries(WRITING).flatMap(([seat, writing]) =>
    Array.from({ length: per }, (_, p) => ({
      name: `${seat}-${p + 1}.jpg`,
      pdf: 'set' as const,
      order: { pdfPage: (Number(seat) - 1) * per + p + 1, plan: { clean: true, writing } },
      seed: Number(seat) * 10 + p,
    })),
  );
  await uploadScans(await writeScans(root, printed, files).then(() => readdir(root)));
  // Items appear as pages are recognised and their crops cut.
  for (let i = 0; ; i++) {
    const rows = await api.get<MarkingTaskRow[]>('/teacher/marking/tasks');
    const row = rows.find((r) => r.paperId === printed.paperId);
    if (row?.blocks.map((b) => `${b.progress.total}:${b.progress.waiting}`).join(',') === '6:0,6:0')
      break;
    if (i > 240)
      throw new Error(`items not ready: ${JSON.stringify(row?.blocks.map((b) => b.progress))}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  // 得分点 added in 阅卷设置 (the owner, in the browser) are kept by the setup saved below.
  const owner = await first.freshPage(product.baseUrl);
  await signIn(owner, product.baseUrl, 'teacher', 'teacher123');
  await owner.goto(url('/correct'));
  await owner
    .locator('.ant-card')
    .filter({ hasText: printed.title })
    .getByRole('button', { name: '阅卷设置' })
    .click();
  const drawer = owner.locator('.ant-drawer');
  await drawer.getByRole('button', { name: '得分点（0）' }).first().click();
  const pointsModal = owner.locator('.ant-modal').filter({ hasText: '的得分点' });
  await pointsModal.getByRole('button', { name: '添加得分点' }).click();
  await pointsModal.getByLabel('得分点1', { exact: true }).fill('写出关键步骤');
  await pointsModal.getByRole('button', { name: /^确\s?定$/ }).click();
  await drawer.getByRole('button', { name: '得分点（1）' }).waitFor();
  await drawer.getByRole('button', { name: '保存阅卷设置' }).click();
  await owner.getByText('阅卷设置已保存').waitFor();
  await owner.close();
  const setup = await api.get<MarkingSetup>(`/teacher/marking/papers/${printed.paperId}/setup`);
  expect(setup.blocks[0]!.points).toEqual([{ field: 0, text: '写出关键步骤', score: 1 }]);
  const id = (name: string) => setup.teachers.find((t) => t.name === name)!.userId;
  const saved = await api.send<MarkingSetup>(
    'PUT',
    `/teacher/marking/papers/${printed.paperId}/setup`,
    {
      paperVersion: setup.paperVersion,
      revision: setup.revision,
      assign: 'pooled',
      blocks: setup.blocks.map((b, i) => ({
        name: b.name,
        fields: b.fields.map((f) => ({ ...f, full: 10 })),
        step: 1,
        points: b.points,
        mode: i === 0 ? 'double' : 'single',
        tolerance: 2,
        combine: 'mean',
        leaderId: id('李老师'),
        markers: (i === 0 ? ['李老师', '王老师', '赵老师'] : ['李老师']).map((n) => ({
          userId: id(n),
          quota: null,
        })),
      })),
    },
  );
  [blockA, blockB] = saved.blocks.map((b) => b.id) as [string, string];
}, 300_000);

afterAll(async () => {
  await first?.close();
  await second?.close();
  await product?.stop();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('issue 11: 网阅 in the browser', () => {
  it('marks two questions (双评 with 仲裁, blanks, a group, 回评, a 问题卷) to 已完成 with totals matching the .xlsx', async () => {
    const setup = await api.get<MarkingSetup>(`/teacher/marking/papers/${printed.paperId}/setup`);
    const [fieldA, fieldB] = setup.blocks.map((b) => b.fields[0]!.label) as [string, string];
    const [fullA, fullB] = setup.blocks.map((b) => b.fields[0]!.full) as [number, number];
    const [nA, nB] = setup.blocks.map((b) => b.fields.length) as [number, number];
    expect([fullA, fullB]).toEqual([10, 10]);
    const [hi, low, third] = [fullA, fullA - 5, fullA - 2].map(String) as [string, string, string];

    // 双评, tolerance 2: 李老师 and 王老师 in two browsers, full marks; 王老师's second score is 5 below.
    const li = await first.freshPage(product.baseUrl);
    await signIn(li, product.baseUrl, 'teacher', 'teacher123');
    const wang = await second.freshPage(product.baseUrl);
    await signIn(wang, product.baseUrl, 'wang', 'wang123');
    await li.goto(url(`/write?blockId=${blockA}`));
    await li.getByText('题目、标准答案与得分点').click();
    await li.getByText(`${fieldA}：写出关键步骤（1分）`).waitFor();
    await wang.goto(url(`/write?blockId=${blockA}`));
    await li.setViewportSize({ width: 1366, height: 768 });
    await wang.setViewportSize({ width: 1024, height: 768 });
    await li.getByAltText('作答图片 1').waitFor();
    await wang.getByAltText('作答图片 1').waitFor();
    await shot(li, 'write-1366');
    await shot(wang, 'write-tablet-1024');
    const [byLi, byWang] = await Promise.all([
      markAll(li, fieldA, () => hi, nA),
      markAll(wang, fieldA, (n) => (n === 1 ? low : hi), nA),
    ]);
    expect(byLi + byWang).toBe(12);

    // 仲裁 by a third teacher who is neither of the two: 2 below full is within 2 of full, so the final is 1 below.
    await wang.close();
    const zhao = await second.freshPage(product.baseUrl);
    await signIn(zhao, product.baseUrl, 'zhao', 'zhao123');
    await zhao.goto(url(`/write?blockId=${blockA}`));
    expect(await markAll(zhao, fieldA, () => third, nA)).toBe(1);

    // Block B (单评): confirm the blank at once, score the alike pair as a group, mark the rest.
    await li.goto(url(`/write?blockId=${blockB}&mode=blank`));
    await li.getByText('以下 1 份答卷未测到笔迹').waitFor();
    await li.getByRole('button', { name: '全部确认为 0 分' }).click();
    await li.getByText('已确认 1 份空白为 0 分').waitFor();
    await li.goto(url(`/write?blockId=${blockB}&mode=group`));
    await li.getByText('第 1 组：2 份相似答案').waitFor();
    await li.getByRole('button', { name: '查看并给分' }).click();
    await typeScores(li, String(fullB - 1), nB);
    await li.getByText('已给 2 份答卷评分').waitFor();
    await li.goto(url(`/write?blockId=${blockB}`));
    expect(await markAll(li, fieldB, (n) => (n === 1 ? null : String(fullB)), nB)).toBe(1);
    await li.getByRole('button', { name: '问题卷' }).click();
    await li.getByRole('radio', { name: '图像不清' }).check();
    await li.getByRole('button', { name: '提交问题卷' }).click();
    await li.getByText('已标记为问题卷').waitFor();
    expect(await markAll(li, fieldB, () => String(fullB), nB)).toBe(1);

    // 回评: the newest item back from full marks to 2.
    await li.goto(url(`/write?blockId=${blockB}&mode=review`));
    await li
      .getByRole('button', { name: /改\s?分/ })
      .first()
      .click();
    await expect.poll(() => li.getByLabel(`${fieldB}得分`).innerText()).toBe(String(fullB));
    await li.keyboard.press('Backspace');
    await li.keyboard.press('Backspace');
    await li.keyboard.type('2');
    await li.keyboard.press('Enter');
    await li.getByText('已修改').waitFor();

    // The owner settles the 问题卷 with 1 and the paper is 已完成.
    await li.goto(url('/correct'));
    const card = li.locator('.ant-card').filter({ hasText: printed.title });
    await card.getByRole('button', { name: '问题卷' }).click();
    await li.getByText('图像不清').waitFor();
    await li.getByRole('button', { name: '改判给分' }).click();
    await typeScores(li, '1', nB);
    await li.getByText('问题卷已处理').waitFor();
    await li.keyboard.press('Escape');
    await li.reload();
    await card.getByText('已完成').waitFor();
    await shot(li, 'correct-1366');
    await card.getByRole('button', { name: '阅卷进度与质量监控' }).click();
    await li.getByText('实时更新中').waitFor();
    await shot(li, 'board-1366');
    await li.keyboard.press('Escape');

    // The marked card as one picture (pages stacked) with the scores drawn in red.
    await card.getByRole('button', { name: /^成 ?绩$/ }).click();
    const scoresDrawer = li.getByRole('dialog');
    const [picture] = await Promise.all([
      li.waitForEvent('download', { timeout: 60_000 }),
      scoresDrawer.getByRole('button', { name: '下载图片' }).first().click(),
    ]);
    expect(picture.suggestedFilename()).toMatch(/-批改后的答题卡\.png$/);
    const png = sharp(await readFile((await picture.path())!));
    const meta = await png.metadata();
    expect([meta.format, meta.width]).toEqual(['png', 1240]);
    const { data, info } = await png.removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let red = 0;
    for (let i = 0; i < data.length; i += info.channels)
      if (data[i]! > 180 && data[i + 1]! < 90 && data[i + 2]! < 90) red++;
    expect(red).toBeGreaterThan(200);
    await li.keyboard.press('Escape');

    const table = await api.get<{
      columns: { key: string; label: string }[];
      rows: {
        examNo: string;
        state: string;
        scores: Record<string, number | null>;
        objective: number;
        total: number;
        rank: number | null;
      }[];
    }>(`/teacher/marking/papers/${printed.paperId}/scores`, { classId: printed.classId });
    const scanned = table.rows.filter((r) => r.state !== '未扫描');
    expect(scanned.map((r) => r.state)).toEqual(Array(6).fill('已完成'));
    const colA = table.columns.find((c) => c.label === fieldA)!.key;
    const colB = table.columns.find((c) => c.label === fieldB)!.key;
    const sorted = (k: string) => scanned.map((r) => r.scores[k]!).sort((x, y) => x - y);
    expect(sorted(colA)).toEqual([fullA - 1, fullA, fullA, fullA, fullA, fullA]);
    expect(sorted(colB)).toEqual([0, 1, 2, fullB - 1, fullB - 1, fullB]);
    const seat = (r: { examNo: string }) => Number(r.examNo.slice(-2));
    expect(scanned.find((r) => seat(r) === 3)!.scores[colB]).toBe(0);
    expect([
      scanned.find((r) => seat(r) === 1)!.scores[colB],
      scanned.find((r) => seat(r) === 2)!.scores[colB],
    ]).toEqual([fullB - 1, fullB - 1]);
    for (const r of scanned)
      expect(r.total).toBeCloseTo(r.objective + r.scores[colA]! + r.scores[colB]!, 5);

    // The .xlsx cells match the table: headers in Chinese, one row per student, 未扫描 marked.
    // (an export job, as the 导出 Excel button runs it: start, poll, then the file)
    let job = await api.send<{ jobId: string; status: string }>('POST', '/teacher/exports', {
      kind: 'marking-scores',
      paperId: printed.paperId,
      classId: printed.classId,
    });
    while (job.status === 'running') {
      await new Promise((r) => setTimeout(r, 200));
      job = await api.get(`/teacher/exports/${job.jobId}`);
    }
    expect(job.status).toBe('done');
    const res = await fetch(url(`/api/teacher/exports/${job.jobId}/file`), {
      headers: { authorization: `Bearer ${api.token}` },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const ws = wb.getWorksheet('成绩表')!;
    const headers = (ws.getRow(2).values as unknown[]).slice(1) as string[];
    expect(headers.slice(0, 3)).toEqual(['考号', '姓名', '班级']);
    expect(headers.slice(-4)).toEqual(['客观题', '主观题', '总分', '班级排名']);
    const totalCol = headers.indexOf('总分') + 1;
    const aCol = headers.findIndex((h) => h.startsWith(`${fieldA}（`)) + 1;
    for (const [i, r] of table.rows.entries()) {
      const row = ws.getRow(i + 3);
      expect(String(row.getCell(1).value)).toBe(r.examNo);
      if (r.state === '未扫描') expect(row.getCell(totalCol).value).toBe('未扫描');
      else {
        expect(row.getCell(totalCol).value).toBe(r.total);
        expect(row.getCell(aCol).value).toBe(r.scores[colA]);
        expect(row.getCell(totalCol + 1).value).toBe(r.rank);
      }
    }
  });
});
