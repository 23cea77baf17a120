import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { ImportedQuestion, ImportPreview } from '../../../shared/api';
import { provideHttp } from '../../../ui';
import { buildBankQuestion, buildCatalog, buildTree, fakeHttp } from '../bank.fixture';
import { docxFileProblem, ImportHost } from './import-host';

/** Async queries wait longer: the machine runs several test files at once. */
const slow = { timeout: 10_000 };

const buildImported = (overrides: Partial<ImportedQuestion> = {}): ImportedQuestion => {
  const q = buildBankQuestion();
  return {
    index: 1,
    kind: q.kind,
    stem: q.stem,
    options: q.options,
    answerKey: q.answerKey,
    answer: q.answer,
    analysis: q.analysis,
    score: 3,
    parts: [],
    card: {},
    problems: [],
    ...overrides,
  };
};

function setup() {
  const preview: ImportPreview = {
    questions: [
      buildImported(),
      buildImported({ index: 2, options: [], answerKey: 'E', problems: ['第2题未识别到选项'] }),
    ],
    warnings: ['已跳过第一题之前的 1 段文字（如试卷标题、注意事项）'],
  };
  const { http, sent } = fakeHttp({
    '/teacher/bank/tree': () => buildTree(),
    'POST /teacher/bank/import/docx': () => preview,
    'POST /teacher/bank/import/save': () => ({ ids: ['n1'] }),
  });
  provideHttp(http);
  const onDone = vi.fn();
  const choice = { stageId: 'junior', subjectId: 'junior-math', textbookId: 'math.general.g8a' };
  render(
    <AntApp>
      <ImportHost
        catalog={buildCatalog()}
        choice={choice}
        onDone={onDone}
        onClose={() => undefined}
      />
    </AntApp>,
  );
  return { sent, onDone };
}

// antd modals in happy-dom render slowly on a 2-core machine: these tests get room to finish.
describe('ImportHost', { timeout: 30_000 }, () => {
  it('checks the file before sending it', () => {
    expect(docxFileProblem({ name: '期中.doc', size: 10 })).toBe('请选择 .docx 格式的 Word 文件');
    expect(docxFileProblem({ name: '期中.DOCX', size: 21 * 1024 * 1024 })).toBe(
      'Word 文件不能超过 20 MB',
    );
    expect(docxFileProblem({ name: '期中.docx', size: 1024 })).toBeNull();
  });

  it('previews the questions with their problems and saves only when every one can be saved', async () => {
    const { sent, onDone } = setup();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([new Uint8Array([80, 75, 3, 4])], '八年级期中.docx');
    fireEvent.change(input, { target: { files: [file] } });
    const broken = await screen.findByRole('article', { name: '导入第2题' }, slow);
    expect(within(broken).getByText('第2题未识别到选项')).toBeTruthy();
    expect(within(broken).getByText('选择题至少需要两个选项')).toBeTruthy();
    expect(screen.getByText('已跳过第一题之前的 1 段文字（如试卷标题、注意事项）')).toBeTruthy();
    const save = screen.getByRole('button', { name: '保存到我的试题' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(broken).getByRole('button', { name: '不导入此题' }));
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false), slow);
    fireEvent.click(save);
    await waitFor(() => expect(onDone).toHaveBeenCalled(), slow);
    const body = sent.find((r) => r.url === '/teacher/bank/import/save')?.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      subjectId: 'junior-math',
      difficulty: 3,
      source: '八年级期中',
      knowledgeIds: [],
    });
    expect((body.questions as ImportedQuestion[]).map((q) => q.index)).toEqual([1]);
  });

  it('修改 opens the editor on a recognised question and puts the corrected one in the preview', async () => {
    const { sent, onDone } = setup();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array([80, 75, 3, 4])], '练习.docx')] },
    });
    const broken = await screen.findByRole('article', { name: '导入第2题' }, slow);
    fireEvent.click(within(broken).getByRole('button', { name: /修\s*改/ }));
    const drawer = (await screen.findByText('修改导入的第 2 题', {}, slow)).closest(
      '.ant-drawer',
    ) as HTMLElement;
    expect((within(drawer).getByLabelText('题干') as HTMLTextAreaElement).value).toBe(
      '直角三角形两直角边为 3 和 4，斜边为（　　）',
    );
    // The options were not found: the editor offers four empty ones to fill in.
    ['5', '6', '7', '8'].forEach((v, i) =>
      fireEvent.change(within(drawer).getByLabelText(`选项 ${'ABCD'[i]}`), {
        target: { value: v },
      }),
    );
    fireEvent.click(within(drawer).getByRole('radio', { name: 'A' }));
    fireEvent.click(within(drawer).getByRole('button', { name: /^保\s*存$/ }));
    const fixed = screen.getByRole('article', { name: '导入第2题' });
    expect(await within(fixed).findByText('已识别', {}, slow)).toBeTruthy();
    expect(within(fixed).queryByText('第2题未识别到选项')).toBeNull();
    const save = screen.getByRole('button', { name: '保存到我的试题' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false), slow);
    fireEvent.click(save);
    await waitFor(() => expect(onDone).toHaveBeenCalled(), slow);
    const body = sent.find((r) => r.url === '/teacher/bank/import/save')?.body as {
      questions: ImportedQuestion[];
    };
    expect(body.questions.map((q) => q.index)).toEqual([1, 2]);
    expect(body.questions[1]).toMatchObject({
      index: 2,
      answerKey: 'A',
      options: ['5', '6', '7', '8'].map((v, i) => ({
        label: 'ABCD'[i],
        content: [{ t: 'text', v }],
      })),
      problems: [],
    });
  });
});
