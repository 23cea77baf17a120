import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { renderApp } from '../render.fixture';
import { buildTokenResponse } from '../request/transport.fixture';
import { buildServices, okBody } from '../services.fixture';
import { buildGradeInfo, buildUser } from '../store/session.fixture';
import { gradeInfoLoaded, tokensReceived, userLoaded } from '../store/session.slice';

/** happy-dom's control of the simulated viewport (media queries follow it). */
interface HappyWindow {
  happyDOM: { setViewport(viewport: { width: number }): void };
}

function signedIn(gradeDirector: boolean, classDefault: string | null = null) {
  const built = buildServices((config) =>
    config.url === '/system/class' ? okBody([{ id: 'g-2024', name: '2024级' }]) : undefined,
  );
  built.store.dispatch(tokensReceived({ token: buildTokenResponse(), now: Date.now() }));
  built.store.dispatch(userLoaded(buildUser()));
  built.store.dispatch(
    gradeInfoLoaded(
      buildGradeInfo({
        gradeDirector,
        classDefaultId: classDefault && 'g-2024',
        classDefaultName: classDefault,
      }),
    ),
  );
  return built;
}

describe('RootLayout', () => {
  it('sends anonymous users from a teacher page to /login', async () => {
    const { router } = renderApp(
      '/paperlist',
      buildServices(() => undefined),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('form', { name: '登录' })).toBeTruthy();
  });

  it('sends anonymous users from an unknown path to the home page', async () => {
    const { router } = renderApp(
      '/nowhere',
      buildServices(() => undefined),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('让每一份作业都有数据')).toBeTruthy();
  });

  it('sends logged-in users from / to /paperList', async () => {
    const { router } = renderApp('/', signedIn(false));
    await waitFor(() => expect(router.state.location.pathname).toBe('/paperList'));
  });

  it('shows 数据中心 to grade directors only', async () => {
    renderApp('/rehearse', signedIn(true));
    expect(await screen.findByText('数据中心')).toBeTruthy();
  });

  it('hides 数据中心 from other teachers', async () => {
    renderApp('/rehearse', signedIn(false));
    await screen.findByText('错题重练', { selector: 'a' });
    expect(screen.queryByText('数据中心')).toBeNull();
  });

  it('collapses the menu into a dropdown under small widths', async () => {
    const { happyDOM } = window as unknown as HappyWindow;
    happyDOM.setViewport({ width: 600 });
    try {
      renderApp('/rehearse', signedIn(true));
      fireEvent.click(await screen.findByRole('button', { name: '菜单' }));
      expect(await screen.findByText('学情分析')).toBeTruthy();
      expect(screen.queryByRole('menu', { name: '主导航' })).toBeNull();
    } finally {
      happyDOM.setViewport({ width: 1024 });
    }
  });

  it('shows 暂无默认学年 and refuses to scan without a school year', async () => {
    const built = signedIn(false);
    const { router } = renderApp('/rehearse', built);
    expect(await screen.findByText(MESSAGES.noDefaultYear)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '扫描' }));
    expect(built.notify).toHaveBeenCalledWith(MESSAGES.scanNeedsYear, 3000);
    expect(router.state.location.pathname).toBe('/rehearse');
  });

  it('opens /scan from the scan icon once a school year is chosen', async () => {
    const { router } = renderApp('/rehearse', signedIn(false, '2024级'));
    expect(await screen.findByText('2024级')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '扫描' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/scan'));
  });

  it('loads the grade list when the school-year dropdown opens', async () => {
    const built = signedIn(false);
    renderApp('/rehearse', built);
    fireEvent.click(await screen.findByTestId('school-year'));
    expect(await screen.findByText('2024级')).toBeTruthy();
    expect(built.calls.at(-1)?.url).toBe('/system/class');
    expect(built.calls.at(-1)?.params).toEqual({ orgId: 'org-1', type: 1, pid: '' });
  });

  it('leaves a protected page for / (not /login) when the session ends', async () => {
    const built = signedIn(false);
    const { router } = renderApp('/bigData', built);
    await screen.findByRole('heading', { name: '大数据' });
    await act(() => built.services.session.signOut());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('让每一份作业都有数据')).toBeTruthy();
    expect(built.store.getState().session.exitTo).toBeNull();
  });

  it('redirects /analysis to /analysis/grade and scrolls to the top', async () => {
    window.scrollTo(0, 500);
    const { router } = renderApp('/analysis', signedIn(false));
    await waitFor(() => expect(router.state.location.pathname).toBe('/analysis/grade'));
    expect(window.scrollY).toBe(0);
    await act(() => router.navigate('/bigData'));
    expect(screen.getByRole('heading', { name: '大数据' })).toBeTruthy();
  });
});
