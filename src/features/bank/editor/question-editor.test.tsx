import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { provideHttp } from '../../../ui';
import { buildCatalog, buildTree, fakeHttp } from '../bank.fixture';
import { newValues, type EditorValues } from './editor.values';
import { QuestionEditor } from './question-editor';

/** Async queries wait longer: the machine runs several test files at once. */
const slow = { timeout: 10_000 };

function setup(initial: EditorValues = newValues('junior-math', new Date('2026-03-01'))) {
  provideHttp(fakeHttp({ '/teacher/bank/tree': () => buildTree() }).http);
  const onSubmit = vi.fn(async (_v: EditorValues) => undefined);
  render(
    <AntApp>
      <QuestionEditor
        title="新建试题"
        initial={initial}
        catalog={buildCatalog()}
        onSubmit={onSubmit}
        onClose={() => undefined}
      />
    </AntApp>,
  );
  const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  return { onSubmit, save };
}

// antd drawers in happy-dom render slowly on a 2-core machine: these tests get room to finish.
describe('QuestionEditor', { timeout: 30_000 }, () => {
  it('says what is missing in Chinese and does not submit', async () => {
    const { onSubmit, save } = setup();
    save();
    expect(await screen.findByText('请填写题干', {}, slow)).toBeTruthy();
    expect(screen.getByText('选项 A 的内容不能为空')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the TeX preview and submits a complete 单选', async () => {
    const { onSubmit, save } = setup();
    fireEvent.change(screen.getByLabelText('题干'), {
      target: { value: '计算 $\\frac{1}{2}+\\frac{1}{2}$ 的值' },
    });
    expect(screen.getByLabelText('题干预览').querySelector('.katex')).toBeTruthy();
    ['1', '2', '3', '4'].forEach((v, i) =>
      fireEvent.change(screen.getByLabelText(`选项 ${'ABCD'[i]}`), { target: { value: v } }),
    );
    save();
    expect(await screen.findByText('请选择正确答案', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'A' }));
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), slow);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      stem: '计算 $\\frac{1}{2}+\\frac{1}{2}$ 的值',
      answerKey: 'A',
      options: [
        { label: 'A', text: '1' },
        { label: 'B', text: '2' },
        { label: 'C', text: '3' },
        { label: 'D', text: '4' },
      ],
    });
  });

  it('checks that the parts add up to the 分值', async () => {
    const { onSubmit, save } = setup({
      ...newValues('junior-math'),
      kind: 'solve',
      score: 10,
      stem: '已知直角三角形',
      parts: [
        { label: '(1)', score: 4, stem: '求斜边', answer: '' },
        { label: '(2)', score: 5, stem: '求面积', answer: '' },
      ],
    });
    save();
    expect(
      await screen.findByText('小题分值之和（9分）应等于总分值（10分）', {}, slow),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('第 2 小题分值'), { target: { value: '6' } });
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), slow);
  });
});
