import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../render.fixture';
import { buildTokenResponse } from '../request/transport.fixture';
import { buildServices, okBody } from '../services.fixture';
import { buildGradeInfo, buildUser } from '../store/session.fixture';

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
    fireEvent.click(screen.getByRole('button', { name: '注册/登录' }));
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

  it('/userset?nav=2 opens 问题反馈; 个人中心 shows the user', async () => {
    const { router } = await signedInAsTeacher();
    await router.navigate('/userset?nav=2');
    expect(await screen.findByText('反馈去向')).toBeTruthy();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    fireEvent.change(screen.getByPlaceholderText(/请描述遇到的问题/), {
      target: { value: '打印预览空白' },
    });
    fireEvent.click(screen.getByRole('button', { name: '复制反馈' }));
    expect(await screen.findByText('已复制，可以粘贴发送了')).toBeTruthy();
    expect(writeText.mock.calls[0]?.[0]).toMatch(/李老师（teacher）[\s\S]*打印预览空白$/);
    fireEvent.click(screen.getByRole('tab', { name: '个人中心' }));
    expect(await screen.findByText('teacher')).toBeTruthy();
  });
});
