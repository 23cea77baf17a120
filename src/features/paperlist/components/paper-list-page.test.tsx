import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaperListItem } from '../../../shared/api';
import { stubHttp, type StubCall } from '../../../../tests/support/http-stub';
import { renderFeature } from '../../../../tests/support/render-feature';
import { sectionHeader } from '../../../shared/paper';
import {
  buildCatalog,
  buildGradeInfo,
  buildListItem,
  buildPaperDetail,
} from '../paperlist.fixture';
import { PaperListPage } from './paper-list-page';

const PAPERS = [
  buildListItem(),
  buildListItem({
    id: 'paper-2',
    title: '物理期中练习',
    subjectId: 'junior-physics',
    subjectName: '物理',
    status: '草稿',
    classes: [],
    questionCount: 5,
    fullMarks: 30,
  }),
];

/** A paper list answering like the server: filters on subject, class and status. */
function listServer(papers: PaperListItem[] = PAPERS) {
  let rows = [...papers];
  return stubHttp({
    'GET /teacher/paper/list': ({ query = {} }: StubCall) => {
      const list = rows.filter(
        (p) =>
          (!query.subjectId || p.subjectId === query.subjectId) &&
          (!query.status || p.status === query.status) &&
          (!query.classId || p.classes.some((c) => c.id === query.classId)),
      );
      return { total: list.length, list };
    },
    'GET /teacher/paper/:id': ({ params }) => {
      const row = rows.find((p) => p.id === params.id);
      return row && buildPaperDetail(row);
    },
    'POST /teacher/paper/:id/copy': ({ params }) => {
      const from = rows.find((p) => p.id === params.id)!;
      const copy = buildListItem({
        ...from,
        id: `${from.id}-copy`,
        title: `${from.title}（副本）`,
        status: '草稿',
        classes: [],
      });
      rows = [copy, ...rows];
      return buildPaperDetail(copy);
    },
    'GET /teacher/bank/catalog': () => buildCatalog(),
    'GET /system/user/gradeInfo': () => buildGradeInfo(),
    'GET /system/class': () => [
      { id: 'c1', name: '初二(1)班' },
      { id: 'c2', name: '初二(2)班' },
      { id: 'c3', name: '初二(3)班' },
    ],
    'DELETE /teacher/paper/:id': ({ params }) => {
      rows = rows.filter((p) => p.id !== params.id);
      return null;
    },
    'PUT /teacher/paper/:id/classes': () => ({}),
  });
}

const titles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent);

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

