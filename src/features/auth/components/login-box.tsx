import type { ReactNode } from 'react';
import { Button } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useScrollLock } from '../hooks/use-scroll-lock';
import type { TokenResponse } from '../../../shared/api';
import { AuthPanel } from './auth-panel';
import type { LoginValues } from './login-form';
import './login-box.css';

/** Props of the 注册/登录 box. */
export interface LoginBoxProps {
  open: boolean;
  onClose(): void;
  onSubmit(values: LoginValues): Promise<unknown>;
  onRegistered(token: TokenResponse): Promise<unknown>;
  footer?: ReactNode;
}

/** The login box opened by 注册/登录; page scrolling is locked while it is open. */
export function LoginBox({ open, onClose, onSubmit, onRegistered, footer }: LoginBoxProps) {
  useScrollLock(open);
  if (!open) return null;
  return (
    <div className="login-box__mask" onClick={onClose}>
      <section
        className="login-box"
        role="dialog"
        aria-modal="true"
        aria-label="注册/登录"
        onClick={(event) => event.stopPropagation()}
      >
        <Button
          className="login-box__close"
          type="text"
          icon={<CloseOutlined />}
          aria-label="关闭"
          onClick={onClose}
        />
        <h3 className="auth-title">欢迎登录</h3>
        <AuthPanel onSubmit={onSubmit} onRegistered={onRegistered} footer={footer} />
        <p className="auth-secondary login-box__hint">
          注册后可创建学校，或通过学校管理员发来的邀请链接加入学校。
        </p>
      </section>
    </div>
  );
}
