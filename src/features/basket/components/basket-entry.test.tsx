import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BasketInfo } from '../../../shared/api';
import { reply, stubHttp } from '../../../../tests/support/http-stub';
import { renderFeature } from '../../../../tests/support/render-feature';
import { buildBasketInfo, SAMPLE_TYPES } from '../basket.fixture';
import { basketReducer } from '../basket.slice';
import { BasketEntry } from './basket-entry';

/** A basket held like the server holds it, answering the calls of spec section 7. */
function basketServer(initial: BasketInfo) {
  let rows = [...SAMPLE_TYPES];
  let info = initial;
  const build = () => (rows.length ? buildBasketInfo([{ types: rows }]) : buildBasketInfo([]));
  return stubHttp({
    'GET /teacher/paper/info/getQuestionBasket': () => info,
    'DELETE /teacher/paper/question/type/delType/:paperId/:typeId': ({ params }) => {
      rows = rows.filter((r) => r.typeId !== Number(params.typeId));
      return (info = build());
    },
    'DELETE /teacher/paper/info/:id/clearBasket': () => {
      rows = [];
      info = build();
      return reply(null, '试题篮已清空');
    },
  });
}

async function openPopover() {
  const button = await screen.findByRole('button', { name: '试题篮（16题）' });
  fireEvent.mouseEnter(button);
  return screen.findByRole('tooltip');
}

const render = () =>
  renderFeature(<BasketEntry width={368} />, { reducers: { basket: basketReducer } });

describe('BasketEntry', () => {
  it('shows the badge and the popover (width 368): paper, 共计 N 题, 题型/数量 table', async () => {
    basketServer(buildBasketInfo());
    render();
    const popover = await openPopover();
    expect(screen.getByRole('button', { name: '试题篮（16题）' }).textContent).toContain('16');
    expect((popover.closest('.ant-popover') as HTMLElement).style.width).toBe('368px');
    expect(within(popover).getByText('初中数学')).toBeTruthy();
    expect(within(popover).getByText('共计 16 题')).toBeTruthy();
    const cells = within(popover)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .slice(0, 2)
          .map((c) => c.textContent),
      );
    expect(cells.slice(1)).toEqual([
      ['单选', '6'],
      ['双选', '3'],
      ['应用', '2'],
      ['解答', '5'],
    ]);
  });

  it('deletes one 题型 and refreshes the table, total and badge', async () => {
    const { calls } = basketServer(buildBasketInfo());
    render();
    const popover = await openPopover();
    fireEvent.click(within(popover).getByRole('button', { name: '删除双选' }));
    await within(popover).findByText('共计 13 题');
    expect(within(popover).queryByText('双选')).toBeNull();
    expect(calls.at(-1)?.url).toBe('/teacher/paper/question/type/delType/paper-math/2');
    expect(screen.getByRole('button', { name: '试题篮（13题）' })).toBeTruthy();
  });

  it('清空全部 empties the paper’s basket and shows the server’s message', async () => {
    const { calls } = basketServer(buildBasketInfo());
    render();
    const popover = await openPopover();
    fireEvent.click(within(popover).getByRole('button', { name: '清空全部' }));
    fireEvent.click(await screen.findByRole('button', { name: '清 空' }));
    await screen.findByText('试题篮已清空');
    await within(popover).findByText('共计 0 题');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toContain(
      'DELETE /teacher/paper/info/paper-math/clearBasket',
    );
    expect(screen.getByRole('button', { name: '试题篮（0题）' })).toBeTruthy();
  });

  it('进入组卷中心 opens /edit with the current paper’s ids and type=2', async () => {
    basketServer(buildBasketInfo());
    const { location } = render();
    const popover = await openPopover();
    fireEvent.click(within(popover).getByRole('button', { name: '进入组卷中心' }));
    await waitFor(() =>
      expect(location()).toBe(
        '/edit?paperId=paper-math&subjectId=junior-math&textbookId=tb-math-8a&type=2',
      ),
    );
  });
});
