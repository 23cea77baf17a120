import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  layoutCard,
  paperQuestions,
  subjectiveBoxHeight,
  type PaperDoc,
  type QuestionCounts,
} from '../../../layout';
import type { PaperDetail } from '../../../shared/api';
import { renderFeature } from '../../../../tests/support/render-feature';
import { buildDoc } from '../compose.fixture';
import { composeServer } from '../compose.server.fixture';
import { PapersetPage } from './paperset-page';

function open(id: string, counts?: QuestionCounts, over: Partial<PaperDetail> = {}) {
  const server = composeServer({ id, doc: buildDoc(counts, id), ...over });
  renderFeature(<PapersetPage />, { path: `/paperset?paperId=${id}` });
  return server;
}
const cardOf = (doc: PaperDoc, id: string) => paperQuestions(doc).find((q) => q.id === id)!.card;
const spin = (name: string) => screen.findByRole('spinbutton', { name });
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const rowOf = (no: number) =>
  within(screen.getByRole('table', { name: '主观题答题区' }))
    .getAllByRole('row')
    .find((r) => r.querySelectorAll('td')[1]?.textContent === String(no))!;
const tick = (no: number) =>
  fireEvent.click(screen.getByRole('checkbox', { name: `选择第 ${no} 题` }));
const makeGroup = () => fireEvent.click(screen.getByRole('button', { name: '设为选做题' }));
const boxOf = (doc: PaperDoc, questionId: string) =>
  layoutCard(doc)
    .pages.flatMap((p) => p.elements)
    .find((e) => e.kind === 'subjective-box' && e.questions[0]?.questionId === questionId)!;

describe('答题卡作答区 in /paperset', () => {
  it("shows layout's default box heights and saves a changed height into the card layout", async () => {
    const server = open('c-height');
    const height = await spin('第 6 题答题框高度');
    for (const q of paperQuestions(server.current().doc).filter((x) => x.no >= 4)) {
      const expected = subjectiveBoxHeight({ ...q, card: {} });
      expect(rowOf(q.no).textContent).toContain(`默认 ${expected} 毫米`);
    }
    const before = layoutCard(server.current().doc).pages.length;
    expect(screen.getByTestId('card-pages').textContent).toContain(`答题卡共 ${before} 页`);

    type(height, '120');
    await waitFor(() => expect(cardOf(server.current().doc, 'q6')).toEqual({ boxHeight: 120 }));
    const box = boxOf(server.current().doc, 'q6');
    expect(box.rect.h).toBeGreaterThanOrEqual(120);
    expect(box.rect.h).toBeLessThan(125);
    const drawn = document.querySelector(`[data-id="${box.id}"] rect`)!;
    expect(Number(drawn.getAttribute('height'))).toBeCloseTo(box.rect.h, 6);

    fireEvent.click(screen.getByRole('button', { name: '第 6 题答题框高度恢复默认' }));
    await waitFor(() => expect(cardOf(server.current().doc, 'q6')).toEqual({}));
  });

  it('refuses out-of-bounds heights and essay lengths in Chinese and saves valid ones', async () => {
    const server = open('c-essay', { single: 1, solve: 1, essay: 1 });
    const pages = () => screen.getByTestId('card-pages').textContent;
    const chars = await spin('第 3 题作文格数');
    expect(rowOf(3).textContent).toContain('默认 600 格');
    const before = pages();
    type(chars, '50');
    expect(await screen.findByText('作文格数为 100～2000 的整数')).toBeTruthy();
    type(screen.getByRole('spinbutton', { name: '第 2 题答题框高度' }), '5');
    expect(await screen.findByText('答题框高度为 15～400 毫米的整数')).toBeTruthy();

    type(chars, '1500');
    await waitFor(() => expect(cardOf(server.current().doc, 'q3')).toEqual({ essayChars: 1500 }));
    expect(server.saved.some((d) => cardOf(d, 'q2').boxHeight !== undefined)).toBe(false);
    expect(screen.queryByText('作文格数为 100～2000 的整数')).toBeNull();
    const cells = layoutCard(server.current().doc)
      .pages.flatMap((p) => p.elements)
      .reduce((n, e) => n + (e.kind === 'essay-grid' ? e.rows * e.cols : 0), 0);
    expect(cells).toBeGreaterThanOrEqual(1500);
    await waitFor(() => expect(pages()).not.toBe(before));
  });

  it('says which questions cannot form a 选做 group', async () => {
    const server = open('c-group-bad', { single: 2, blank: 1, solve: 3 });
    await spin('第 4 题答题框高度');
    tick(3);
    tick(4);
    makeGroup();
    expect(await screen.findByText('选做题须为同一题型、同一分值的题目')).toBeTruthy();
    tick(3);
    makeGroup();
    expect(await screen.findByText('请勾选至少 2 道题组成选做题')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: '选择第 1 题' })).toBeNull();
    expect(server.saved).toEqual([]);
  });

  it('makes a 选做 group of ticked questions and removes it', async () => {
    const server = open('c-group', { single: 2, blank: 1, solve: 3 });
    await spin('第 4 题答题框高度');
    tick(4);
    tick(5);
    makeGroup();
    await waitFor(() =>
      expect(cardOf(server.current().doc, 'q5')).toEqual({ optionalGroup: 'g1' }),
    );
    expect(cardOf(server.current().doc, 'q4')).toEqual({ optionalGroup: 'g1' });
    expect(cardOf(server.current().doc, 'q6')).toEqual({});
    const groups = screen.getByRole('list', { name: '选做题组' });
    expect(groups.textContent).toContain('选做1：第 4、5 题（解答，12分）');
    expect(document.querySelector('[data-kind="optional-choice"]')).not.toBeNull();

    fireEvent.click(within(groups).getByRole('button', { name: '取消选做1' }));
    await waitFor(() => expect(cardOf(server.current().doc, 'q4')).toEqual({}));
    expect(cardOf(server.current().doc, 'q5')).toEqual({});
    expect(document.querySelector('[data-kind="optional-choice"]')).toBeNull();
  });

  it('saves a change to a printed (frozen) version as the next version', async () => {
    const server = open('c-frozen', undefined, { frozen: true, frozenReason: '已打印' });
    expect(await screen.findByText(/修改将生成第 2 版/)).toBeTruthy();
    type(await spin('第 5 题答题框高度'), '40');
    await waitFor(() => expect(server.current().version).toBe(2));
    expect(cardOf(server.current().doc, 'q5')).toEqual({ boxHeight: 40 });
    expect(await screen.findByText('第 2 版')).toBeTruthy();
    expect(screen.queryByText(/修改将生成第 2 版/)).toBeNull();
  });
});
