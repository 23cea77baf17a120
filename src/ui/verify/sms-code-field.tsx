import { useCallback, useEffect, useState } from 'react';
import { App, Button, Input, Space, Tooltip } from 'antd';
import type { Captcha } from '../../shared/api';
import { MESSAGES } from '../../shared/messages';
import { MOBILE_PATTERN } from '../../shared/api/account-rules';
import { http } from '../http';
import './sms-code-field.css';

/** What an SMS code is asked for. */
export type SmsPurpose = 'register' | 'reset' | 'mobile';

/** Props of the captcha + SMS code fields. */
export interface SmsCodeFieldProps {
  mobile: string;
  purpose: SmsPurpose;
  captchaText: string;
  onCaptchaText(text: string): void;
  /** The captcha answer is missing (shown under the field). */
  captchaError?: string;
  value: string;
  onChange(code: string): void;
  smsError?: string;
}

/**
 * 图形验证码 (the server's SVG, refreshed by a click and after every use) and 短信验证码 with its
 * 获取验证码 button counting down; the captcha is checked by the server when a code is asked for.
 */
export function SmsCodeField(p: SmsCodeFieldProps) {
  const { message } = App.useApp();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [wait, setWait] = useState(0);
  const [asking, setAsking] = useState(false);
  const [localError, setLocalError] = useState('');
  const refresh = useCallback(async () => {
    setCaptcha((await http().get<Captcha>('/account/captcha')).data);
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const ask = async () => {
    if (!MOBILE_PATTERN.test(p.mobile.trim())) return setLocalError(MESSAGES.mobileInvalid);
    if (!p.captchaText.trim()) return setLocalError(MESSAGES.captchaRequired);
    if (!captcha) return;
    setLocalError('');
    setAsking(true);
    try {
      const res = await http().postJson<{ cooldown: number }>('/account/sms', {
        mobile: p.mobile.trim(),
        purpose: p.purpose,
        captchaId: captcha.id,
        captchaText: p.captchaText.trim(),
      });
      message.success(res.message);
      setWait(res.data.cooldown);
    } catch {
      // The request layer has shown the reason; the used captcha's text is cleared for a new one.
      p.onCaptchaText('');
    } finally {
      setAsking(false);
      // Every captcha works once: a fresh one for the next code.
      void refresh();
    }
  };
  const captchaError = localError === MESSAGES.captchaRequired ? localError : p.captchaError;
  return (
    <>
      <div className="sms-field__row">
        <Input
          size="large"
          placeholder="图形验证码"
          aria-label="图形验证码"
          value={p.captchaText}
          status={captchaError ? 'error' : ''}
          onChange={(e) => p.onCaptchaText(e.target.value)}
          maxLength={8}
        />
        <Tooltip title="看不清？点击换一张">
          <button
            type="button"
            className="sms-field__captcha"
            aria-label="换一张图形验证码"
            onClick={() => void refresh()}
            // The SVG comes from our own server's captcha endpoint.
            dangerouslySetInnerHTML={{ __html: captcha?.svg ?? '' }}
          />
        </Tooltip>
      </div>
      {captchaError && <div className="sms-field__error">{captchaError}</div>}
      <Space.Compact style={{ width: '100%', marginTop: 16 }}>
        <Input
          size="large"
          placeholder="短信验证码"
          aria-label="短信验证码"
          value={p.value}
          status={p.smsError ? 'error' : ''}
          onChange={(e) => p.onChange(e.target.value)}
          maxLength={6}
          inputMode="numeric"
        />
        <Button size="large" onClick={() => void ask()} loading={asking} disabled={wait > 0}>
          {wait > 0 ? `${wait} 秒后重发` : '获取验证码'}
        </Button>
      </Space.Compact>
      {(p.smsError || (localError && localError !== MESSAGES.captchaRequired)) && (
        <div className="sms-field__error">{p.smsError || localError}</div>
      )}
    </>
  );
}
