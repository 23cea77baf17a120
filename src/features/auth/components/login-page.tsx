import type { ReactNode } from 'react';
import type { TokenResponse } from '../../../shared/api';
import { AuthPanel } from './auth-panel';
import type { LoginValues } from './login-form';
import './login-box.css';
import './login-page.css';

/** Props of the /login page. */
export interface LoginPageProps {
  logoSrc: string;
  onSubmit(values: LoginValues): Promise<unknown>;
  onRegistered(token: TokenResponse): Promise<unknown>;
  footer?: ReactNode;
}

/** The /login page: the product's name and the login form. */
export function LoginPage({ logoSrc, onSubmit, onRegistered, footer }: LoginPageProps) {
  return (
    <div className="login-page">
      <div className="login-page__card">
        <div className="login-page__brand">
          <img src={logoSrc} alt="" width={40} height={40} />
          <h3 className="auth-title">作业与网阅</h3>
        </div>
        <p className="auth-secondary">组卷、打印、扫描、网阅与学情分析，一站完成。</p>
        <AuthPanel onSubmit={onSubmit} onRegistered={onRegistered} footer={footer} />
      </div>
    </div>
  );
}
