import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrintJobStatus } from '../shared/api';
import { stubHttp } from '../../tests/support/http-stub';
import { renderFeature } from '../../tests/support/render-feature';
import { useExport } from './use-export';

const saveAs = vi.hoisted(() => vi.fn());
vi.mock('file-saver', () => ({ saveAs }));

const status = (over: Partial<PrintJobStatus>): PrintJobStatus => ({
  jobId: 'j1',
  status: 'running',
  done: 0,
  total: 2,
  fileName: '学生名单.xlsx',
  message: null,
  ...over,
});

function ExportButton({ fileName }: { fileName?: string }) {
  const { busy, run } = useExport();
  return (
    <button disabled={busy} onClick={() => void run({ kind: 'roster', orgId: 'o1' }, fileName)}>
      导出
    </button>
  );
}

beforeEach(() => saveAs.mockReset());

describe('useExport', () => {
  it('shows the job’s progress, then downloads its file under the name given', async () => {
    const answers = [status({ done: 1 }), status({ status: 'done', done: 2 })];
    const stub = stubHttp({
      'POST /teacher/exports': () => status({}),
      'GET /teacher/exports/:jobId': () => answers.shift(),
      'GET /teacher/exports/:jobId/file': () => 'xlsx',
    });
    renderFeature(<ExportButton fileName="初二(1)班.xlsx" />);
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    await screen.findByText('正在导出 Excel（0%），完成后自动下载');
    await screen.findByText('正在导出 Excel（50%），完成后自动下载');
    await screen.findByText('导出完成');
    expect(saveAs).toHaveBeenCalledTimes(1);
    expect(saveAs.mock.calls[0]![1]).toBe('初二(1)班.xlsx');
    expect(stub.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /teacher/exports',
      'GET /teacher/exports/j1',
      'GET /teacher/exports/j1',
      'GET /teacher/exports/j1/file',
    ]);
    expect(stub.calls[0]!.body).toEqual({ kind: 'roster', orgId: 'o1' });
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: '导出' }).disabled).toBe(false),
    );
  });

  it('shows the server’s reason when the job fails, and downloads nothing', async () => {
    stubHttp({
      'POST /teacher/exports': () =>
        status({ status: 'failed', message: '生成失败：试卷不存在或已删除' }),
    });
    renderFeature(<ExportButton />);
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    await screen.findByText('生成失败：试卷不存在或已删除');
    expect(saveAs).not.toHaveBeenCalled();
  });

  it('downloads under the server’s file name when none is given', async () => {
    stubHttp({
      'POST /teacher/exports': () => status({ status: 'done', done: 2 }),
      'GET /teacher/exports/:jobId/file': () => 'xlsx',
    });
    renderFeature(<ExportButton />);
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    await screen.findByText('导出完成');
    expect(saveAs.mock.calls[0]![1]).toBe('学生名单.xlsx');
  });
});
