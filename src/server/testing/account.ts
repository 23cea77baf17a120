import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app';

/** What the product sent by SMS in a test. */
export interface SmsRecord {
  sent: { mobile: string; text: string }[];
  /** The code of the last message. */
  last: () => string;
}

const records = new WeakMap<TestApp, SmsRecord>();

/** Records the SMS messages the product sends (instead of the server log); one record per app. */
export function recordSms(t: TestApp): SmsRecord {
  const known = records.get(t);
  if (known) return known;
  const sent: { mobile: string; text: string }[] = [];
  t.ctx.sms = {
    async send(mobile, text) {
      sent.push({ mobile, text });
    },
  };
  const record = {
    sent,
    last: () => /验证码 (\d{6})/.exec(sent.at(-1)?.text ?? '')?.[1] ?? '',
  };
  records.set(t, record);
  return record;
}

/** A JSON request without a token (public routes), from an address. */
export const postOpen = (
  t: TestApp,
  url: string,
  body: unknown,
  ip = '127.0.0.1',
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

/** A fresh captcha and its answer (read from the database, as a person reads the picture). */
export async function solvedCaptcha(t: TestApp, ip = '127.0.0.1') {
  const res = await t.app.inject({ method: 'GET', url: '/api/account/captcha', remoteAddress: ip });
  const { id, svg } = res.json().data as { id: string; svg: string };
  const row = await t.ctx.db
    .selectFrom('captchas')
    .select('answer')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, svg, text: row.answer };
}

/** Asks for an SMS code through a solved captcha; answers the response. */
export async function askSms(
  t: TestApp,
  mobile: string,
  purpose: 'register' | 'reset' | 'mobile' = 'register',
  ip = '127.0.0.1',
) {
  const c = await solvedCaptcha(t, ip);
  return postOpen(
    t,
    '/api/account/sms',
    { mobile, purpose, captchaId: c.id, captchaText: c.text },
    ip,
  );
}

/** Registers an account through captcha and SMS; answers its access token. */
export async function registerUser(
  t: TestApp,
  username: string,
  mobile: string,
  password = `${username}123`,
): Promise<string> {
  const sms = recordSms(t);
  const asked = await askSms(t, mobile);
  if (asked.statusCode !== 200) throw new Error(asked.body);
  const res = await postOpen(t, '/api/account/register', {
    username,
    nickname: username,
    mobile,
    password,
    password2: password,
    smsCode: sms.last(),
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return (res.json() as { access_token: string }).access_token;
}
