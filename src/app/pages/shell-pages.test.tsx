import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render.fixture';
import { buildTokenResponse } from '../request/transport.fixture';
import { buildServices, okBody } from '../services.fixture';
import { buildGradeInfo, buildUser } from '../store/session.fixture';

const PROFILE = {
  id: 'u1',
  username: 'teacher',
  displayName: '李老师',
  avatar: '李',
  mobile: '',
  pending: [],
  schools: [
    {
      orgId: 'org-1',
      name: '示例实验中学',
      logoPath: '',
      isDefault: true,
      isCreator: false,
      isAdministrator: false,
      gradeDirector: false,
      defaultClassId: null,
      defaultClassName: null,
    },
  ],
};

function demoServer(config: InternalAxiosRequestConfig) {
  if (config.url === '/oauth/oauth/token') {
    return String(config.data).includes('password=teacher123')
      ? { status: 200, body: buildTokenResponse() }
      : { status: 400, body: { message: '用户名或密码错误' } };
  }
  if (config.url === '/system/user/info') {
    return okBody(buildUser({ username: 'teacher', displayName: '李老师' }));
  }
  if (config.url === '/system/user/gradeInfo') return okBody(buildGradeInfo());
  if (config.url === '/oauth/signout') return okBody(null);
  if (config.url === '/account/profile') return okBody(PROFILE);
  if (config.url === '/feedback/mine') return okBody([]);
  if (config.url === '/feedback') return okBody({ id: 'f1' });
  return undefined;
}

function fillAndSubmit(password: string) {
  fireEvent.change(screen.getByPlaceholderText('用户名'), { target: { value: 'teacher' } });
  fireEvent.change(screen.getByPlaceholderText('密码'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: /^登\s*录$/ }));
}

async function signedInAsTeacher() {
  const built = buildServices(demoServer);
  const { router } = renderApp('/login', built);
  fillAndSubmit('teacher123');
  await waitFor(() => expect(router.state.location.pathname).toBe('/paperList'));
  // The landing page is a feature's (作业列表); the chrome shows once it has rendered.
  await screen.findByRole('button', { name: '用户菜单' }, { timeout: 10_000 });
  return { built, router };
}

describe('shell pages', () => {
  it('home: 注册/登录 opens the login box; signing in closes it and goes to /paperList', async () => {
    const built = buildServices(demoServer);
    const { router } = renderApp('/', built);
    fireEvent.click(await screen.findByRole('button', { name: '注册/登录' }));
    expect(screen.getByRole('dialog', { name: '注册/登录' })).toBeTruthy();
    fillAndSubmit('teacher123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/paperList'));
    expect(screen.queryByRole('dialog', { name: '注册/登录' })).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('login: a wrong password shows the server message and stays on /login', async () => {
    const built = buildServices(demoServer);
    const { router } = renderApp('/login', built);
    fillAndSubmit('wrong');
    await waitFor(() => expect(built.notify).toHaveBeenCalledWith('用户名或密码错误', 3000));
    expect(router.state.location.pathname).toBe('/login');
    expect(built.store.getState().session.user).toBeNull();
  });

  it('sign out from the avatar menu clears storage and returns to /', async () => {
    const { built } = await signedInAsTeacher();
    fireEvent.mouseEnter(screen.getByRole('button', { name: '用户菜单' }));
    fireEvent.click(await screen.findByText('退出登录'));
    await waitFor(() => expect(built.navigate).toHaveBeenCalledWith('/'));
    expect(built.calls.some((call) => call.url === '/oauth/signout')).toBe(true);
    expect(localStorage.length).toBe(0);
    expect(built.store.getState().session.user).toBeNull();
  });

  it('/userset?nav=2 opens 问题反馈, which files a report; 个人中心 shows the account', async () => {
    const { router, built } = await signedInAsTeacher();
    await router.navigate('/userset?nav=2');
    fireEvent.change(await screen.findByLabelText('问题描述'), {
      target: { value: '打印预览空白' },
    });
    fireEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    await waitFor(() =>
      expect(built.calls.some((c) => c.url === '/feedback' && c.method === 'post')).toBe(true),
    );
    const sent = built.calls.find((c) => c.url === '/feedback')?.data as FormData;
    expect(sent.get('content')).toBe('打印预览空白');
    fireEvent.click(screen.getByRole('tab', { name: '个人中心' }));
    expect(await screen.findByText('teacher')).toBeTruthy();
    expect(screen.getByText('示例实验中学')).toBeTruthy();
  });
});
