import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubHttp, type StubCall } from '../../../../tests/support/http-stub';
import { renderFeature } from '../../../../tests/support/render-feature';
import { buildBatch, buildPageDetail, buildProblem } from '../scanning.fixture';
import { buildGradeInfo, buildPaper, scanServer, uploadedNames } from '../scanning.server.fixture';
import { scanningReducer } from '../scanning.slice';
import { ScanPage } from './scan-page';

const renderPage = (path = '/scan') =>
  renderFeature(<ScanPage scanner={{ productKey: '', resourcesPath: '/dwt' }} />, {
    path,
    reducers: { scanning: scanningReducer },
  });

const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: 'image/jpeg' });

describe('ScanPage', () => {
  it('needs a school year: 请选择学年后再进行扫描', async () => {
    scanServer({ info: buildGradeInfo({ classDefaultId: null }) });
    renderPage();
    expect(await screen.findByText('请选择学年后再进行扫描')).toBeTruthy();
  });

  it('goes back to the paper and batch last scanned when /scan is opened without them', async () => {
    scanServer();
    const first = renderPage('/scan?paperId=p1&batchId=b1');
    await waitFor(() => expect(localStorage.getItem('zy.scan.last')).toContain('b1'));
    expect(first.location()).toBe('/scan?paperId=p1&batchId=b1');
    first.unmount();
    const again = renderPage('/scan');
    await waitFor(() => expect(again.location()).toBe('/scan?paperId=p1&batchId=b1'));
  });

  it('creates the batch when files arrive, uploads them and shows each file state and the counts', async () => {
    const { calls } = scanServer();
    const { location } = renderPage('/scan?paperId=p1');
    expect(
      await screen.findByText('未配置扫描控件许可证，请使用扫描仪自带软件扫描后导入文件'),
    ).toBeTruthy();
    const input = screen.getByLabelText('选择扫描文件') as HTMLInputElement;
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /选择文件$/ }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    fireEvent.change(input, {
      target: { files: [jpeg('2.jpg'), jpeg('1.jpg'), new File(['x'], '说明.txt')] },
    });

    const queue = await screen.findByRole('table', { name: '上传队列' });
    await within(queue).findByText('已保存');
    expect(within(queue).getByText('重复文件')).toBeTruthy();
    expect(within(queue).getByText('与已上传的 1.jpg 相同')).toBeTruthy();
    expect(screen.getByText(/未上传 1 个文件：说明.txt/)).toBeTruthy();

    const created = calls.find(
      (c: StubCall) => c.method === 'POST' && c.url === '/teacher/scan/batches',
    );
    expect(created?.body).toEqual({
      paperId: 'p1',
      classIds: ['c1'],
      settings: {
        scannerIndex: null,
        adaptive: true,
        paperSize: 1,
        assignToSubjectTeachers: false,
      },
    });
    const upload = calls.find((c) => c.url === '/teacher/scan/batches/b1/files');
    expect(uploadedNames(upload?.body)).toEqual(['1.jpg', '2.jpg']);
    await waitFor(() => expect(location()).toContain('batchId=b1'));
    expect(await screen.findByText('已收到页')).toBeTruthy();
  });

  it('settles a 客观题异常 with the answers typed beside the bubble crops', async () => {
    const problem = buildProblem();
    const { calls } = stubHttp({
      'GET /system/user/gradeInfo': () => buildGradeInfo(),
      'GET /system/class': () => [{ id: 'c1', name: '初二（1）班' }],
      'GET /teacher/paper/list': () => ({ total: 1, list: [buildPaper()] }),
      'GET /teacher/scan/batches': () => [
        buildBatch({
          counts: { ...buildBatch().counts, openProblems: 1, problemsByKind: { 客观题异常: 1 } },
        }),
      ],
      'GET /teacher/scan/batches/:id': () =>
        buildBatch({
          counts: { ...buildBatch().counts, openProblems: 1, problemsByKind: { 客观题异常: 1 } },
        }),
      'GET /teacher/scan/batches/:id/problems': ({ query }) =>
        query?.status === 'open' ? [problem] : [],
      'GET /teacher/scan/pages/:id': () => buildPageDetail(),
      'GET /teacher/scan/pages/:id/image': () => 'jpeg',
      'GET /teacher/scan/pages/:id/crop': () => 'jpeg',
      'POST /teacher/scan/problems/:id/resolve': () => ({ problem, page: buildPageDetail() }),
    });
    renderPage('/scan?paperId=p1&batchId=b1&view=problems');
    const input = await screen.findByLabelText('第 1 题答案');
    fireEvent.change(input, { target: { value: 'a' } });
    fireEvent.click(screen.getByRole('button', { name: '确认答案' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/teacher/scan/problems/pr1/resolve')).toBe(true),
    );
    const resolve = calls.find((c) => c.url === '/teacher/scan/problems/pr1/resolve');
    expect(resolve?.body).toEqual({ action: 'set-answers', answers: { '1': 'A' } });
  });
});
