import { useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { MESSAGES } from '../../../shared/messages';
import { SmsCodeField } from '../../../ui';
import { accountApi } from '../api/account.api';

/** 修改密码: the old one, then the new one twice; other devices sign out. */
export function PasswordDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ oldPassword: string; password: string; password2: string }>();
  const submit = async () => {
    const values = await form.validateFields();
    const res = await accountApi.changePassword(values).catch(() => null);
    if (!res) return;
    message.success(`${res.message}，其他设备已退出登录`);
    form.resetFields();
    onClose();
  };
  return (
    <Modal
      title="修改密码"
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="保存"
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="oldPassword"
          label="原密码"
          rules={[{ required: true, message: '请输入原密码' }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label="新密码"
          rules={[
            { required: true, message: MESSAGES.passwordRequired },
            { min: 6, message: MESSAGES.passwordTooShort },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="password2"
          label="再次输入新密码"
          dependencies={['password']}
          rules={[
            { required: true, message: MESSAGES.passwordRequired },
            ({ getFieldValue }) => ({
              validator: (_, v) =>
                v === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(MESSAGES.passwordMismatch)),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 更换手机号: a code sent to the new number. */
export function MobileDialog({
  open,
  onClose,
  onDone,
}: {
  open: boolean;
  onClose(): void;
  onDone(): void;
}) {
  const { message } = App.useApp();
  const [mobile, setMobile] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const submit = async () => {
    if (!code.trim()) return setError(MESSAGES.smsRequired);
    const res = await accountApi.changeMobile(mobile.trim(), code.trim()).catch(() => null);
    if (!res) return;
    message.success(res.message);
    onDone();
    onClose();
  };
  return (
    <Modal
      title="更换手机号"
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="保存"
      destroyOnHidden
    >
      <Input
        size="large"
        placeholder="新手机号码"
        aria-label="新手机号码"
        value={mobile}
        maxLength={11}
        onChange={(e) => setMobile(e.target.value)}
        style={{ marginBottom: 16 }}
      />
      {open && (
        <SmsCodeField
          mobile={mobile}
          purpose="mobile"
          captchaText={captcha}
          onCaptchaText={setCaptcha}
          value={code}
          onChange={(v) => {
            setCode(v);
            setError('');
          }}
          smsError={error}
        />
      )}
    </Modal>
  );
}
