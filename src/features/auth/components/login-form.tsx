import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { MESSAGES } from '../../../shared/messages';

/** What the login form submits. */
export interface LoginValues {
  username: string;
  password: string;
}

/** Props of the login form. */
export interface LoginFormProps {
  /** Signs in; a rejection keeps the form open (the request layer has shown the reason). */
  onSubmit(values: LoginValues): Promise<unknown>;
  /** Shown under the button (the agreement link, for example). */
  footer?: ReactNode;
}

/** An input with its message below (antd's Form.Item look without its form engine). */
function Field({ error, children }: { error?: string; children: ReactNode }) {
  return (
    <div className="auth-field">
      {children}
      <div className="auth-field__error" role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}

/** Username and password; username is checked on blur, password on change (spec section 5). */
export function LoginForm({ onSubmit, footer }: LoginFormProps) {
  const { control, handleSubmit, trigger, formState } = useForm<LoginValues>({
    mode: 'onBlur',
    defaultValues: { username: '', password: '' },
  });
  const { errors } = formState;
  const [submitting, setSubmitting] = useState(false);
  const submit = handleSubmit(async (values) => {
    setSubmitting(true);
    await onSubmit(values).catch(() => undefined);
    setSubmitting(false);
  });

  return (
    <form onSubmit={submit} noValidate aria-label="登录">
      <Field error={errors.username?.message}>
        <Controller
          name="username"
          control={control}
          rules={{ required: MESSAGES.usernameRequired }}
          render={({ field }) => (
            <Input
              {...field}
              size="large"
              prefix={<UserOutlined />}
              status={errors.username ? 'error' : ''}
              placeholder="用户名"
              autoComplete="username"
            />
          )}
        />
      </Field>
      <Field error={errors.password?.message}>
        <Controller
          name="password"
          control={control}
          rules={{ required: MESSAGES.passwordRequired }}
          render={({ field }) => (
            <Input.Password
              {...field}
              onChange={(event) => {
                field.onChange(event);
                void trigger('password');
              }}
              size="large"
              prefix={<LockOutlined />}
              status={errors.password ? 'error' : ''}
              placeholder="密码"
              autoComplete="current-password"
            />
          )}
        />
      </Field>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        登录
      </Button>
      {footer}
    </form>
  );
}
