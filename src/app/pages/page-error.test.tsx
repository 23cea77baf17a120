import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../render.fixture';
import { RootLayout } from '../router/root-layout';
import { buildTokenResponse } from '../request/transport.fixture';
import { buildServices } from '../services.fixture';
import { buildUser } from '../store/session.fixture';
import { tokensReceived, userLoaded } from '../store/session.slice';
import { PageError } from './page-error';

function Broken(): never {
  throw new Error('boom');
}

describe('PageError', () => {
  it('replaces only the failing page: the top navigation stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const built = buildServices(() => undefined);
    built.store.dispatch(tokensReceived({ token: buildTokenResponse(), now: Date.now() }));
    built.store.dispatch(userLoaded(buildUser()));
    renderApp('/rehearse', built, [
      {
        element: <RootLayout basket={null} />,
        children: [
          { errorElement: <PageError />, children: [{ path: '/rehearse', element: <Broken /> }] },
        ],
      },
    ]);
    expect(await screen.findByText('页面出错了')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '用户菜单' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '刷新页面' })).toBeTruthy();
  });
});
