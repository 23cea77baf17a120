import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { provideHttp } from '../../../ui';
import {
  buildBankQuestion,
  buildCatalog,
  buildChapterKnowledge,
  buildKnowledgeChapters,
  buildKnowledgeTree,
  buildTree,
  fakeHttp,
} from '../bank.fixture';
import { BANK_CHOICE_KEY, bankReducer } from '../bank.slice';
import { QuestionBrowser, type QuestionBrowserProps } from './question-browser';

/** Async queries wait longer: the machine runs several test files at once. */
const slow = { timeout: 10_000 };

const LIST = '/teacher/bank/questions';

function setup(props: QuestionBrowserProps = {}, total = 25) {
  const list = (page: unknown) =>
    total === 0
      ? []
      : [
          buildBankQuestion({ id: `q-${String(page)}`, mine: true }),
          buildBankQuestion({ id: 'q-other', kind: 'judge', typeName: '判断' }),
        ];
  const { http, sent } = fakeHttp({
    '/teacher/bank/catalog': () => buildCatalog(),
    '/teacher/bank/tree': (p) => (p.type === 'knowledge' ? buildKnowledgeTree() : buildTree()),
    '/teacher/bank/chapters/math.ch1.s1/knowledge': () => buildChapterKnowledge(),
    '/teacher/bank/knowledge/kp.math.pythagoras.converse/chapters': () => buildKnowledgeChapters(),
    [LIST]: (p) => ({ total, list: list(p.page) }),
  });
  provideHttp(http);
  const store = configureStore({ reducer: { bank: bankReducer } });
  render(
    <Provider store={store}>
      <AntApp>
        <QuestionBrowser {...props} />
      </AntApp>
    </Provider>,
  );
  const lists = () =>
    sent.filter((r) => r.url === LIST).map((r) => r.body as Record<string, unknown>);
  return { sent, store, lists, last: () => lists()[lists().length - 1] };
}

