import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, clientBasic, type TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';

const form = 'application/x-www-form-urlencoded';

describe.each(TEST_DIALECTS)('oauth on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const token = (fields: Record<string, string>, authorization = clientBasic()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/oauth/oauth/token',
      headers: { authorization, 'content-type': form },
      payload: new URLSearchParams(fields).toString(),
    });
  const login = (username = 'teacher', password = 'teacher123') =>
    token({ grant_type: 'password', username, password });

  it('answers the OAuth token fields at the top level', async () => {
    const res = await login();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 7200 });
    expect(body.access_token).toMatch(/^[\w-]{40,}$/);
    expect(body.refresh_token).not.toBe(body.access_token);
    expect((await t.get('/api/system/user/info', body.access_token)).statusCode).toBe(200);
  });

  it('refuses a wrong password or unknown user with 400 用户名或密码错误', async () => {
    for (const res of [await login('teacher', 'nope'), await login('nobody', 'x')]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: '用户名或密码错误' });
    }
  });

  it('refuses a wrong or missing client with 401', async () => {
    const wrong = await token(
      { grant_type: 'password', username: 'teacher', password: 'teacher123' },
      clientBasic('homework-web', 'guess'),
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('客户端认证失败');
    const none = await token({ grant_type: 'password' }, '');
    expect(none.statusCode).toBe(401);
  });

  it('asks for the username and rejects unknown grants in Chinese', async () => {
    expect((await token({ grant_type: 'password', password: 'x' })).json()).toEqual({
      message: '请输入用户名',
    });
    const res = await token({ grant_type: 'client_credentials' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('不支持的授权类型');
  });

  it('answers 401 with a message for no, bad and expired access tokens', async () => {
    const { access_token } = (await login()).json();
    for (const auth of [undefined, 'not-a-token']) {
      const res = await t.get('/api/system/user/info', auth);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: '登录已过期，请重新登录' });
    }
    t.clock.now += 7200 * 1000 + 1;
    expect((await t.get('/api/system/user/info', access_token)).statusCode).toBe(401);
  });

  it('rotates refresh tokens; reusing a rotated one revokes the whole session', async () => {
    const first = (await login()).json();
    const second = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(second.statusCode).toBe(200);
    const pair = second.json();
    expect(pair.refresh_token).not.toBe(first.refresh_token);
    expect((await t.get('/api/system/user/info', pair.access_token)).statusCode).toBe(200);

    const reuse = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toContain('refresh token无效');
    expect((await t.get('/api/system/user/info', pair.access_token)).statusCode).toBe(401);
    const after = await token({ grant_type: 'refresh_token', refresh_token: pair.refresh_token });
    expect(after.statusCode).toBe(400);
  });

  it('refuses unknown and expired refresh tokens with refresh token无效', async () => {
    const unknown = await token({ grant_type: 'refresh_token', refresh_token: 'made-up' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('refresh token无效');
    const { refresh_token } = (await login()).json();
    t.clock.now += 30 * 24 * 3600 * 1000 + 1;
    const expired = await token({ grant_type: 'refresh_token', refresh_token });
    expect(expired.json().message).toContain('refresh token无效');
  });

  it('signs out: the access and refresh tokens of the session stop working', async () => {
    const pair = (await login()).json();
    const other = (await login()).json();
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/oauth/signout',
      headers: { authorization: `Bearer ${pair.access_token}` },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.get('/api/system/user/info', pair.access_token)).statusCode).toBe(401);
    const refresh = await token({ grant_type: 'refresh_token', refresh_token: pair.refresh_token });
    expect(refresh.statusCode).toBe(400);
    expect((await t.get('/api/system/user/info', other.access_token)).statusCode).toBe(200);
  });

  it('slows down repeated failures for one username, then locks it for a while', async () => {
    for (let i = 0; i < 3; i++) await login('teacher', 'wrong');
    expect(t.slept).toEqual([]);
    await login('teacher', 'wrong');
    await login('teacher', 'wrong');
    expect(t.slept).toEqual([250, 500]);
    for (let i = 0; i < 5; i++) await login('teacher', 'wrong');
    const locked = await login();
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['content-type']).toMatch(/^application\/json/);
    expect(locked.json()).toEqual({ message: '登录失败次数过多，请稍后再试' });
    expect((await login('director', 'director123')).statusCode).toBe(200);
    t.clock.now += 15 * 60 * 1000 + 1;
    expect((await login()).statusCode).toBe(200);
    t.slept.length = 0;
    await login('teacher', 'wrong');
    expect(t.slept).toEqual([]);
  });

  it('documents the 429 of the throttle in the OpenAPI description', async () => {
    const doc = (await t.get('/api/docs/json')).json();
    const op = doc.paths['/api/oauth/oauth/token'].post;
    expect(Object.keys(op.responses)).toContain('429');
    expect(op.description).toContain('429');
    expect(op.description).toContain('登录失败次数过多，请稍后再试');
  });
});
