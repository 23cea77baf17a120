import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reply, stubHttp } from '../../../../tests/support/http-stub';
import { renderFeature } from '../../../../tests/support/render-feature';
import { RegisterForm } from './register-form';

const TOKEN = {
  access_token: 'a',
  refresh_token: 'r',
  token_type: 'bearer',
  expires_in: 7200,
  message: '注册成功',
};

function setup() {
  const { calls } = stubHttp({
    'GET /account/captcha': () => ({ id: 'c1', svg: '<svg></svg>', expiresIn: 300 }),
    'GET /account/username': (c) => ({ available: c.query?.username !== 'teacher' }),
    'POST /account/sms': () => reply({ cooldown: 60 }, '验证码已发送'),
    'POST /account/register': () => TOKEN,
  });
  const onRegistered = vi.fn(() => Promise.resolve());
  renderFeature(<RegisterForm onRegistered={onRegistered} />);
  return { calls, onRegistered, field: (p: string) => screen.getByPlaceholderText(p) };
}

describe('RegisterForm', () => {
  it('says the spec messages: 请输入用户名 on blur, 请输入密码 on change, 请输入昵称, 请输入图形验证码, 请输入短信验证码', async () => {
    const { field } = setup();
    fireEvent.focus(field('用户名'));
    fireEvent.blur(field('用户名'));
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    fireEvent.change(field('密码（至少 6 位）'), { target: { value: 'x' } });
    fireEvent.change(field('密码（至少 6 位）'), { target: { value: '' } });
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /注\s*册/ }));
    expect(await screen.findByText('请输入昵称')).toBeTruthy();
    expect(await screen.findByText('请输入图形验证码')).toBeTruthy();
    expect(await screen.findByText('请输入短信验证码')).toBeTruthy();
  });

  it('says a taken username, a malformed mobile and mismatched passwords clearly, then registers', async () => {
    const { field, calls, onRegistered } = setup();
    fireEvent.change(field('用户名'), { target: { value: 'teacher' } });
    fireEvent.blur(field('用户名'));
    expect(await screen.findByText('该用户名已被注册')).toBeTruthy();
    fireEvent.change(field('手机号码'), { target: { value: '1234' } });
    fireEvent.blur(field('手机号码'));
    expect(await screen.findByText('请输入正确的手机号码')).toBeTruthy();
    fireEvent.change(field('密码（至少 6 位）'), { target: { value: 'secret88' } });
    fireEvent.change(field('再次输入密码'), { target: { value: 'secret8' } });
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();

    fireEvent.change(field('用户名'), { target: { value: 'wanglaoshi' } });
    fireEvent.change(field('昵称（如：王老师）'), { target: { value: '王老师' } });
    fireEvent.change(field('手机号码'), { target: { value: '13800138000' } });
    fireEvent.change(field('再次输入密码'), { target: { value: 'secret88' } });
    fireEvent.change(screen.getByLabelText('图形验证码'), { target: { value: 'ab12' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('60 秒后重发')).toBeTruthy();
    expect(calls.find((c) => c.url === '/account/sms')?.body).toEqual({
      mobile: '13800138000',
      purpose: 'register',
      captchaId: 'c1',
      captchaText: 'ab12',
    });
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: /注\s*册/ }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.url === '/account/register')?.body).toEqual({
      username: 'wanglaoshi',
      nickname: '王老师',
      mobile: '13800138000',
      password: 'secret88',
      password2: 'secret88',
      smsCode: '123456',
    });
  });
});
