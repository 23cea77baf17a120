import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { App, Button, Form, Input } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import { MOBILE_PATTERN } from '../../../shared/api/account-rules';
import { MESSAGES } from '../../../shared/messages';
import { SmsCodeField } from '../../../ui';
import { accountApi } from '../api/account.api';
import { PasswordPair } from './password-pair';

interface ResetValues {
  mobile: string;
  captcha: string;
  smsCode: string;
  password: string;
  password2: string;
}

/** 忘记密码: a code sent to the account's mobile number sets a new password (all devices sign out). */
export function ResetPasswordForm({ onDone }: { onDone(): void }) {
  const { message } = App.useApp();
  const form = useForm<ResetValues>({
    mode: 'onBlur',
    defaultValues: { mobile: '', captcha: '', smsCode: '', password: '', password2: '' },
  });
  const { control, handleSubmit, watch, setValue, formState, register } = form;
  const { errors } = formState;
  register('captcha', { validate: (v) => !!v.trim() || MESSAGES.captchaRequired });
  register('smsCode', { validate: (v) => !!v.trim() || MESSAGES.smsRequired });
  const [busy, setBusy] = useState(false);
  const submit = handleSubmit(async ({ captcha: _captcha, ...values }) => {
    setBusy(true);
    try {
      const res = await accountApi.resetPassword(values);
      message.success(res.message);
      onDone();
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  });
  const item = (name: keyof ResetValues) => ({
    validateStatus: errors[name] ? ('error' as const) : ('' as const),
    help: errors[name]?.message,
  });
  return (
    <form onSubmit={submit} noValidate aria-label="找回密码">
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
              placeholder="绑定的手机号码"
              maxLength={11}
            />
          )}
        />
      </Form.Item>
      <div style={{ marginBottom: 24 }}>
        <SmsCodeField
          mobile={watch('mobile')}
          purpose="reset"
          captchaText={watch('captcha')}
          onCaptchaText={(v) => setValue('captcha', v)}
          captchaError={errors.captcha?.message}
          value={watch('smsCode')}
          onChange={(v) => setValue('smsCode', v)}
          smsError={errors.smsCode?.message}
        />
      </div>
      <PasswordPair form={form} placeholders={['新密码（至少 6 位）', '再次输入新密码']} />
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        重置密码
      </Button>
    </form>
  );
}
