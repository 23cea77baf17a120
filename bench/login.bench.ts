/**
 * Login bench (issue 10): the product's server listening on a real port, SQLite in a file.
 * 1. Closed loop: how many password logins per second this machine completes.
 * 2. Other reads (the bank catalogue, 40 per second) alone, then during a flood of 20 logins per
 *    second offered: their p50 / p99 (target: p99 ≤ 50 ms during the flood).
 */
import type { AddressInfo } from 'node:net';
import { newId } from '../src/server/lib/ids';
import { clientBasic } from '../src/server/testing/test-app';
import { startBenchServer } from './omr-bench-server';

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const ms = (v: number): string => `${v.toFixed(1)} ms`;

export default async function loginBench(): Promise<void> {
  const t = await startBenchServer();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // An exam morning: many teachers, each signing in once (the same password, hashed once).
  const teacher = await t.ctx.db
    .selectFrom('users')
    .selectAll()
    .where('username', '=', 'teacher')
    .executeTakeFirstOrThrow();
  const USERS = 400;
  for (let i = 0; i < USERS; i++)
    await t.ctx.db
      .insertInto('users')
      .values({ ...teacher, id: newId(), username: `bench${i}`, mobile: null })
      .execute();
  let nextUser = 0;
  const refused = { n: 0 };
  const login = async (): Promise<number> => {
    const username = `bench${nextUser++ % USERS}`;
    const started = performance.now();
    const res = await fetch(`${base}/api/oauth/oauth/token`, {
      method: 'POST',
      headers: {
        authorization: clientBasic(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        grant_type: 'password',
        username,
        password: 'teacher123',
      }),
    });
    await res.arrayBuffer();
    // 429: the login throttle refused it (attempts in flight from one address count until done).
    if (res.status === 429) refused.n++;
    else if (res.status !== 200) throw new Error(`login ${res.status}`);
    return performance.now() - started;
  };
  const token = await t.login();
  const read = async (): Promise<number> => {
    const started = performance.now();
    const res = await fetch(`${base}/api/teacher/bank/catalog`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`read ${res.status}`);
    return performance.now() - started;
  };
  /** Calls `fn` `perSecond` times a second for `seconds` (open loop); answers every latency. */
  const paced = async (fn: () => Promise<number>, perSecond: number, seconds: number) => {
    const calls: Promise<number>[] = [];
    const start = performance.now();
    for (let i = 0; i < perSecond * seconds; i++) {
      const due = start + (i * 1000) / perSecond;
      await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
      calls.push(fn());
    }
    return Promise.all(calls);
  };

  await login();
  for (let i = 0; i < 20; i++) await read();

  const closedEnd = performance.now() + 8000;
  let done = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (performance.now() < closedEnd) {
        await login();
        done++;
      }
    }),
  );
  console.log(
    `登录（闭环，4 个并发，不同用户）：${(done / 8).toFixed(1)} 次/秒${refused.n ? `（${refused.n} 次 429）` : ''}`,
  );

  const alone = await paced(read, 40, 8);
  console.log(
    `其他读请求（40 次/秒，无登录）：p50 ${ms(pct(alone, 50))}，p99 ${ms(pct(alone, 99))}`,
  );

  refused.n = 0;
  const floodStart = performance.now();
  const [logins, during] = await Promise.all([paced(login, 20, 6), paced(read, 40, 6)]);
  const floodSeconds = (performance.now() - floodStart) / 1000;
  console.log(
    `登录洪峰（每秒提交 20 次登录，共 6 秒）：完成 ${logins.length} 次，用时 ${floodSeconds.toFixed(1)} 秒（${(logins.length / floodSeconds).toFixed(1)} 次/秒，其中 ${refused.n} 次被登录限流以 429 拒绝），登录 p50 ${ms(pct(logins, 50))}，p99 ${ms(pct(logins, 99))}`,
  );
  console.log(
    `洪峰期间其他读请求（40 次/秒）：p50 ${ms(pct(during, 50))}，p99 ${ms(pct(during, 99))}（目标 ≤ 50 ms）`,
  );
  await t.close();
}
