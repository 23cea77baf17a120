import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ClassItem, Reconciliation } from '../../../shared/api';
import { stubHttp } from '../../../../tests/support/http-stub';
import { renderFeature } from '../../../../tests/support/render-feature';
import { ReconcileView } from './reconcile-view';

const klass = { id: 'c1', name: '初二(1)班' } as ClassItem;
const lin = { studentId: 's1', name: '林一', examNo: '20250101', className: '初二(1)班' };

/** A server whose reconciliation follows the 缺考 marked through POST /absences. */
function server() {
  const marked = new Set<string>();
  const rec = (): Reconciliation => ({
    paperId: 'p1',
    pagesPerStudent: 2,
    expectedPages: 4,
    receivedPages: 2,
    students: 2,
    completeStudents: marked.size ? 2 : 1,
    absentStudents: marked.size,
    missing: marked.size ? [] : [{ ...lin, missingPages: [1, 2] }],
    markedAbsent: marked.size ? [lin] : [],
    openProblems: 20,
    problemsByBatch: [
      { batchId: 'b1', openProblems: 12 },
      { batchId: 'b2', openProblems: 8 },
    ],
    pendingPages: 0,
    complete: false,
  });
  return stubHttp({
    'GET /teacher/scan/reconciliation': rec,
    'POST /teacher/scan/absences': (c) => {
      const b = c.body as { studentId: string; absent: boolean };
      if (b.absent) marked.add(b.studentId);
      else marked.delete(b.studentId);
      return { studentId: b.studentId, absent: b.absent };
    },
  });
}

const view = (onOpenProblems = vi.fn(), batchId: string | null = 'b3') =>
  renderFeature(
    <ReconcileView
      paperId="p1"
      classes={[klass]}
      classIds={['c1']}
      refreshKey=""
      batchId={batchId}
      batchName={(id) => `批次${id}`}
      onOpenProblems={onOpenProblems}
    />,
  );

describe('ReconcileView', () => {
  it('marks a missing student 缺考 from the row and takes it back with 取消缺考', async () => {
    const { calls } = server();
    view();
    fireEvent.click(await screen.findByRole('button', { name: '标记缺考 林一' }));
    const undo = await screen.findByRole('button', { name: '取消缺考 林一' });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      paperId: 'p1',
      studentId: 's1',
      absent: true,
    });
    expect(screen.queryByRole('button', { name: '标记缺考 林一' })).toBeNull();
    fireEvent.click(undo);
    expect(await screen.findByRole('button', { name: '标记缺考 林一' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { paperId: 'p1', studentId: 's1', absent: true },
      { paperId: 'p1', studentId: 's1', absent: false },
    ]);
  });

  it('counts problems 本批 and 全部, each opening the problems it counts', async () => {
    server();
    const open = vi.fn();
    view(open);
    const here = await screen.findByRole('button', { name: '本批 0 个' });
    fireEvent.click(here);
    expect(open).toHaveBeenLastCalledWith('b3');
    fireEvent.click(screen.getByRole('button', { name: '全部 20 个' }));
    const list = screen.getByRole('list', { name: '各批次异常' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['批次b1：12 个', '批次b2：8 个']);
    fireEvent.click(within(list).getByRole('button', { name: '批次b2：8 个' }));
    await waitFor(() => expect(open).toHaveBeenLastCalledWith('b2'));
  });

  it('counts the current batch own problems', async () => {
    server();
    view(vi.fn(), 'b1');
    expect(await screen.findByRole('button', { name: '本批 12 个' })).toBeTruthy();
  });
});
