import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button, Form, Input } from 'antd';
import { MobileOutlined, SmileOutlined, UserOutlined } from '@ant-design/icons';
import type { TokenResponse } from '../../../shared/api';
import { MOBILE_PATTERN, USERNAME_PATTERN } from '../../../shared/api/account-rules';
import { MESSAGES } from '../../../shared/messages';
import { SmsCodeField } from '../../../ui';
import { accountApi } from '../api/account.api';
import { PasswordPair } from './password-pair';

/** What 注册 collects. */
interface RegisterValues {
  username: string;
  nickname: string;
  mobile: string;
  password: string;
  password2: string;
  captcha: string;
  smsCode: string;
}

/** Props of the registration form. */
export interface RegisterFormProps {
  /** Called with the new account's tokens (the account is signed in). */
  onRegistered(token: TokenResponse): Promise<unknown>;
}

/**
 * 注册: username (checked on blur, also for being taken), nickname, mobile, password twice (checked
 * on change), image captcha and SMS code, with the spec's messages word for word.
 */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const form = useForm<RegisterValues>({
    mode: 'onBlur',
    defaultValues: {
      username: '',
      nickname: '',
      mobile: '',
      password: '',
      password2: '',
      captcha: '',
      smsCode: '',
    },
  });
  const { control, handleSubmit, watch, setValue, formState, register } = form;
  const { errors } = formState;
  register('captcha', { validate: (v) => !!v.trim() || MESSAGES.captchaRequired });
  register('smsCode', { validate: (v) => !!v.trim() || MESSAGES.smsRequired });
  const [busy, setBusy] = useState(false);
  const submit = handleSubmit(async ({ captcha: _captcha, ...values }) => {
    setBusy(true);
    try {
      await onRegistered(await accountApi.register(values));
    } catch {
      // The request layer has shown the reason.
    } finally {
      setBusy(false);
    }
  });
  const item = (name: keyof RegisterValues) => ({
    validateStatus: errors[name] ? ('error' as const) : ('' as const),
    help: errors[name]?.message,
  });
  return (
    <form onSubmit={submit} noValidate aria-label="注册">
      <Form.Item {...item('username')}>
        <Controller
          name="username"
          control={control}
          rules={{
            required: MESSAGES.usernameRequired,
            pattern: { value: USERNAME_PATTERN, message: MESSAGES.usernameInvalid },
            validate: async (v) =>
              (await accountApi.usernameFree(v).catch(() => true)) || MESSAGES.usernameTaken,
          }}
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
      <Form.Item {...item('nickname')}>
        <Controller
          name="nickname"
          control={control}
          rules={{ validate: (v) => !!v.trim() || MESSAGES.nicknameRequired }}
          render={({ field }) => (
            <Input
              {...field}
              size="large"
              prefix={<SmileOutlined />}
              placeholder="昵称（如：王老师）"
              maxLength={20}
            />
          )}
        />
      </Form.Item>
      <Form.Item {...item('mobile')}>
        <Controller
          name="mobile"
          control={control}
          rules={{
            required: MESSAGES.mobileRequired,
            pattern: { value: MOBILE_PATTERN, message: MESSAGES.mobileInvalid },
          }}
          render={({ field }) => (
            <Input
              {...field}
              size="large"
              prefix={<MobileOutlined />}
              placeholder="手机号码"
              inputMode="tel"
              maxLength={11}
            />
          )}
        />
      </Form.Item>
      <PasswordPair form={form} placeholders={['密码（至少 6 位）', '再次输入密码']} />
      <Controller
        name="captcha"
        control={control}
        rules={{ validate: (v) => !!v.trim() || MESSAGES.captchaRequired }}
        render={() => <></>}
      />
      <Controller
        name="smsCode"
        control={control}
        rules={{ validate: (v) => !!v.trim() || MESSAGES.smsRequired }}
        render={() => <></>}
      />
      <div style={{ marginBottom: 24 }}>
        <SmsCodeField
          mobile={watch('mobile')}
          purpose="register"
          captchaText={watch('captcha')}
          onCaptchaText={(v) => setValue('captcha', v, { shouldValidate: !!formState.submitCount })}
          captchaError={errors.captcha?.message}
          value={watch('smsCode')}
          onChange={(v) => setValue('smsCode', v, { shouldValidate: !!formState.submitCount })}
          smsError={errors.smsCode?.message}
        />
      </div>
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        注册
      </Button>
    </form>
  );
}
