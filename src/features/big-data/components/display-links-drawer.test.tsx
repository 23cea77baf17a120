import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DisplayLink } from '../../../shared/api/large-screen';
import { stubHttp } from '../../../../tests/support/http-stub';
import { renderFeature } from '../../../../tests/support/render-feature';
import { ScreenEntry } from './screen-entry';

const gradeInfo = (isAdministrator: boolean) => ({ isAdministrator, isCreator: false });

/** A server of display links in memory: list, create (token once), revoke. */
function linkServer(admin = true) {
  const links: (DisplayLink & { createdByName: string })[] = [
    {
      id: 'l1',
      label: '走廊大屏',
      createdAt: '2026-09-01T08:00:00.000Z',
      revokedAt: null,
      createdByName: '王老师',
    },
  ];
  return stubHttp({
    'GET /system/user/gradeInfo': () => gradeInfo(admin),
    'GET /teacher/screen/links': () => links,
    'POST /teacher/screen/links': ({ body }) => {
      const label = (body as { label: string }).label || '大屏';
      const link = { id: 'l2', label, createdAt: '2026-09-02T09:30:00.000Z', revokedAt: null };
      links.unshift({ ...link, createdByName: '王老师' });
      return { ...link, token: 'secret-token' };
    },
    'DELETE /teacher/screen/links/:id': ({ params }) => {
      const l = links.find((x) => x.id === params.id)!;
      l.revokedAt = '2026-09-02T10:00:00.000Z';
      return null;
    },
  });
}

const rowOf = (label: string) => screen.getByText(label).closest('tr') as HTMLElement;

describe('ScreenEntry (大屏展示, 展示链接)', () => {
  it('lists, creates (the address shown once, with its QR) and revokes display links', async () => {
    const { calls } = linkServer();
    renderFeature(<ScreenEntry />);
    expect((await screen.findByText('大屏展示')).closest('a')?.getAttribute('href')).toBe(
      '/largescreen',
    );
    fireEvent.click(screen.getByText('展示链接'));
    await screen.findByText('走廊大屏');
    expect(within(rowOf('走廊大屏')).getByText('王老师')).toBeTruthy();
    expect(within(rowOf('走廊大屏')).getByText('2026-09-01 08:00')).toBeTruthy();
    expect(within(rowOf('走廊大屏')).getByText('有效')).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('如：办公室大屏'), {
      target: { value: ' 办公室大屏 ' },
    });
    fireEvent.click(screen.getByText('生成展示链接'));
    await waitFor(() => expect(calls.map((c) => c.method)).toContain('POST'));
    const url = await screen.findByTestId('display-url');
    expect(url.textContent).toBe(`${window.location.origin}/largescreen?token=secret-token`);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ label: '办公室大屏' });
    await screen.findByAltText('展示链接二维码');
    expect(screen.getByText('复制链接')).toBeTruthy();
    await waitFor(() => expect(within(rowOf('办公室大屏')).getByText('有效')).toBeTruthy());
    // The address is shown once: after 我已保存 it is gone, and the list never carries it.
    fireEvent.click(screen.getByText('我已保存'));
    expect(screen.queryByTestId('display-url')).toBeNull();
    expect(document.body.textContent).not.toContain('secret-token');

    fireEvent.click(within(rowOf('走廊大屏')).getByText('撤 销'));
    // The confirmation asks first; only its 撤销 revokes.
    const confirm = await screen.findByText('撤销「走廊大屏」？');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    const pop = confirm.closest('.ant-popconfirm') as HTMLElement;
    fireEvent.click(within(pop).getByRole('button', { name: '撤 销' }));
    await waitFor(() => expect(within(rowOf('走廊大屏')).getByText('已撤销')).toBeTruthy());
    expect(calls.some((c) => c.method === 'DELETE' && c.params.id === 'l1')).toBe(true);
    expect(within(rowOf('走廊大屏')).queryByText('撤 销')).toBeNull();
  });

  it('shows nothing to a teacher who does not administer the school', async () => {
    const { calls } = linkServer(false);
    const { container } = renderFeature(<ScreenEntry />);
    await waitFor(() => expect(calls.length).toBe(1));
    expect(container.textContent).not.toContain('展示链接');
    expect(container.textContent).not.toContain('大屏展示');
  });
});
