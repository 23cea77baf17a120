import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../../tests/support/render-feature';
import { composeServer } from '../compose.server.fixture';
import { PapersetPage } from './paperset-page';

const open = (id: string) => {
  const server = composeServer({ id });
  renderFeature(<PapersetPage />, { path: `/paperset?paperId=${id}` });
  return server;
};
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const radio = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));

describe('试卷设置 form: every input reaches the saved paper', () => {
  it('saves subtitle, minutes, 注意事项 and the answer placement', async () => {
    const server = open('f-paper');
    type(await screen.findByRole('textbox', { name: '副标题' }), '（第一单元）');
    type(screen.getByRole('spinbutton', { name: '考试时长' }), '45');
    type(screen.getByRole('textbox', { name: '注意事项' }), '1. 独立完成。\n2. 不得使用计算器。');
    radio('每题之后');
    await waitFor(() =>
      expect(server.current().doc.settings).toMatchObject({
        subtitle: '（第一单元）',
        examMinutes: 45,
        notice: '1. 独立完成。\n2. 不得使用计算器。',
        answerPlacement: 'after-each',
      }),
    );
    radio('试卷末尾');
    await waitFor(() => expect(server.current().doc.settings.answerPlacement).toBe('end'));
  });

  it('keeps a too-long 注意事项 or bad minutes out of the paper, in Chinese', async () => {
    const server = open('f-bad');
    type(await screen.findByRole('spinbutton', { name: '考试时长' }), '601');
    expect(await screen.findByText('考试时长为 0～600 分钟的整数')).toBeTruthy();
    type(screen.getByRole('textbox', { name: '注意事项' }), '注'.repeat(1001));
    expect(await screen.findByText('注意事项不能超过 1000 个字')).toBeTruthy();
    type(screen.getByRole('textbox', { name: '副标题' }), '期末');
    await waitFor(() => expect(server.current().doc.settings.subtitle).toBe('期末'));
    expect(server.saved.every((d) => d.settings.examMinutes === 90)).toBe(true);
    expect(server.saved.every((d) => d.settings.notice.length <= 1000)).toBe(true);
  });

  it('saves the student identification and the 考号 digits', async () => {
    const server = open('f-student');
    const card = () => server.current().doc.settings.card;
    await screen.findByRole('spinbutton', { name: '考号位数' });
    radio('粘贴条形码');
    await waitFor(() => expect(card().studentId).toBe('barcode'));
    expect(screen.queryByRole('spinbutton', { name: '考号位数' })).toBeNull();
    radio('填涂考号');
    type(await screen.findByRole('spinbutton', { name: '考号位数' }), '10');
    await waitFor(() => expect(card()).toMatchObject({ studentId: 'bubbles', idDigits: 10 }));
    radio('条形码和考号都用');
    await waitFor(() => expect(card()).toMatchObject({ studentId: 'both', idDigits: 10 }));
  });

  it('saves the multi-select partial share as a fraction and refuses more than 100%', async () => {
    const server = open('f-multi');
    const share = await screen.findByRole('spinbutton', { name: '部分选对得分比例' });
    type(share, '150');
    expect(await screen.findByText('部分得分比例为 0～100%')).toBeTruthy();
    type(share, '40');
    await waitFor(() => expect(server.current().doc.settings.card.multiPartialShare).toBe(0.4));
    expect(server.saved.every((d) => d.settings.card.multiPartialShare <= 1)).toBe(true);
  });
});
