import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../../tests/support/render-feature';
import { buildBankQuestion } from '../compose.fixture';
import { composeServer } from '../compose.server.fixture';
import { ComposePage } from './compose-page';

const open = (id: string) =>
  renderFeature(<ComposePage />, { path: `/edit?paperId=${id}&subjectId=junior-math&type=2` });
const headings = () =>
  within(screen.getByRole('article', { name: '试卷预览' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
const totalsText = () => screen.getByTestId('paper-totals').textContent;

describe('ComposePage (组卷中心)', () => {
  it('shows 大题 headers, numbering across the paper, totals and 已保存', async () => {
    composeServer({ id: 'c-show' });
    open('c-show');
    await screen.findByRole('article', { name: '试卷预览' });
    expect(headings()).toEqual([
      '一、选择题（共3题，共9分）',
      '二、填空题（共2题，共8分）',
      '三、解答题（共1题，共12分）',
      '参考答案与解析',
    ]);
    expect(totalsText()).toBe('共 6 题，总分 29 分');
    expect(screen.getByRole('status', { name: '保存状态' }).textContent).toContain('已保存');
    expect(screen.getByRole('spinbutton', { name: '第6题分值' })).toBeTruthy();
  });

  it('sets a score: totals change at once and the paper is saved with its revision', async () => {
    const server = composeServer({ id: 'c-score' });
    open('c-score');
    const input = await screen.findByRole('spinbutton', { name: '第1题分值' });
    fireEvent.change(input, { target: { value: '5' } });
    expect(totalsText()).toBe('共 6 题，总分 31 分');
    expect(headings()[0]).toBe('一、选择题（共3题，共11分）');
    await waitFor(() => expect(server.saved).toHaveLength(1));
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ revision: 1 });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '保存状态' }).textContent).toContain('已保存'),
    );
  });

  it('warns while a question scores 0 and stops warning once it has a score', async () => {
    composeServer({ id: 'c-zero' });
    open('c-zero');
    const input = await screen.findByRole('spinbutton', { name: '第2题分值' });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(input, { target: { value: '0' } });
    expect((await screen.findByRole('alert')).textContent).toContain(
      '第2题分值为 0 分，不计入总分，阅卷时也不给分；请设置分值，或确认这些题不计分',
    );
    fireEvent.change(input, { target: { value: '3' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('moves questions and 大题 with the keyboard-accessible buttons', async () => {
    const server = composeServer({ id: 'c-move' });
    open('c-move');
    fireEvent.click(await screen.findByRole('button', { name: '下移第1题' }));
    fireEvent.click(screen.getByRole('button', { name: '上移三、解答题' }));
    expect(headings().slice(0, 3)).toEqual([
      '一、选择题（共3题，共9分）',
      '二、解答题（共1题，共12分）',
      '三、填空题（共2题，共8分）',
    ]);
    await waitFor(() => expect(server.saved.length).toBeGreaterThan(0));
    const doc = server.current().doc;
    expect(doc.sections[0]!.questions.map((q) => `${q.no}:${q.id}`)).toEqual([
      '1:q2',
      '2:q1',
      '3:q3',
    ]);
    expect(doc.sections[1]!.questions[0]).toMatchObject({ no: 4, id: 'q6' });
  });

  it('replaces a question with a similar one (换一题)', async () => {
    composeServer({ id: 'c-swap' }, [buildBankQuestion()]);
    open('c-swap');
    const rows = await screen.findAllByRole('button', { name: /换一题/ });
    fireEvent.click(rows[1]!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: /选\s*用/ }));
    const preview = screen.getByRole('article', { name: '试卷预览' });
    await within(preview).findByText('换上的新题题干');
    expect(headings()[0]).toBe('一、选择题（共3题，共9分）');
  });

  it('tells that a printed or scanned version is frozen', async () => {
    composeServer({ id: 'c-frozen', frozen: true, version: 2, frozenReason: '已打印' });
    open('c-frozen');
    expect(
      await screen.findByText('已打印或已扫描：修改将生成第 3 版，已印出的答题卡仍按第 2 版识别'),
    ).toBeTruthy();
  });

  it('says when the paper does not exist', async () => {
    composeServer({ id: 'c-there' });
    open('c-gone');
    expect(await screen.findByText('试卷不存在或已删除')).toBeTruthy();
  });
});