// antd in happy-dom renders slowly on a 2-core machine: these tests get room to finish.
describe('QuestionBrowser', { timeout: 30_000 }, () => {
  it('starts with the first subject by 章节 and lists its questions', async () => {
    const { last } = setup();
    await waitFor(() => expect(last()).toBeDefined(), slow);
    expect(last()).toMatchObject({
      subjectId: 'junior-math',
      chapterType: 'booknode',
      page: 1,
      pageSize: 10,
    });
    expect(await screen.findAllByRole('article', {}, slow)).toHaveLength(2);
    expect(screen.getByText('共 25 道试题')).toBeTruthy();
  });

  it('asks for the chosen 题型, 难度, node, keyword and 只看我的, back on page 1', async () => {
    const { last, sent } = setup();
    await screen.findAllByRole('article', {}, slow);
    fireEvent.click(within(screen.getByRole('group', { name: '题型' })).getByText('判断'));
    await waitFor(() => expect(last()).toMatchObject({ kind: 'judge' }), slow);
    fireEvent.click(within(screen.getByRole('group', { name: '难度' })).getByText('较难'));
    await waitFor(() => expect(last()).toMatchObject({ kind: 'judge', difficulty: 4 }), slow);
    fireEvent.click(await screen.findByText('1.1 探索勾股定理', {}, slow));
    await waitFor(() => expect(last()).toMatchObject({ nodeId: 'math.ch1.s1' }), slow);
    const search = screen.getByPlaceholderText('输入关键词搜索试题');
    fireEvent.change(search, { target: { value: ' 勾股 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(last()).toMatchObject({ keyword: '勾股' }), slow);
    fireEvent.click(screen.getByText('只看我的'));
    await waitFor(() => expect(last()).toMatchObject({ mine: 'true', page: 1 }), slow);
    fireEvent.click(screen.getByText('知识点'));
    await waitFor(() => expect(last()).toMatchObject({ chapterType: 'knowledge' }), slow);
    expect(last()?.nodeId).toBeUndefined();
    expect(
      sent.some(
        (r) => r.url === '/teacher/bank/tree' && (r.body as { type: string }).type === 'knowledge',
      ),
    ).toBe(true);
  });

  it('asks for the chosen 年份 and for all years again when cleared', async () => {
    const { last } = setup();
    await screen.findAllByRole('article', {}, slow);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '年份' }));
    fireEvent.click(await screen.findByTitle('2024年', {}, slow));
    await waitFor(() => expect(last()).toMatchObject({ year: 2024, page: 1 }), slow);
    const clear = document.querySelector('.bank-filters .ant-select-clear') as HTMLElement;
    fireEvent.mouseDown(clear);
    fireEvent.click(clear);
    await waitFor(() => expect(last()?.year).toBeUndefined(), slow);
  });

  it('shows the chosen chapter’s 知识点 as chips that narrow the list', async () => {
    const { last } = setup();
    await screen.findAllByRole('article', {}, slow);
    expect(screen.queryByRole('group', { name: '本章知识点' })).toBeNull();
    fireEvent.click(await screen.findByText('1.1 探索勾股定理', {}, slow));
    const chips = await screen.findByRole('group', { name: '本章知识点' }, slow);
    expect(within(chips).getByText('平方根')).toBeTruthy();
    fireEvent.click(within(chips).getByText('勾股定理的内容'));
    await waitFor(
      () =>
        expect(last()).toMatchObject({
          chapterType: 'booknode',
          nodeId: 'math.ch1.s1',
          knowledgeId: 'kp.math.pythagoras.theorem',
          page: 1,
        }),
      slow,
    );
    fireEvent.click(within(chips).getByText('全部'));
    await waitFor(() => expect(last()?.knowledgeId).toBeUndefined(), slow);
    expect(last()).toMatchObject({ nodeId: 'math.ch1.s1' });
  });

  it('shows the chapters teaching the chosen 知识点 and switches to one on a click', async () => {
    const { last, store } = setup();
    await screen.findAllByRole('article', {}, slow);
    fireEvent.click(screen.getByText('知识点'));
    fireEvent.click(await screen.findByText('勾股定理的逆定理', {}, slow));
    await waitFor(
      () =>
        expect(last()).toMatchObject({
          chapterType: 'knowledge',
          nodeId: 'kp.math.pythagoras.converse',
        }),
      slow,
    );
    const links = await screen.findByRole('group', { name: '讲授该知识点的章节' }, slow);
    fireEvent.click(within(links).getByRole('button', { name: '1.2 一定是直角三角形吗' }));
    await waitFor(
      () => expect(last()).toMatchObject({ chapterType: 'booknode', nodeId: 'math.ch1.s2' }),
      slow,
    );
    expect(last()?.knowledgeId).toBeUndefined();
    expect(store.getState().bank.chapterType).toBe('booknode');
    expect(screen.queryByRole('group', { name: '讲授该知识点的章节' })).toBeNull();
  });

  it('pages through the list', async () => {
    const { last } = setup();
    await screen.findAllByRole('article', {}, slow);
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(last()).toMatchObject({ page: 2 }), slow);
    expect(await screen.findByRole('article', { name: '第11题' }, slow)).toBeTruthy();
  });

  it('takes the initial subject, remembers a new choice, and renders the app’s actions', async () => {
    const { last, store } = setup({
      subjectId: 'junior-physics',
      renderActions: (q) => <button type="button">加入试题篮 {q.id}</button>,
    });
    await waitFor(() => expect(last()).toMatchObject({ subjectId: 'junior-physics' }), slow);
    expect(await screen.findByText('加入试题篮 q-other', {}, slow)).toBeTruthy();
    expect(store.getState().bank.stageSubIdObj).toEqual({
      stageId: 'junior',
      subjectId: 'junior-physics',
      textbookId: 'physics.general.g8a',
    });
    expect(JSON.parse(localStorage.getItem(BANK_CHOICE_KEY) ?? 'null')).toMatchObject({
      subjectId: 'junior-physics',
    });
  });

  it('shows the answer and 解析 on demand, and 编辑/删除 only on one’s own questions', async () => {
    setup();
    const [mine, other] = await screen.findAllByRole('article', {}, slow);
    const button = (el: HTMLElement, name: RegExp) => within(el).queryByRole('button', { name });
    expect(button(mine!, /编\s*辑/)).toBeTruthy();
    expect(button(mine!, /删\s*除/)).toBeTruthy();
    expect(button(other!, /编\s*辑/)).toBeNull();
    expect(button(other!, /删\s*除/)).toBeNull();
    expect(button(other!, /衍\s*生/)).toBeTruthy();
    expect(within(other!).queryByText('由勾股定理得 5。')).toBeNull();
    fireEvent.click(within(other!).getByText('查看答案解析'));
    expect(within(other!).getByText('由勾股定理得 5。')).toBeTruthy();
  });

  it('says so when nothing matches', async () => {
    setup({}, 0);
    expect(await screen.findByText('没有符合条件的试题，换个条件试试', {}, slow)).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });
});
