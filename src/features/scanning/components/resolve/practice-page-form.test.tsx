import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PracticeReconciliation } from '../../../../shared/api';
import { renderFeature } from '../../../../../tests/support/render-feature';
import { stubHttp } from '../../../../../tests/support/http-stub';
import { buildPageDetail, buildProblem } from '../../scanning.fixture';
import { ProblemPanel } from '../problem-panel';

const student = (n: number, pages: number): PracticeReconciliation['students'][number] => ({
  studentId: `s${n}`,
  name: ['', '王小明', '李华', '张伟'][n]!,
  examNo: `2025010${n}`,
  className: '初二（1）班',
  paperId: `rp${n}`,
  expectedPages: pages,
  receivedPages: 0,
  objectiveScore: null,
  state: '未扫描',
});

/** A practice page whose QR could not be read: on no paper, nobody's yet. */
const problem = buildProblem({
  kind: '页码异常',
  message: '未读到页码二维码，无法确定是哪位学生的错题练习，请选择学生和页码',
  detail: { practice: true },
});

const server = () =>
  stubHttp({
    'GET /teacher/scan/pages/:id': () =>
      buildPageDetail({ paperId: null, studentId: null, studentName: null, examNo: null }),
    'GET /teacher/scan/pages/:id/image': () => 'jpeg',
    'GET /teacher/scan/batches/:id/practice': (): PracticeReconciliation => ({
      rehearseBatchId: 'rb1',
      title: '错题重练 · 初二（1）班 · 3 名学生',
      expected: 3,
      scanned: 0,
      missing: 3,
      pendingPages: 0,
      openProblems: 1,
      students: [student(1, 1), student(2, 2), student(3, 1)],
    }),
    'POST /teacher/scan/problems/:id/resolve': () => ({}),
  });

const render = (practice: boolean) =>
  renderFeature(
    <ProblemPanel
      problem={problem}
      paperId="rp1"
      classIds={['c1']}
      practice={practice}
      onResolved={() => undefined}
    />,
  );

describe('页码异常 of a practice batch (错题重练)', () => {
  it('names the student (searched by name or 考号) and the page of their card', async () => {
    const { calls } = server();
    render(true);
    const submit = await screen.findByRole('button', { name: '确定学生和页码' });
    expect(screen.queryByRole('combobox', { name: '试卷版本' })).toBeNull();
    const box = screen.getByRole('combobox', { name: '学生' });
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: '20250102' } });
    const found = await screen.findByTitle('李华 20250102（初二（1）班）');
    expect(screen.queryByTitle('王小明 20250101（初二（1）班）')).toBeNull();
    fireEvent.click(found);
    expect(screen.getByText('答题卡共 2 页')).toBeTruthy();
    // Two pages: the page is not guessed, and a page beyond the card is not accepted.
    expect(submit.hasAttribute('disabled')).toBe(true);
    const page = screen.getByRole('spinbutton', { name: '页码' });
    fireEvent.change(page, { target: { value: '2' } });
    fireEvent.blur(page);
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    fireEvent.click(submit);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: '/teacher/scan/problems/pr1/resolve',
        body: { action: 'set-page', studentId: 's2', pageNo: 2 },
      }),
    );
  });

  it('keeps the version-and-page form, without a student, for a batch of one paper', async () => {
    const { calls } = server();
    render(false);
    expect(await screen.findByRole('button', { name: '确定页码' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '试卷版本' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: '学生' })).toBeNull();
    expect(calls.some((c) => c.url.endsWith('/practice'))).toBe(false);
  });
});
