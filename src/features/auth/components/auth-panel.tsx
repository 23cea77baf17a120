import { useState, type ReactNode } from 'react';
import { Tabs } from 'antd';
import type { TokenResponse } from '../../../shared/api';
import { LoginForm, type LoginValues } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';

/** What the sign-in panel needs from the app. */
export interface AuthPanelProps {
  onSubmit(values: LoginValues): Promise<unknown>;
  onRegistered(token: TokenResponse): Promise<unknown>;
  footer?: ReactNode;
  /** Which tab opens first. */
  initial?: 'login' | 'register';
}

/** 登录 / 注册 / 忘记密码 as tabs (the 注册/登录 box, /login and /invite). */
export function AuthPanel({ onSubmit, onRegistered, footer, initial = 'login' }: AuthPanelProps) {
  const [tab, setTab] = useState<string>(initial);
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      centered
      items={[
        {
          key: 'login',
          label: '登录',
          children: <LoginForm onSubmit={onSubmit} footer={footer} />,
        },
        { key: 'register', label: '注册', children: <RegisterForm onRegistered={onRegistered} /> },
        {
          key: 'reset',
          label: '忘记密码',
          children: <ResetPasswordForm onDone={() => setTab('login')} />,
        },
      ]}
    />
  );
}
