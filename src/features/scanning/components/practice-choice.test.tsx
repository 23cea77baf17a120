import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderFeature } from '../../../../tests/support/render-feature';
import { buildBatch } from '../scanning.fixture';
import {
  buildPaper,
  buildPracticeItem,
  scanServer,
  uploadedNames,
} from '../scanning.server.fixture';
import { scanningReducer } from '../scanning.slice';
import { ScanPage } from './scan-page';

const renderPage = (path: string) =>
  renderFeature(<ScanPage scanner={{ productKey: '', resourcesPath: '/dwt' }} />, {
    path,
    reducers: { scanning: scanningReducer },
  });

const practices = [
  buildPracticeItem(),
  buildPracticeItem({
    rehearseBatchId: 'r0',
    title: '错题重练 · 初二（1）班 · 40 名学生',
    classes: [{ id: 'c1', name: '初二（1）班' }],
    createdAt: '2026-11-20T08:00:00.000Z',
    students: 40,
    scanned: 40,
  }),
];

const openPapers = async () =>
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: '试卷' }));
const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff])], '1.jpg', { type: 'image/jpeg' });

describe('错题练习 in the 试卷 choice of /scan', () => {
  // /scan without a paper goes back to the last one scanned (kept in localStorage).
  beforeEach(() => localStorage.clear());

  it('offers the practice batches beside the papers; one chosen is scanned into its own batch', async () => {
    const { calls } = scanServer({ papers: [buildPaper()], practices });
    const { location } = renderPage('/scan?paperId=p1');
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/teacher/scan/practice-batches').length).toBe(1),
    );
    await openPapers();
    // Two groups: the papers, then 错题练习 with each batch's subject, day and students scanned.
    expect(await screen.findByText('错题练习')).toBeTruthy();
    expect(screen.getByText('数学 · 2026-11-28 · 已扫描 3/80 人')).toBeTruthy();
    expect(screen.getByText('数学 · 2026-11-20 · 已扫描 40/40 人')).toBeTruthy();
    // Opening the list fetches the counts again.
    expect(calls.filter((c) => c.url === '/teacher/scan/practice-batches').length).toBe(2);

    fireEvent.click(screen.getByTitle('错题重练 · 初二（1）班、初二（2）班 · 80 名学生'));
    await waitFor(() => expect(location()).toBe('/scan?practiceId=r1'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /选择文件$/ }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    fireEvent.change(screen.getByLabelText('选择扫描文件'), { target: { files: [jpeg] } });
    await waitFor(() => expect(location()).toBe('/scan?practiceId=r1&batchId=b1'));
    const created = calls.filter(
      (c) => c.method === 'POST' && /^\/teacher\/scan\/(practice-)?batches$/.test(c.url),
    );
    expect(
      created.map((c) => [c.url, (c.body as { rehearseBatchId?: string }).rehearseBatchId]),
    ).toEqual([['/teacher/scan/practice-batches', 'r1']]);
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.url === '/teacher/scan/batches/b1/files')
          .map((c) => uploadedNames(c.body)),
      ).toEqual([['1.jpg']]),
    );

    // Back to a paper: the practice is left, the paper's classes come back.
    await openPapers();
    fireEvent.click(await screen.findByTitle('第三单元测验（数学）'));
    await waitFor(() => expect(location()).toBe('/scan?paperId=p1'));
    expect(
      (screen.getByRole('checkbox', { name: '初二（1）班（任教）' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('goes on in the batch already made for the practice chosen, as when opened from /rehearse', async () => {
    const made = buildBatch({ id: 'b7', rehearseBatchId: 'r0', paperTitle: practices[1]!.title });
    scanServer({
      papers: [buildPaper()],
      practices,
      routes: {
        'GET /teacher/scan/batches': ({ query }) => (query?.rehearseBatchId === 'r0' ? [made] : []),
        'GET /teacher/scan/batches/:id': () => made,
        'GET /teacher/scan/batches/:id/practice': () => ({
          rehearseBatchId: 'r0',
          title: made.paperTitle,
          expected: 40,
          scanned: 40,
          missing: 0,
          pendingPages: 0,
          openProblems: 0,
          students: [],
        }),
      },
    });
    const { location } = renderPage('/scan?view=reconcile');
    await openPapers();
    fireEvent.click(await screen.findByTitle('错题重练 · 初二（1）班 · 40 名学生'));
    await waitFor(() => expect(location()).toBe('/scan?view=reconcile&practiceId=r0&batchId=b7'));
    const reconcile = await screen.findByTestId('practice-reconcile');
    expect(within(reconcile).getByText(made.paperTitle)).toBeTruthy();
  });
});
