import { launchBrowser, signIn } from '../tests/support/browser';
import { startProduct } from '../tests/support/product';
import { apiClient } from '../tests/support/scan-sheets';

const product = await startProduct();
const api = await apiClient(product.baseUrl, 'teacher', 'teacher123');
const info = await api.get<{ orgDefaultId: string }>('/system/user/gradeInfo');
const grades = await api.get<{ id: string; name: string }[]>('/system/class', { orgId: info.orgDefaultId, type: '1' });
const grade = grades.find((g) => g.name.startsWith('初二'))!;
await api.send('PUT', '/system/class/updateClassDefault', { orgId: info.orgDefaultId, classId: grade.id }, true);
let basket: { paperInfo: { id: string }[] } = { paperInfo: [] };
for (const kind of ['single', 'blank', 'solve'])
  for (const q of (await api.get<{ list: { id: string }[] }>('/teacher/bank/questions', { subjectId: 'junior-math', kind, pageSize: kind === 'solve' ? '8' : '10' })).list)
    basket = await api.send('POST', '/teacher/paper/question/addQuestion', { questionId: q.id });
const id = basket.paperInfo[0]!.id;
const draft = await api.get<{ doc: { settings: object }; revision: number }>(`/teacher/paper/${id}`);
await api.send('PUT', `/teacher/paper/${id}/doc`, { doc: { ...draft.doc, settings: { ...draft.doc.settings, title: '预览测速' } }, revision: draft.revision });
await api.send('POST', `/teacher/paper/${id}/save`, {});
const browser = await launchBrowser();
const page = await browser.freshPage(product.baseUrl);
await signIn(page, product.baseUrl, 'teacher', 'teacher123');
page.on('console', (m) => { if (m.text().startsWith('[preview]')) console.log(m.text()); });
for (const answers of [false, true, false, true]) {
  await page.goto(`${product.baseUrl}/printing?paperId=${id}`);
  await page.getByText('打印 · 预览测速').waitFor();
  await page.getByTestId('preview-pages').waitFor({ timeout: 120000 });
  const t0 = Date.now();
  let respAt = 0;
  const resp = page.waitForResponse((r) => r.url().includes('/print/paper'), { timeout: 120000 }).then(() => (respAt = Date.now()));
  if (answers) await page.getByText('含答案（按试卷设置印在题后或卷尾）').click();
  else await page.reload();
  await resp;
  await page.waitForFunction(() => !document.querySelector('.print-preview .ant-spin-spinning'), null, { timeout: 120000 });
  const shown = Date.now();
  const pages = await page.getByTestId('preview-pages').textContent();
  const d0 = Date.now();
  const bytes = await api.bytes('/teacher/print/paper', { paperId: id, withAnswers: answers });
  const dl = `下载 ${Date.now() - d0} ms（${(bytes.length / 1024).toFixed(0)} KB）`;
  console.log(`含答案=${answers}: 预览请求 ${respAt - t0} ms（含 300 ms 防抖），到画完 ${shown - t0} ms，${pages}`, dl);
}
await browser.close();
await product.stop();
process.exit(0);
