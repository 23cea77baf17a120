import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { createTestDb, TEST_DIALECTS } from '../../testing/test-db';

const dataDir = () => mkdtemp(join(tmpdir(), 'zy-ready-'));

describe.each(TEST_DIALECTS)('liveness and readiness on %s', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers /api/health and /api/ready without a token when everything is reachable', async () => {
    t = await buildTestApp(dialect, { DATA_DIR: await dataDir() });
    expect((await t.get('/api/health')).json()).toMatchObject({ data: { status: 'ok' } });
    const ready = await t.get('/api/ready');
    expect(ready.statusCode).toBe(200);
    const ok = { ok: true, message: 'ok' };
    expect(ready.json()).toEqual({
      message: expect.any(String),
      data: { status: 'ready', checks: { database: ok, store: ok, queue: ok } },
    });
  });

  it('answers 503 naming the blob store when the object store cannot be reached', async () => {
    t = await buildTestApp(dialect, {
      DATA_DIR: await dataDir(),
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_BUCKET: 'zuoye',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    });
    const ready = await t.get('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      message: '服务未就绪：文件存储无法访问',
      data: { status: 'unavailable', checks: { database: { ok: true }, store: { ok: false } } },
    });
    // Liveness does not depend on the store: the process is up.
    expect((await t.get('/api/health')).statusCode).toBe(200);
  }, 20_000);

  it.runIf(process.env.TEST_REDIS_URL)('pings Redis when REDIS_URL is set', async () => {
    t = await buildTestApp(dialect, {
      DATA_DIR: await dataDir(),
      REDIS_URL: process.env.TEST_REDIS_URL ?? '',
    });
    const ready = await t.get('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data.checks.queue).toEqual({ ok: true, message: 'ok' });
  });

  it('answers 503 naming the queue when Redis cannot be reached', async () => {
    t = await buildTestApp(dialect, {
      DATA_DIR: await dataDir(),
      REDIS_URL: 'redis://127.0.0.1:9',
    });
    const ready = await t.get('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      message: '服务未就绪：任务队列（Redis）无法连接',
      data: { checks: { database: { ok: true }, store: { ok: true }, queue: { ok: false } } },
    });
  }, 20_000);

  it('answers 503 naming the database when it no longer answers', async () => {
    const { db } = await createTestDb(dialect);
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIR: '/nonexistent' });
    const app = await buildApp({ db, config, now: Date.now, sleep: async () => {} });
    await app.ready();
    await db.destroy();
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().message).toBe('服务未就绪：数据库无法连接');
    await app.close();
  });
});

describe('request ids and JSON logs', () => {
  it('gives every request an id, echoes it in X-Request-Id and logs it on every line', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const l of chunk.toString().split('\n')) if (l) lines.push(JSON.parse(l));
        done();
      },
    });
    const { db, destroy } = await createTestDb('sqlite');
    const config = loadConfig({ LOG_LEVEL: 'info', WEB_DIR: '/nonexistent' });
    const app = await buildApp(
      { db, config, now: Date.now, sleep: async () => {} },
      { logStream: stream },
    );
    try {
      const made = await app.inject({ url: '/api/health' });
      const id = made.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const given = await app.inject({
        url: '/api/health',
        headers: { 'x-request-id': 'lb-42.a' },
      });
      expect(given.headers['x-request-id']).toBe('lb-42.a');
      const odd = await app.inject({
        url: '/api/health',
        headers: { 'x-request-id': 'a b\u0000' },
      });
      expect(odd.headers['x-request-id']).not.toBe('a b\u0000');
      const mine = lines.filter((l) => l.reqId === 'lb-42.a');
      expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
      expect(mine[0]).toMatchObject({ level: 30, req: { method: 'GET', url: '/api/health' } });
      expect(lines.filter((l) => l.reqId === id)).toHaveLength(2);
    } finally {
      await app.close();
      await destroy();
    }
  });
});
