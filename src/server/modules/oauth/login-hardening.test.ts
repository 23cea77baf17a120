import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, clientBasic, type TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';

const form = 'application/x-www-form-urlencoded';

describe.each(TEST_DIALECTS)('sign-in under attack on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const login = (username: string, password: string, remoteAddress = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/oauth/oauth/token',
      remoteAddress,
      headers: { authorization: clientBasic(), 'content-type': form },
      payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
    });
  const storedKeys = async () =>
    (await t.ctx.db.selectFrom('loginFailures').select('username').execute()).map(
      (r) => r.username,
    );

  it('bounds the username and password lengths, storing nothing for an oversized username', async () => {
    const longName = await login('u'.repeat(100_000), 'whatever');
    expect(longName.statusCode).toBe(400);
    expect(longName.json()).toEqual({ message: '用户名不能超过 64 个字符' });
    const longPassword = await login('teacher', 'p'.repeat(100_000));
    expect(longPassword.statusCode).toBe(400);
    expect(longPassword.json()).toEqual({ message: '密码不能超过 64 位' });
    expect(await storedKeys()).toEqual([]);
  });

  it('hashes a password for an unknown username too, so timing does not tell who exists', async () => {
    const time = async (username: string) => {
      const runs: number[] = [];
      for (let i = 0; i < 3; i++) {
        const start = performance.now();
        expect((await login(username, 'wrong-password', `10.0.1.${i}`)).statusCode).toBe(400);
        runs.push(performance.now() - start);
      }
      return runs.sort((a, b) => a - b)[1]!;
    };
    const known = await time('teacher');
    const unknown = await time('nobody-here');
    expect(unknown).toBeGreaterThan(known / 3);
  });

  it('counts each attempt before hashing: of 40 simultaneous wrong passwords only 10 are checked, and the right one after them is refused', async () => {
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => login('teacher', 'wrong-password')),
    );
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 400)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(30);
    expect((await login('teacher', 'teacher123')).statusCode).toBe(429);
  });

  it('locks a username only for the address that failed, and gives each address a budget', async () => {
    for (let i = 0; i < 10; i++) await login('teacher', 'wrong-password', '203.0.113.9');
    expect((await login('teacher', 'teacher123', '203.0.113.9')).statusCode).toBe(429);
    // The teacher, elsewhere, still signs in.
    expect((await login('teacher', 'teacher123', '10.8.0.2')).statusCode).toBe(200);
    // A stranger spraying many usernames from one address runs out of its budget (100 failures,
    // counted here as if already made).
    await t.ctx.db
      .insertInto('loginFailures')
      .values({
        username: '@198.51.100.7',
        failures: 99,
        lastAt: new Date(t.clock.now).toISOString(),
      })
      .execute();
    expect((await login('guess1', 'wrong-password', '198.51.100.7')).statusCode).toBe(400);
    expect((await login('guess2', 'wrong-password', '198.51.100.7')).statusCode).toBe(429);
    expect((await login('director', 'director123', '198.51.100.7')).statusCode).toBe(429);
    expect((await login('director', 'director123', '10.8.0.3')).statusCode).toBe(200);
  });
});
