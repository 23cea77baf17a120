import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { askSms, postOpen, recordSms, registerUser, solvedCaptcha } from '../../testing/account';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { upload } from '../../testing/multipart';
import { call } from '../../testing/test-requests';

const MOBILE = '13800138000';

describe.each(TEST_DIALECTS)('registration and account on %s', (dialect) => {
  let t: TestApp;
  let sms: ReturnType<typeof recordSms>;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    sms = recordSms(t);
  });
  afterEach(async () => {
    await t.close();
  });

  const registerWith = (fields: Record<string, string>) =>
    postOpen(t, '/api/account/register', {
      username: 'wanglaoshi',
      nickname: '王老师',
      mobile: MOBILE,
      password: 'secret88',
      password2: 'secret88',
      smsCode: sms.last() || '123456',
      ...fields,
    });
  const message = async (res: Promise<{ json: () => { message: string } }>) =>
    (await res).json().message;

  it('serves an SVG captcha that works once and expires', async () => {
    const c = await solvedCaptcha(t);
    expect(c.svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(c.text).toMatch(/^[a-z0-9]{4}$/i);
    const ask = (id: string, text: string) =>
      postOpen(t, '/api/account/sms', {
        mobile: MOBILE,
        purpose: 'register',
        captchaId: id,
        captchaText: text,
      });
    expect((await ask(c.id, c.text.toUpperCase())).statusCode).toBe(200);
    t.clock.now += 61_000;
    const again = await ask(c.id, c.text);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('图形验证码已失效，请点击图片刷新');

    const wrong = await solvedCaptcha(t);
    expect(await message(ask(wrong.id, 'zzzz'))).toBe('图形验证码错误，请重新输入');
    expect(await message(ask(wrong.id, wrong.text))).toBe('图形验证码已失效，请点击图片刷新');

    const old = await solvedCaptcha(t);
    t.clock.now += 5 * 60_000 + 1;
    expect(await message(ask(old.id, old.text))).toBe('图形验证码已失效，请点击图片刷新');
    expect(await message(ask('', ''))).toBe('请输入图形验证码');
  });

  it('rate-limits SMS codes per number and per address', async () => {
    expect((await askSms(t, MOBILE)).statusCode).toBe(200);
    expect(sms.sent[0]?.text).toMatch(/^验证码 \d{6}，用于注册账号，5 分钟内有效/);
    const soon = await askSms(t, MOBILE);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toMatch(/^发送过于频繁，请 60 秒后再试$/);
    for (let i = 1; i < 10; i++) {
      t.clock.now += 61_000;
      expect((await askSms(t, MOBILE, 'register', `10.0.0.${i}`)).statusCode).toBe(200);
    }
    t.clock.now += 61_000;
    expect(await message(askSms(t, MOBILE))).toBe('该手机号今日获取验证码次数过多，请明天再试');
    t.clock.now += 24 * 3600_000;
    expect((await askSms(t, MOBILE)).statusCode).toBe(200);

    // One address asking for many numbers.
    for (let i = 0; i < 20; i++) {
      expect(
        (await askSms(t, `1390000${String(i).padStart(4, '0')}`, 'register', '10.9.9.9'))
          .statusCode,
      ).toBe(200);
    }
    const flood = await askSms(t, '13911112222', 'register', '10.9.9.9');
    expect(flood.statusCode).toBe(429);
    expect(flood.json().message).toBe('获取验证码过于频繁，请一小时后再试');
    expect(sms.sent).toHaveLength(31);
  });

  it('registers with the spec messages, signs in, and uses an SMS code once', async () => {
    expect(await message(registerWith({ username: '' }))).toBe('请输入用户名');
    expect(await message(registerWith({ nickname: ' ' }))).toBe('请输入昵称');
    expect(await message(registerWith({ password: '', password2: '' }))).toBe('请输入密码');
    expect(await message(registerWith({ smsCode: '' }))).toBe('请输入短信验证码');
    expect(await message(registerWith({ password2: 'other88' }))).toBe('两次输入的密码不一致');
    expect(await message(registerWith({ mobile: '1380013800' }))).toBe('请输入正确的手机号码');
    expect(await message(registerWith({ username: 'Teacher' }))).toBe('该用户名已被注册');
    expect(await message(registerWith({ username: 'ab' }))).toBe(
      '用户名为 4～20 位字母、数字或下划线',
    );

    expect(await message(registerWith({ smsCode: '000000' }))).toMatch(/^短信验证码(错误|已失效)/);
    await askSms(t, MOBILE);
    const code = sms.last();
    const res = await registerWith({ smsCode: code });
    expect(res.statusCode).toBe(200);
    const { access_token } = res.json();
    const info = (await t.get('/api/system/user/info', access_token)).json().data;
    expect(info).toMatchObject({
      username: 'wanglaoshi',
      displayName: '王老师',
      orgDefaultId: null,
    });
    expect(await t.login('wanglaoshi', 'secret88')).toBeTruthy();

    // The code is spent; the number is taken now.
    expect(await message(registerWith({ username: 'another', smsCode: code }))).toBe(
      '该手机号已被其他账号使用',
    );
    t.clock.now += 61_000;
    expect(await message(askSms(t, MOBILE))).toBe('该手机号已被其他账号使用');
  });

  it('refuses an expired SMS code and one tried wrongly five times', async () => {
    await askSms(t, MOBILE);
    t.clock.now += 5 * 60_000 + 1;
    expect(await message(registerWith({}))).toBe('短信验证码已失效，请重新获取');
    t.clock.now += 61_000;
    await askSms(t, MOBILE);
    const code = sms.last();
    for (let i = 0; i < 5; i++)
      expect(
        await message(registerWith({ smsCode: '999999' === code ? '888888' : '999999' })),
      ).toBe('短信验证码错误');
    expect(await message(registerWith({ smsCode: code }))).toBe('短信验证码已失效，请重新获取');
  });

  it('changes the password (other sessions end), resets it by SMS, and signs out everywhere', async () => {
    const first = await registerUser(t, 'zhaolaoshi', MOBILE, 'first88');
    const second = await t.login('zhaolaoshi', 'first88');
    const bad = await call(t, first, 'PUT', '/api/account/password', {
      oldPassword: 'nope',
      password: 'second88',
      password2: 'second88',
    });
    expect(bad.body.message).toBe('原密码错误');
    const changed = await call(t, first, 'PUT', '/api/account/password', {
      oldPassword: 'first88',
      password: 'second88',
      password2: 'second88',
    });
    expect(changed.status).toBe(200);
    expect((await t.get('/api/account/profile', first)).statusCode).toBe(200);
    expect((await t.get('/api/account/profile', second)).statusCode).toBe(401);

    t.clock.now += 61_000;
    expect((await askSms(t, MOBILE, 'reset')).statusCode).toBe(200);
    const reset = await postOpen(t, '/api/account/password/reset', {
      mobile: MOBILE,
      smsCode: sms.last(),
      password: 'third888',
      password2: 'third888',
    });
    expect(reset.json()).toEqual({ message: '密码已重置，请用新密码登录', data: null });
    expect((await t.get('/api/account/profile', first)).statusCode).toBe(401);
    expect(await message(askSms(t, '13700000000', 'reset'))).toBe('该手机号未绑定账号');

    const a = await t.login('zhaolaoshi', 'third888');
    const b = await t.login('zhaolaoshi', 'third888');
    expect((await call(t, a, 'DELETE', '/api/account/sessions')).status).toBe(200);
    for (const token of [a, b])
      expect((await t.get('/api/account/profile', token)).statusCode).toBe(401);
  });

  it('keeps the profile: nickname, avatar, mobile, schools and the default school', async () => {
    const token = await t.login('teacher');
    const profile = (await t.get('/api/account/profile', token)).json().data;
    expect(profile).toMatchObject({ username: 'teacher', mobile: '', pending: [] });
    expect(profile.schools).toEqual([
      expect.objectContaining({ name: '示例实验中学', isDefault: true, isAdministrator: false }),
    ]);
    expect(
      (await call(t, token, 'PUT', '/api/account/profile', { displayName: '李明' })).status,
    ).toBe(200);
    expect((await t.get('/api/system/user/info', token)).json().data.displayName).toBe('李明');

    const avatar = (bytes: Buffer, name: string) =>
      upload(t, token, '/api/account/avatar', [{ name, bytes }]);
    const notImage = await avatar(Buffer.from('hello'), 'a.txt');
    expect(notImage.json().message).toBe('请上传 PNG、JPG、GIF、WebP 或 SVG 图片');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="red"/></svg>',
    );
    const ok = await avatar(svg, 'me.svg');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.avatar).toMatch(/^data:image\/png;base64,/);
    expect((await t.get('/api/system/user/info', token)).json().data.avatar).toBe(
      ok.json().data.avatar,
    );

    expect((await askSms(t, MOBILE, 'mobile')).statusCode).toBe(200);
    expect(
      (await call(t, token, 'PUT', '/api/account/mobile', { mobile: MOBILE, smsCode: sms.last() }))
        .status,
    ).toBe(200);
    expect((await t.get('/api/account/profile', token)).json().data.mobile).toBe('138****8000');

    const other = await call(t, token, 'PUT', '/api/account/default-school', { orgId: 'nope' });
    expect(other.status).toBe(403);
  });
});
