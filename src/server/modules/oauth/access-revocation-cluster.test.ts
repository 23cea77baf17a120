import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loginTo,
  startApi,
  type ClusterEnv,
  type ClusterProcess,
} from '../../../../tests/support/cluster';
import { newId } from '../../lib/ids';
import { buildTestApp, type TestApp } from '../../testing/test-app';

const DB = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;

/**
 * Two API processes (`npm run serve`) on PostgreSQL and Redis: each keeps verified access tokens
 * for 5 s, and a revocation on one clears the other's at once through Redis pub/sub.
 */
describe.runIf(DB && REDIS)('access tokens across API processes (PostgreSQL + Redis)', () => {
  let t: TestApp;
  let env: ClusterEnv;
  const procs: ClusterProcess[] = [];
  beforeAll(async () => {
    t = await buildTestApp('postgres');
    env = {
      databaseUrl: DB ?? '',
      schema: t.schema ?? '',
      redisUrl: REDIS ?? '',
      prefix: `t${newId()}`,
      dataDir: await mkdtemp(join(tmpdir(), 'access-cluster-')),
    };
  }, 60_000);
  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop()));
    await t?.close();
    if (env) await rm(env.dataDir, { recursive: true, force: true });
  });

  const info = (api: ClusterProcess, token: string) =>
    fetch(`${api.baseUrl}/api/system/user/info`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((r) => r.status);

  /** How long (ms) instance `b` goes on accepting a token `a` has just revoked by `revoke`. */
  const stillAccepted = async (
    a: ClusterProcess,
    b: ClusterProcess,
    token: string,
    revoke: () => Promise<number>,
  ): Promise<number> => {
    // B has verified the token just now: without a broadcast it would trust it for 5 s more.
    expect(await info(b, token)).toBe(200);
    expect(await revoke()).toBe(200);
    const start = Date.now();
    expect(await info(a, token)).toBe(401);
    while ((await info(b, token)) !== 401) {
      if (Date.now() - start > 6000) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    return Date.now() - start;
  };

  it('a sign-out or 退出所有设备 on instance A stops the token on instance B at once, not after the 5 s cache', async () => {
    const [a, b] = [await startApi(env), await startApi(env)];
    procs.push(a!, b!);

    const token = await loginTo(a!);
    const signOut = () =>
      fetch(`${a!.baseUrl}/api/oauth/signout`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      }).then((r) => r.status);
    expect(await stillAccepted(a!, b!, token, signOut)).toBeLessThan(1000);

    // Another device's token, revoked when the user signs out on every device (来自 A 上的另一会话).
    const [other, mine] = [await loginTo(b!), await loginTo(a!)];
    const everywhere = () =>
      fetch(`${a!.baseUrl}/api/account/sessions`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${mine}` },
      }).then((r) => r.status);
    expect(await stillAccepted(a!, b!, other, everywhere)).toBeLessThan(1000);
  }, 300_000);
});