describe('PaperListPage', () => {
  it('lists papers with subject, grade, classes, time, status, questions and marks', async () => {
    listServer();
    renderFeature(<PaperListPage />, { path: '/paperlist' });
    const row = (await screen.findByText('八年级数学单元测试')).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 8)).toEqual([
      '八年级数学单元测试',
      '数学',
      '初二（2025级）',
      '初二(1)班',
      expect.stringMatching(/^2025-09-01 \d\d:30$/),
      '已发布',
      '8',
      '52',
    ]);
    expect(titles()).toEqual(['八年级数学单元测试', '物理期中练习']);
  });

  it('filters by subject, class and status through the server query and the URL', async () => {
    const { calls } = listServer();
    const { location } = renderFeature(<PaperListPage />, { path: '/paperlist' });
    await screen.findByText('物理期中练习');
    await choose('状态', '草稿');
    await waitFor(() => expect(titles()).toEqual(['物理期中练习']));
    expect(location()).toBe(`/paperlist?status=${encodeURIComponent('草稿')}`);
    await choose('状态', '已发布');
    await choose('学科', '初中数学');
    await choose('班级', '初二(1)班');
    await waitFor(() => expect(titles()).toEqual(['八年级数学单元测试']));
    const last = calls.filter((c) => c.url === '/teacher/paper/list').at(-1);
    expect(last?.query).toMatchObject({
      subjectId: 'junior-math',
      classId: 'c1',
      status: '已发布',
      page: 1,
    });
  });

  it('打开 shows the paper in a drawer: subject, status, classes, versions and 大题', async () => {
    listServer();
    renderFeature(<PaperListPage />, { path: '/paperlist' });
    const row = (await screen.findByText('八年级数学单元测试')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /^打\s*开$/ }));
    const drawer = (await screen.findByText('第 1 版')).closest('.ant-drawer') as HTMLElement;
    expect(within(drawer).getAllByText('八年级数学单元测试').length).toBeGreaterThan(0);
    expect(within(drawer).getByText('初中数学')).toBeTruthy();
    expect(within(drawer).getByText('已发布')).toBeTruthy();
    expect(within(drawer).getByText('初二(1)班')).toBeTruthy();
    const detail = buildPaperDetail(PAPERS[0]!);
    for (const [i, section] of detail.doc.sections.entries())
      expect(within(drawer).getByText(sectionHeader(section, i))).toBeTruthy();
    expect(within(drawer).getByText(String(detail.fullMarks))).toBeTruthy();
  });

  it('编辑 opens /edit with the paper, its subject and type=2, from the row and the drawer', async () => {
    listServer();
    const view = renderFeature(<PaperListPage />, { path: '/paperlist' });
    const row = (await screen.findByText('物理期中练习')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /^编\s*辑$/ }));
    await waitFor(() =>
      expect(view.location()).toBe('/edit?paperId=paper-2&subjectId=junior-physics&type=2'),
    );
    view.unmount();
    listServer();
    const again = renderFeature(<PaperListPage />, { path: '/paperlist' });
    fireEvent.click(await screen.findByText('八年级数学单元测试'));
    const drawer = (await screen.findByText('第 1 版')).closest('.ant-drawer') as HTMLElement;
    fireEvent.click(within(drawer).getByRole('button', { name: /^编\s*辑$/ }));
    await waitFor(() =>
      expect(again.location()).toBe('/edit?paperId=paper-1&subjectId=junior-math&type=2'),
    );
  });

  it('复制 copies a paper and the copy appears as a 草稿', async () => {
    const { calls } = listServer();
    renderFeature(<PaperListPage />, { path: '/paperlist' });
    const row = (await screen.findByText('八年级数学单元测试')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /^复\s*制$/ }));
    const copy = (await screen.findByText('八年级数学单元测试（副本）')).closest('tr')!;
    expect(within(copy).getByText('草稿')).toBeTruthy();
    expect(within(copy).getByText('未布置')).toBeTruthy();
    expect(await screen.findByText('已复制为新的草稿')).toBeTruthy();
    expect(titles()).toEqual(['八年级数学单元测试（副本）', '八年级数学单元测试', '物理期中练习']);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/teacher/paper/paper-1/copy',
    ]);
  });

  it('says nothing matches when a search finds nothing, and invites 新建组卷 only when there are no papers', async () => {
    const { calls } = listServer();
    renderFeature(<PaperListPage />, {
      path: `/paperlist?keyword=${encodeURIComponent('期末')}&status=批改中`,
    });
    expect(await screen.findByText('没有符合条件的作业，请修改搜索词或筛选条件')).toBeTruthy();
    expect(screen.queryByText('还没有作业，点击“新建组卷”开始')).toBeNull();
    expect(calls.find((c) => c.url === '/teacher/paper/list')?.query).toMatchObject({
      keyword: '期末',
    });
  });

  it('invites 新建组卷 when the teacher has no papers yet', async () => {
    listServer([]);
    renderFeature(<PaperListPage />, { path: '/paperlist' });
    expect(await screen.findByText('还没有作业，点击“新建组卷”开始')).toBeTruthy();
  });

  it('deletes a paper after confirming', async () => {
    const { calls } = listServer();
    renderFeature(<PaperListPage />, { path: '/paperlist' });
    const row = (await screen.findByText('物理期中练习')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /^删\s*除$/ }));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: /^删\s*除$/ }));
    await waitFor(() => expect(screen.queryByText('物理期中练习')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/teacher/paper/paper-2')).toBe(
      true,
    );
  });

  it('offers 扫描 on each row, opening /scan with the paper', async () => {
    listServer();
    renderFeature(<PaperListPage />, { path: '/paperlist' });
    const row = (await screen.findByText('物理期中练习')).closest('tr')!;
    expect(within(row).getByRole('link', { name: '扫描' }).getAttribute('href')).toBe(
      '/scan?paperId=paper-2',
    );
  });

  it('warns before deleting a paper that already has scans and scores', async () => {
    listServer([buildListItem({ status: '批改中' })]);
    renderFeature(<PaperListPage />, { path: '/paperlist' });
    const row = (await screen.findByText('八年级数学单元测试')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /^删\s*除$/ }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm.textContent).toContain('该作业已有扫描的答题卡和成绩');
  });

  it('opens 布置到班级 from ?assign= with the school year’s classes, taught ones first', async () => {
    const { calls } = listServer();
    const { location } = renderFeature(<PaperListPage />, { path: '/paperlist?assign=paper-2' });
    const title = await screen.findByText('布置到班级：物理期中练习');
    const dialog = title.closest('[role="dialog"]') as HTMLElement;
    await within(dialog).findByText('学年：初二（2025级）');
    const boxes = within(dialog).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual([
      '初二(1)班（任教）',
      '初二(2)班（任教）',
      '初二(3)班',
    ]);
    fireEvent.click(boxes[0]!);
    await waitFor(() => expect(boxes[0]!.checked).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定布置' }));
    await waitFor(() => expect(location()).toBe('/paperlist'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put).toMatchObject({
      url: '/teacher/paper/paper-2/classes',
      body: { classIds: ['c1'] },
    });
  });

  it('says 请先在顶部选择学年 when no school year is chosen, and lets the teacher choose one there', async () => {
    let year: string | null = null;
    const { calls } = stubHttp({
      'GET /teacher/paper/list': () => ({ total: 1, list: [PAPERS[0]] }),
      'GET /teacher/paper/:id': () => PAPERS[0],
      'GET /teacher/bank/catalog': () => buildCatalog(),
      'GET /system/user/gradeInfo': () =>
        buildGradeInfo(
          year
            ? { classDefaultId: year, classDefaultName: '初二（2025级）' }
            : { classDefaultId: null },
        ),
      'GET /system/class': ({ query = {} }: StubCall) =>
        query.type === 1 || query.type === '1'
          ? [{ id: 'g2', name: '初二（2025级）' }]
          : [{ id: 'c1', name: '初二(1)班' }],
      'PUT /system/class/updateClassDefault': ({ body }: StubCall) => {
        year = (body as { classId: string }).classId;
        return null;
      },
    });
    renderFeature(<PaperListPage />, { path: '/paperlist?assign=paper-1' });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('请先在顶部选择学年')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '确定布置' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.mouseDown(await within(dialog).findByRole('combobox'));
    fireEvent.click(await screen.findByTitle('初二（2025级）'));
    await within(dialog).findByText('学年：初二（2025级）');
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      orgId: 'org-1',
      classId: 'g2',
    });
    expect(within(dialog).getByRole('button', { name: '确定布置' }).hasAttribute('disabled')).toBe(
      false,
    );
  });
});
