import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_SCORES_YET, type GradePrintStatus } from '../../../shared/api';
import { stubHttp } from '../../../../tests/support/http-stub';
import { renderFeature } from '../../../../tests/support/render-feature';
import { buildPrintPaper } from '../printing.fixture';
import { GradePrintPage } from './grade-print-page';

// pdf.js needs a real canvas: the browser test (tests/e2e/print-grade.test.ts) draws real previews.
vi.mock('../../../ui/pdf/pdf-render', () => ({
  pdfToPng: async () => new Blob(),
  renderPdfPages: async () => ({ pages: 3 }),
}));

const READY: GradePrintStatus = {
  ready: true,
  message: null,
  classes: [
    { id: 'c1', name: '初二(1)班' },
    { id: 'c2', name: '初二(2)班' },
  ],
};

function gradeServer(status: GradePrintStatus = READY) {
  return stubHttp({
    'POST /teacher/print/grade/sample': () => null,
    'POST /teacher/print/grade': () => null,
    'GET /teacher/paper/:id': () => buildPrintPaper(),
    'GET /teacher/print/grade/:id/status': () => status,
  });
}

const lastBody = (calls: ReturnType<typeof gradeServer>['calls'], url: string) =>
  calls.filter((c) => c.url === url).at(-1)?.body;

describe('成绩打印测试 (/printgradetest)', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('previews the sample score sheet, then slips five a page, and downloads them', async () => {
    const { calls } = gradeServer();
    renderFeature(<GradePrintPage mode="test" />, { path: '/printgradetest' });
    expect(await screen.findByText(/样张使用虚构的学生和成绩/)).toBeTruthy();
    expect((await screen.findByTestId('preview-pages')).textContent).toBe('共 3 页');
    expect(lastBody(calls, '/teacher/print/grade/sample')).toEqual({
      document: 'sheet',
      slipsPerPage: 'auto',
      order: 'rank',
    });
    screen.getByText('样张-成绩单.pdf');

    fireEvent.click(screen.getByLabelText('成绩条'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '每页条数' }));
    fireEvent.click(await screen.findByTitle('5 条'));
    await screen.findByText('样张-成绩条.pdf');
    await waitFor(() =>
      expect(lastBody(calls, '/teacher/print/grade/sample')).toMatchObject({
        document: 'slips',
        slipsPerPage: 5,
      }),
    );
    const before = calls.length;
    fireEvent.click(screen.getByRole('button', { name: /下载 PDF/ }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
    expect(calls.at(-1)).toMatchObject({
      url: '/teacher/print/grade/sample',
      body: { document: 'slips' },
    });
  });
});

describe('打印成绩 (/printgrade)', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('asks for a paper first and offers the test print', async () => {
    gradeServer();
    renderFeature(<GradePrintPage mode="real" />, { path: '/printgrade' });
    expect(await screen.findByText('请先在作业列表中选择要打印成绩的作业。')).toBeTruthy();
    expect(screen.getByRole('button', { name: /下载 PDF/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: '打印样张，检查打印机' }).getAttribute('href')).toBe(
      '/printgradetest',
    );
  });

  it('says plainly that a paper without final scores cannot be printed yet', async () => {
    const { calls } = gradeServer({ ready: false, message: NO_SCORES_YET, classes: [] });
    renderFeature(<GradePrintPage mode="real" />, { path: '/printgrade?paperId=paper1' });
    expect(await screen.findByText(NO_SCORES_YET)).toBeTruthy();
    await screen.findByText('打印成绩 · 第三单元测验');
    expect(calls.some((c) => c.url === '/teacher/print/grade')).toBe(false);
    expect(screen.getByRole('button', { name: /下载 PDF/ }).hasAttribute('disabled')).toBe(true);
  });

  it("prints a chosen class's sheet by 考号 and the grade summary of a marked paper", async () => {
    const { calls } = gradeServer();
    renderFeature(<GradePrintPage mode="real" />, { path: '/printgrade?paperId=paper1' });
    expect(await screen.findByText('请选择班级。')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '班级' }));
    fireEvent.click(await screen.findByTitle('初二(2)班'));
    fireEvent.click(screen.getByLabelText('按考号'));
    await screen.findByText('初二(2)班-第三单元测验-成绩单.pdf');
    await waitFor(() =>
      expect(lastBody(calls, '/teacher/print/grade')).toEqual({
        paperId: 'paper1',
        classId: 'c2',
        document: 'sheet',
        slipsPerPage: 'auto',
        order: 'examNo',
      }),
    );
    fireEvent.click(screen.getByLabelText('年级成绩汇总'));
    await screen.findByText('第三单元测验-年级成绩汇总.pdf');
    await waitFor(() =>
      expect(lastBody(calls, '/teacher/print/grade')).toMatchObject({ document: 'summary' }),
    );
    expect(lastBody(calls, '/teacher/print/grade')).not.toHaveProperty('classId');
  });
});
