import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaperListItem, ScanBatch, UserGradeInfo } from '../../../shared/api';
import { stubHttp, type StubCall } from '../../../../tests/support/http-stub';
import { renderFeature } from '../../../../tests/support/render-feature';
import { buildBatch, buildPageDetail, buildProblem } from '../scanning.fixture';
import { scanningReducer } from '../scanning.slice';
import { ScanPage } from './scan-page';

const buildGradeInfo = (overrides: Partial<UserGradeInfo> = {}): UserGradeInfo => ({
  orgDefaultId: 'o1',
  gradeDirector: false,
  isCreator: false,
  isAdministrator: false,
  classDefaultId: 'g1',
  classDefaultName: '初二（2025级）',
  subjects: [],
  classes: [{ id: 'c1', name: '初二（1）班', gradeId: 'g1' }],
  ...overrides,
});

const buildPaper = (overrides: Partial<PaperListItem> = {}): PaperListItem =>
  ({
    id: 'p1',
    title: '第三单元测验',
    subjectId: 'math',
    subjectName: '数学',
    gradeName: '初二',
    classes: [{ id: 'c1', name: '初二（1）班' }],
    status: '已发布',
    version: 1,
    questionCount: 10,
    fullMarks: 100,
    createdAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  }) as PaperListItem;

/** A school with one paper and a batch the server fills as files arrive. */
function scanServer(info = buildGradeInfo()) {
  let batch: ScanBatch | null = null;
  const stub = stubHttp({
    'GET /system/user/gradeInfo': () => info,
    'GET /system/class': () => [
      { id: 'c1', name: '初二（1）班' },
      { id: 'c2', name: '初二（2）班' },
    ],
    'GET /teacher/paper/list': () => ({ total: 1, list: [buildPaper()] }),
    'GET /teacher/scan/batches': () => (batch ? [batch] : []),
    'POST /teacher/scan/batches': ({ body }) => {
      const b = body as { paperId: string; classIds: string[] };
      return (batch = buildBatch({ paperId: b.paperId, classIds: b.classIds }));
    },
    'GET /teacher/scan/batches/:id': () => batch,
    'POST /teacher/scan/batches/:id/files': ({ body }) => {
      const files = (body as FormData).getAll('files') as File[];
      batch = buildBatch({
        counts: { ...buildBatch().counts, files: 1, duplicateFiles: 1, pages: 1, recognised: 1 },
      });
      return {
        files: files.map((f, i) =>
          i === 0
            ? { fileId: 'f1', name: f.name, status: 'stored' }
            : {
                fileId: 'f1',
                name: f.name,
                status: 'duplicate',
                duplicateOf: { fileId: 'f1', name: files[0]!.name, batchId: 'b1' },
              },
        ),
      };
    },
    'GET /teacher/scan/batches/:id/pages': () => ({ total: 0, list: [] }),
  });
  return stub;
}

const renderPage = (path = '/scan') =>
  renderFeature(<ScanPage scanner={{ productKey: '', resourcesPath: '/dwt' }} />, {
    path,
    reducers: { scanning: scanningReducer },
  });

const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: 'image/jpeg' });

describe('ScanPage', () => {
  it('needs a school year: 请选择学年后再进行扫描', async () => {
    scanServer(buildGradeInfo({ classDefaultId: null }));
    renderPage();
    expect(await screen.findByText('请选择学年后再进行扫描')).toBeTruthy();
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
    expect(((upload?.body as FormData).getAll('files') as File[]).map((f) => f.name)).toEqual([
      '1.jpg',
      '2.jpg',
    ]);
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
