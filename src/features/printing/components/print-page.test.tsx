import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrintJobStatus } from '../../../shared/api';
import { stubHttp, type StubCall } from '../../../../tests/support/http-stub';
import { renderFeature } from '../../../../tests/support/render-feature';
import { buildPrintGradeInfo, buildPrintPaper, CLASSES, GRADES } from '../printing.fixture';
import { PrintPage } from './print-page';

// pdf.js needs a real canvas: the browser test (tests/e2e/print.test.ts) draws real previews.
vi.mock('../../../ui/pdf/pdf-render', () => ({
  pdfToPng: async () => new Blob(),
  renderPdfPages: async () => ({ pages: 2 }),
}));

const job = (over: Partial<PrintJobStatus> = {}): PrintJobStatus => ({
  jobId: 'job1',
  status: 'running',
  done: 0,
  total: 120,
  fileName: '初二（2025级）-第三单元测验-答题卡.pdf',
  message: null,
  ...over,
});

function printServer() {
  let polls = 0;
  return stubHttp({
    'GET /teacher/paper/:id': () => buildPrintPaper(),
    'GET /system/user/gradeInfo': () => buildPrintGradeInfo(),
    'GET /system/class': ({ query = {} }: StubCall) => (query.type === 1 ? GRADES : CLASSES),
    'POST /teacher/print/card': () => null,
    'POST /teacher/print/card/students': () => ({
      headers: { 'x-print-extent': JSON.stringify({ copies: 40, pages: 80 }) },
    }),
    'POST /teacher/print/jobs': () => job(),
    'GET /teacher/print/jobs/:id': () =>
      job({ done: 40 + 20 * polls++, message: polls > 1 ? '第 1 次生成出错，稍后重试' : null }),
    'DELETE /teacher/print/jobs/:id': () => null,
    'POST /teacher/print/check': () => null,
  });
}

describe('print page', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('previews the blank card of the paper and downloads it under its Chinese name', async () => {
    const { calls } = printServer();
    renderFeature(<PrintPage tab="card" />, { path: '/answerCard?paperId=paper1' });
    await screen.findByText('打印 · 第三单元测验');
    expect((await screen.findByTestId('preview-pages')).textContent).toBe('共 2 页');
    const preview = calls.find((c) => c.url === '/teacher/print/card');
    expect(preview?.body).toEqual({ paperId: 'paper1', preview: true });
    screen.getByText('第三单元测验-答题卡.pdf');
    fireEvent.click(screen.getByRole('button', { name: /下载 PDF/ }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/teacher/print/card').at(-1)?.body).toEqual({
        paperId: 'paper1',
      }),
    );
  });

  it('prints a class at once, and a whole grade as a job with progress that can be cancelled', async () => {
    const { calls } = printServer();
    renderFeature(<PrintPage tab="card" />, { path: '/answerCard?paperId=paper1' });
    fireEvent.click(await screen.findByLabelText('个性化答题卡（按班级）'));
    await screen.findByText('请选择班级或整个年级。');
    const class1 = await screen.findByLabelText('初二(1)班');
    fireEvent.click(class1);
    await waitFor(() => expect((class1 as HTMLInputElement).checked).toBe(true));
    await screen.findByText('初二(1)班-第三单元测验-答题卡.pdf');
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/teacher/print/card/students')).toBe(true),
    );
    // The preview holds two cards; the count is the download's, not the preview's.
    await waitFor(() =>
      expect(screen.getByTestId('preview-pages').textContent).toBe(
        '下载共 40 人、80 页；预览前 2 页',
      ),
    );

    fireEvent.click(screen.getByLabelText('整个年级'));
    await screen.findByText('初二（2025级）-第三单元测验-答题卡.pdf');
    fireEvent.click(screen.getByRole('button', { name: /下载 PDF/ }));
    await screen.findByText('正在生成');
    expect(calls.find((c) => c.url === '/teacher/print/jobs')?.body).toEqual({
      kind: 'card-set',
      paperId: 'paper1',
      gradeId: 'g2',
    });
    await screen.findByText(/已完成 40 \/ 120 名学生/, undefined, { timeout: 3000 });
    // A try that failed on the worker shows while the queue tries again.
    await screen.findByText('第 1 次生成出错，稍后重试', undefined, { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url === '/teacher/print/jobs/job1')).toBe(
        true,
      ),
    );
  });

  it('says a paper must be chosen before printing one of its documents', async () => {
    printServer();
    renderFeature(<PrintPage tab="paper" />, { path: '/printing' });
    await screen.findByText('请先在作业列表中选择要打印的作业。');
    expect((screen.getByRole('button', { name: /下载 PDF/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByRole('link', { name: /返回作业列表/ }).getAttribute('href')).toBe(
      '/paperlist',
    );
  });

  it('prints the printer check page without a paper', async () => {
    const { calls } = printServer();
    renderFeature(<PrintPage tab="check" />, { path: '/pringtingtest' });
    await screen.findByText('打印时请选择“实际大小”（100%），不要选择“适合页面”。');
    await screen.findByTestId('preview-pages');
    expect(calls.find((c) => c.url === '/teacher/print/check')?.body).toEqual({ preview: true });
    screen.getByText('打印机校准页.pdf');
  });
});
