import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubHttp } from '../../../../tests/support/http-stub';
import { renderFeature } from '../../../../tests/support/render-feature';
import { presetSpec } from '../model/print-options';
import { buildPrintGradeInfo, buildPrintPaper, CLASSES, GRADES } from '../printing.fixture';
import { PrintPage } from './print-page';

// pdf.js needs a real canvas (tests/e2e/print.test.ts draws real previews in Chromium). This
// stand-in draws what pdf.js would: one canvas per page of the PDF the server sent, which here is
// the stub's answer naming the document, so the test sees which PDF the preview shows.
const drawn = vi.hoisted(() => [] as string[]);
vi.mock('../../../ui/pdf/pdf-render', () => ({
  pdfToPng: async () => new Blob(),
  renderPdfPages: async (blob: Blob, container: HTMLElement) => {
    const { doc, pages } = JSON.parse(await blob.text()) as { doc: string; pages: number };
    drawn.push(doc);
    container.replaceChildren(
      ...Array.from({ length: pages }, (_, i) => {
        const canvas = document.createElement('canvas');
        canvas.className = 'print-preview-page';
        canvas.setAttribute('aria-label', `第 ${i + 1} 页`);
        return canvas;
      }),
    );
    return { pages };
  },
}));

function qrServer() {
  return stubHttp({
    'GET /teacher/paper/:id': () => buildPrintPaper(),
    'GET /system/user/gradeInfo': () => buildPrintGradeInfo(),
    'GET /system/class': ({ query = {} }) => (query.type === 1 ? GRADES : CLASSES),
    'POST /teacher/print/labels': () => ({ doc: 'labels', pages: 2 }),
    'POST /teacher/print/paper-qr': () => ({ doc: 'paper-qr', pages: 1 }),
  });
}

/**
 * Ticks a checkbox of a Checkbox.Group. antd registers a group's options in an effect, and a click
 * before that effect ran (possible here right after the classes load, never for a person) is
 * dropped: click until it is ticked.
 */
const check = (label: string) =>
  waitFor(() => {
    const box = screen.getByLabelText(label) as HTMLInputElement;
    if (!box.checked) fireEvent.click(box);
    expect(box.checked).toBe(true);
  });
const preview = () => screen.getByRole('region', { name: '打印预览' });
const canvases = () => preview().querySelectorAll('canvas.print-preview-page');

describe('print page: QR codes (/printcode)', () => {
  beforeEach(() => {
    drawn.length = 0;
    window.history.replaceState(null, '', '/');
  });

  it('previews and downloads a class’s QR labels on the chosen sheet from a start position', async () => {
    const { calls } = qrServer();
    renderFeature(<PrintPage tab="qrcode" />, { path: '/printcode?paperId=paper1' });
    expect(screen.getByRole('tab', { name: '二维码', selected: true })).toBeTruthy();
    expect((screen.getByLabelText('学生二维码标签') as HTMLInputElement).checked).toBe(true);
    screen.getByLabelText('试卷二维码（张贴用）');
    screen.getByLabelText('标签纸');
    screen.getByLabelText('行数');
    screen.getByLabelText('起始位置');
    await screen.findByText('请选择班级或整个年级。');
    expect(canvases()).toHaveLength(0);

    await check('初二(1)班');
    await waitFor(() => expect(canvases()).toHaveLength(2));
    expect((await screen.findByTestId('preview-pages')).textContent).toBe('共 2 页');
    expect(drawn).toEqual(['labels']);
    const labels = { content: 'qr', sheet: presetSpec('a4-3x8'), classIds: ['c1'] };
    expect(calls.find((c) => c.url === '/teacher/print/labels')?.body).toEqual({
      ...labels,
      startPosition: 1,
      preview: true,
    });
    screen.getByText('初二(1)班-二维码标签.pdf');

    fireEvent.change(screen.getByLabelText('起始位置'), { target: { value: '7' } });
    fireEvent.blur(screen.getByLabelText('起始位置'));
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/teacher/print/labels').at(-1)?.body).toEqual({
        ...labels,
        startPosition: 7,
        preview: true,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /下载 PDF/ }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/teacher/print/labels').at(-1)?.body).toEqual({
        ...labels,
        startPosition: 7,
      }),
    );
  });

  it("previews and downloads the paper's own QR poster", async () => {
    const { calls } = qrServer();
    renderFeature(<PrintPage tab="qrcode" />, { path: '/printcode?paperId=paper1' });
    await screen.findByText('打印 · 第三单元测验');
    fireEvent.click(screen.getByLabelText('试卷二维码（张贴用）'));
    screen.getByText('一页 A4：试卷标题和一个大二维码，扫码即可打开本作业的打印页面。');
    expect(screen.queryByLabelText('标签纸')).toBeNull();
    await waitFor(() => expect(canvases()).toHaveLength(1));
    expect((await screen.findByTestId('preview-pages')).textContent).toBe('共 1 页');
    expect(drawn).toEqual(['paper-qr']);
    expect(calls.find((c) => c.url === '/teacher/print/paper-qr')?.body).toEqual({
      paperId: 'paper1',
      preview: true,
    });
    screen.getByText('第三单元测验-试卷二维码.pdf');
    fireEvent.click(screen.getByRole('button', { name: /下载 PDF/ }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/teacher/print/paper-qr').at(-1)?.body).toEqual({
        paperId: 'paper1',
      }),
    );
  });

  it('asks for a paper before printing its QR poster', async () => {
    const { calls } = qrServer();
    renderFeature(<PrintPage tab="qrcode" />, { path: '/printcode' });
    fireEvent.click(screen.getByLabelText('试卷二维码（张贴用）'));
    await screen.findByText('请先在作业列表中选择作业，再打印试卷二维码。');
    expect((screen.getByRole('button', { name: /下载 PDF/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(calls.some((c) => c.url === '/teacher/print/paper-qr')).toBe(false);
  });
});
