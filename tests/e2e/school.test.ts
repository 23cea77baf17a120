import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { layoutCard, type PaperDoc } from '../../src/layout';
import { makeSheets } from '../../src/server/modules/scan/testing/card-scans';
import { writeSheet } from '../../src/server/lib/xlsx';
import { decodeQr, newestCaptcha, smsCode } from '../support/account-helpers';
import { launchBrowser, signIn, type TestBrowser } from '../support/browser';
import { startProduct, type Product } from '../support/product';
import { apiClient, chooseSchoolYear } from '../support/scan-sheets';

let product: Product;
let browser: TestBrowser;
let root: string;

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
  root = await mkdtemp(join(tmpdir(), 'zy-school-e2e-'));
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  if (root) await rm(root, { recursive: true, force: true });
});

const url = (path: string) => `${product.baseUrl}${path}`;
/** The open (not hidden) dropdown's option with a text. */
const option = (page: Page, text: string) =>
  page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: text })
    .first();
const toast = (page: Page, text: string | RegExp) =>
  page.locator('.ant-message').getByText(text).waitFor();

describe('issue 14: the school runs itself, in Chromium', () => {
  it('registers a new teacher through an invitation QR link, who joins after the administrator approves', async () => {
    const admin = await browser.freshPage(product.baseUrl);
    await signIn(admin, product.baseUrl, 'director', 'director123');
    await admin.goto(url('/team/member'));
    await admin.getByRole('button', { name: '生成邀请链接' }).click();
    const form = admin.getByRole('dialog', { name: '生成邀请链接' });
    await form.getByPlaceholder('如：初一数学组').fill('初二物理组');
    expect(await form.getByRole('checkbox', { name: '加入需要管理员审核' }).isChecked()).toBe(true);
    await form.getByRole('button', { name: /生\s*成/ }).click();
    const shown = admin.getByRole('dialog', { name: '邀请链接' });
    const qr = shown.getByRole('img', { name: '邀请二维码' });
    await qr.waitFor();
    const src = (await qr.getAttribute('src')) ?? '';
    const png = Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64');
    const link = await decodeQr(new Uint8Array(png));
    expect(link).toMatch(new RegExp(`^${product.baseUrl}/invite\\?code=`));
    expect(await shown.getByTestId('invite-link').innerText()).toContain(link);

    // The new teacher opens the scanned link without an account: no top nav, the school, 注册.
    const phone = await launchBrowser();
    const newbie = await phone.freshPage(product.baseUrl);
    await newbie.goto(link);
    await newbie.getByRole('heading', { name: '邀请你加入 示例实验中学' }).waitFor();
    expect(await newbie.locator('.top-nav').count()).toBe(0);
    await newbie.getByRole('tab', { name: '注册' }).click();
    const reg = newbie.getByRole('form', { name: '注册' });
    // Spec messages: 请输入用户名 on blur, 请输入密码 on change.
    await reg.getByPlaceholder('用户名').focus();
    await reg.getByPlaceholder('昵称（如：王老师）').focus();
    await reg.getByText('请输入用户名').waitFor();
    await reg.getByPlaceholder('密码（至少 6 位）').fill('x');
    await reg.getByPlaceholder('密码（至少 6 位）').fill('');
    await reg.getByText('请输入密码').first().waitFor();
    await reg.getByPlaceholder('用户名').fill('teacher');
    await reg.getByPlaceholder('昵称（如：王老师）').focus();
    await reg.getByText('该用户名已被注册').waitFor();
    await reg.getByPlaceholder('用户名').fill('wulaoshi');
    await reg.getByPlaceholder('昵称（如：王老师）').fill('吴老师');
    await reg.getByPlaceholder('手机号码').fill('13912345678');
    await reg.getByPlaceholder('密码（至少 6 位）').fill('wulaoshi88');
    await reg.getByPlaceholder('再次输入密码').fill('wulaoshi8');
    await reg.getByText('两次输入的密码不一致').waitFor();
    await reg.getByPlaceholder('再次输入密码').fill('wulaoshi88');
    await reg.getByRole('button', { name: /注\s*册/ }).click();
    await reg.getByText('请输入图形验证码').waitFor();
    await reg.getByText('请输入短信验证码').waitFor();
    await reg.getByLabel('换一张图形验证码').locator('svg').waitFor();
    await reg.getByLabel('图形验证码', { exact: true }).fill(newestCaptcha(product));
    await reg.getByRole('button', { name: '获取验证码' }).click();
    await reg.getByRole('button', { name: /秒后重发/ }).waitFor();
    await reg.getByLabel('短信验证码').fill(smsCode(product, '13912345678'));
    await reg.getByRole('button', { name: /注\s*册/ }).click();
    await newbie.getByRole('button', { name: '申请加入' }).click();
    await newbie.locator('.ant-alert').getByText('已提交申请，等待管理员审核').waitFor();

    // The administrator approves; the teacher is a member with the invitation's role.
    await admin.goto(url('/team/member'));
    const request = admin.getByLabel('申请：吴老师');
    await request.getByRole('button', { name: /同\s*意/ }).click();
    await toast(admin, '已同意加入');
    await admin.getByRole('table', { name: '成员' }).getByText('吴老师').waitFor();
    await newbie.goto(url('/userset'));
    await newbie.getByText('当前学校').waitFor();
    await newbie.getByText('示例实验中学').first().waitFor();
    await phone.close();
  });

  it('imports a class roster from an .xlsx with one bad row: fixed in the preview, then imported', async () => {
    const page = await browser.freshPage(product.baseUrl);
    await signIn(page, product.baseUrl, 'director', 'director123');
    await page.goto(url('/team/details?tab=students'));
    await page.getByRole('combobox', { name: '班级' }).click();
    await option(page, '初一(2)班').click();
    const file = join(root, '初一2班新生.xlsx');
    const rows = [
      ['欧阳新', '初一(2)班', '20269801', '男'],
      ['司马新', '初一(9)班', '20269802', '女'],
      ['诸葛新', '初一(2)班', '20269803', ''],
    ];
    await writeFile(file, await writeSheet('名单', ['姓名', '班级', '考号', '性别'], rows));
    await page.locator('input[type=file][accept=".xlsx"]').setInputFiles(file);
    const dialog = page.getByRole('dialog', { name: /导入学生名单/ });
    await dialog.getByText('1 行有问题', { exact: false }).waitFor();
    await dialog.getByText('班级“初一(9)班”不存在').waitFor();
    expect(await dialog.getByRole('button', { name: /导入 3 名学生/ }).isDisabled()).toBe(true);
    const cls = dialog.getByLabel('第 3 行班级');
    await cls.fill('初一(2)班');
    await dialog.getByRole('button', { name: '重新检查' }).click();
    await dialog.getByText('全部无误，可以导入').waitFor();
    await dialog.getByRole('button', { name: /导入 3 名学生/ }).click();
    await toast(page, '导入完成：新增 3 人，更新 0 人');
    const table = page.getByRole('table', { name: '学生名单' });
    for (const [name] of rows) await table.getByText(name!).waitFor();
  });

  it('makes a stand-alone answer card, prints it, and scores scanned fills', async () => {
    const page = await browser.freshPage(product.baseUrl);
    await signIn(page, product.baseUrl, 'teacher', 'teacher123');
    const api = await apiClient(product.baseUrl, 'teacher', 'teacher123');
    await chooseSchoolYear(api, '2025');
    await page.goto(url('/answerCard'));
    await page.getByLabel('答题卡标题').fill('区统考 八年级数学（答题卡）');
    await page.getByRole('combobox', { name: '学科' }).click();
    await page.keyboard.type('初中数学');
    await option(page, '初中数学').click();
    await page.getByLabel('第 1 大题答案').fill('ABCDA BCDAB');
    await page.getByRole('button', { name: '删除第 2 大题' }).click();
    await page.getByText('答题卡共 1 页').waitFor();
    await page.getByRole('button', { name: '保存到作业列表' }).click();
    await toast(page, '答题卡已保存到作业列表');
    await expect.poll(() => new URL(page.url()).searchParams.get('cardId')).toBeTruthy();
    const paperId = new URL(page.url()).searchParams.get('cardId')!;

    // Print: the card tab of the print screen shows the card's PDF.
    await page.getByRole('button', { name: '打印答题卡' }).click();
    await page.getByText('打印 · 区统考 八年级数学（答题卡）').waitFor();

    // Assign it to 初二(1)班, print the class's personalised cards, and let five students fill them.
    const { grade, orgId } = await chooseSchoolYear(api, '2025');
    const classes = await api.get<{ id: string; name: string }[]>('/system/class', {
      orgId,
      pid: grade.id,
    });
    const classId = classes.find((c) => c.name === '初二(1)班')!.id;
    await api.send('PUT', `/teacher/paper/${paperId}/classes`, { classIds: [classId] });
    const paper = await api.get<{ doc: PaperDoc }>(`/teacher/paper/${paperId}`);
    const layout = layoutCard(paper.doc);
    const set = await api.bytes('/teacher/print/card/students', { paperId, classIds: [classId] });
    const orders = [1, 2, 3, 4, 5].map((seat) => ({
      pdfPage: (seat - 1) * layout.pages.length + 1,
      plan: { clean: true },
    }));
    const sheets = await makeSheets(set, layout, orders);
    const keys = 'ABCDABCDAB';
    const files: string[] = [];
    const expected: number[] = [];
    for (const [i, s] of sheets.entries()) {
      files.push(join(root, `卡${i + 1}.jpg`));
      await writeFile(files[i]!, s.bytes);
      expected.push(
        s.truth.questions.reduce(
          (n, q) => n + (q.kind === 'answer' && q.answer === keys[q.no - 1] ? 3 : 0),
          0,
        ),
      );
    }

    await page.goto(url(`/scan?paperId=${paperId}`));
    await page.getByRole('checkbox', { name: '初二(1)班（任教）' }).waitFor();
    await page.getByLabel('选择扫描文件', { exact: true }).setInputFiles(files);
    await page.getByRole('tab', { name: '客观题成绩' }).click();
    const rows = page.getByLabel('客观题成绩').locator('tbody tr.ant-table-row');
    for (const [i, score] of expected.entries()) {
      const examNo = `202501${String(i + 1).padStart(2, '0')}`;
      await expect
        .poll(
          async () => {
            if (!(await rows.filter({ hasText: examNo }).count()))
              await page.getByRole('tab', { name: '客观题成绩' }).click();
            return rows
              .filter({ hasText: examNo })
              .locator('td')
              .nth(2)
              .innerText({ timeout: 1000 })
              .catch(() => '');
          },
          { timeout: 120_000, interval: 1000 },
        )
        .toBe(String(score));
    }
  });

  it('files a 问题反馈 with a screenshot that the administrator sees and answers', async () => {
    const page = await browser.freshPage(product.baseUrl);
    await signIn(page, product.baseUrl, 'teacher', 'teacher123');
    await page.goto(url('/userset?nav=2'));
    const shot = join(root, '截图.png');
    await writeFile(
      shot,
      await sharp({ create: { width: 200, height: 120, channels: 3, background: '#ffd666' } })
        .png()
        .toBuffer(),
    );
    await page.getByLabel('问题描述').fill('打印预览一直显示空白');
    await page.locator('input[type=file][accept^="image/"]').setInputFiles(shot);
    await page.getByRole('button', { name: '提交反馈' }).click();
    await toast(page, /反馈已提交/);
    await page
      .getByLabel('反馈：打印预览一直显示空白')
      .getByRole('img', { name: '截图：截图.png' })
      .waitFor();

    const admin = await browser.freshPage(product.baseUrl);
    await signIn(admin, product.baseUrl, 'director', 'director123');
    await admin.goto(url('/userset?nav=2'));
    const inbox = admin.locator('.ant-card').filter({ hasText: '本校反馈（管理员）' });
    const report = inbox.getByLabel('反馈：打印预览一直显示空白');
    await report.getByRole('img', { name: '截图：截图.png' }).waitFor();
    await report.getByText('李老师').first().waitFor();
    await report.getByLabel('答复内容').fill('请把浏览器升级到最新版本后重试');
    await report.getByRole('button', { name: /答\s*复/ }).click();
    await toast(admin, '已答复');
    await report.getByText('张主任 答复：请把浏览器升级到最新版本后重试').waitFor();
  });
});
