import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { LoginForm, type LoginValues } from './login-form';
import './login-box.css';
import './login-page.css';

/** Props of the /login page. */
export interface LoginPageProps {
  logoSrc: string;
  onSubmit(values: LoginValues): Promise<unknown>;
  footer?: ReactNode;
}

/** The /login page: the product's name and the login form. */
export function LoginPage({ logoSrc, onSubmit, footer }: LoginPageProps) {
  return (
    <div className="login-page">
      <div className="login-page__card">
        <div className="login-page__brand">
          <img src={logoSrc} alt="" width={40} height={40} />
          <Typography.Title level={3}>作业与网阅</Typography.Title>
        </div>
        <Typography.Paragraph type="secondary">
          组卷、打印、扫描、网阅与学情分析，一站完成。
        </Typography.Paragraph>
        <LoginForm onSubmit={onSubmit} footer={footer} />
        <Typography.Paragraph type="secondary" className="login-box__hint">
          教师账号由学校管理员开通；忘记密码请联系本校管理员重置。
        </Typography.Paragraph>
      </div>
    </div>
  );
}
