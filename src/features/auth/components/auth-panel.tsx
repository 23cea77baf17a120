import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Spin } from 'antd';
import type { TokenResponse } from '../../../shared/api';
import { LoginForm, type LoginValues } from './login-form';
import './login-box.css';

// 注册 and 忘记密码 (SMS codes, captcha) load when their tab opens: /login ships the login form only.
const RegisterForm = lazy(() =>
  import('./register-form').then((m) => ({ default: m.RegisterForm })),
);
const ResetPasswordForm = lazy(() =>
  import('./reset-password-form').then((m) => ({ default: m.ResetPasswordForm })),
);
const later = (form: ReactNode) => (
  <Suspense fallback={<Spin style={{ display: 'block', margin: '40px auto' }} />}>{form}</Suspense>
);

/** What the sign-in panel needs from the app. */
export interface AuthPanelProps {
  onSubmit(values: LoginValues): Promise<unknown>;
  onRegistered(token: TokenResponse): Promise<unknown>;
  footer?: ReactNode;
  /** Which tab opens first. */
  initial?: 'login' | 'register';
}

const TABS = [
  { key: 'login', label: '登录' },
  { key: 'register', label: '注册' },
  { key: 'reset', label: '忘记密码' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/**
 * 登录 / 注册 / 忘记密码 as tabs (the 注册/登录 box, /login and /invite). A plain tab list rather
 * than antd Tabs, whose overflow menu and dropdown would double the sign-in page's script.
 */
export function AuthPanel({ onSubmit, onRegistered, footer, initial = 'login' }: AuthPanelProps) {
  const [tab, setTab] = useState<TabKey>(initial);
  const id = useId();
  const panel =
    tab === 'login' ? (
      <LoginForm onSubmit={onSubmit} footer={footer} />
    ) : tab === 'register' ? (
      later(<RegisterForm onRegistered={onRegistered} />)
    ) : (
      later(<ResetPasswordForm onDone={() => setTab('login')} />)
    );
  return (
    <div className="auth-panel">
      <div role="tablist" className="auth-panel__tabs">
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`${id}-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls={`${id}-panel`}
            className={
              tab === t.key ? 'auth-panel__tab auth-panel__tab--active' : 'auth-panel__tab'
            }
            onClick={() => setTab(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {panel}
      </div>
    </div>
  );
}
