import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button, Form, Input } from 'antd';
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
      <Form.Item validateStatus={errors.username ? 'error' : ''} help={errors.username?.message}>
        <Controller
          name="username"
          control={control}
          rules={{ required: MESSAGES.usernameRequired }}
          render={({ field }) => (
            <Input
              {...field}
              size="large"
              prefix={<UserOutlined />}
              placeholder="用户名"
              autoComplete="username"
            />
          )}
        />
      </Form.Item>
      <Form.Item validateStatus={errors.password ? 'error' : ''} help={errors.password?.message}>
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
              placeholder="密码"
              autoComplete="current-password"
            />
          )}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        登录
      </Button>
      {footer}
    </form>
  );
}
