import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { PASSWORD_MIN } from '../../../shared/api/account-rules';
import { MESSAGES } from '../../../shared/messages';

/**
 * A new password typed twice, each checked on change (请输入密码; the second must match:
 * 两次输入的密码不一致), for 注册 and 忘记密码.
 */
export function PasswordPair<T extends FieldValues & { password: string; password2: string }>({
  form,
  placeholders,
}: {
  form: UseFormReturn<T>;
  placeholders: [string, string];
}) {
  const { control, trigger, getValues, formState } = form;
  const names = ['password', 'password2'] as Path<T>[];
  return (
    <>
      {names.map((name, i) => {
        const error = formState.errors[name]?.message;
        return (
          <Form.Item
            key={name}
            validateStatus={error ? 'error' : ''}
            help={error ? String(error) : undefined}
          >
            <Controller
              name={name}
              control={control}
              rules={
                i === 0
                  ? {
                      required: MESSAGES.passwordRequired,
                      minLength: { value: PASSWORD_MIN, message: MESSAGES.passwordTooShort },
                    }
                  : {
                      required: MESSAGES.passwordRequired,
                      validate: (v: string) =>
                        v === getValues(names[0]!) || MESSAGES.passwordMismatch,
                    }
              }
              render={({ field }) => (
                <Input.Password
                  {...field}
                  onChange={(e) => {
                    field.onChange(e);
                    void trigger(i === 0 && getValues(names[1]!) ? names : name);
                  }}
                  size="large"
                  prefix={<LockOutlined />}
                  placeholder={placeholders[i]}
                  autoComplete="new-password"
                />
              )}
            />
          </Form.Item>
        );
      })}
    </>
  );
}
