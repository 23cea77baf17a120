import { writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app';

describe('a full disk', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  it('reports ok with the free space while there is room', async () => {
    t = await buildTestApp('sqlite', { DATA_DIR: '/tmp' });
    const res = await t.get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ok', storage: { ok: true, message: 'ok' } });
    expect(res.json().data.storage.freeMb).toBeGreaterThan(0);
  });

  it('reports 存储空间不足 in health when free space is below MIN_FREE_MB', async () => {
    t = await buildTestApp('sqlite', { DATA_DIR: '/tmp', MIN_FREE_MB: String(2 ** 40) });
    const res = await t.get('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json().data).toMatchObject({
      status: 'degraded',
      storage: { ok: false, message: '存储空间不足，请联系网站管理员清理磁盘' },
    });
  });

  it('answers a write that finds no space 507 存储空间不足, and health says so', async () => {
    t = await buildTestApp('sqlite', { DATA_DIR: '/tmp' });
    // /dev/full answers every write with ENOSPC, as a full disk does.
    t.app.get('/api/test/write-full', { config: { public: true } }, async () => {
      await writeFile('/dev/full', 'x');
      return { message: 'unreachable' };
    });
    const res = await t.get('/api/test/write-full');
    expect([res.statusCode, res.json()]).toEqual([
      507,
      { message: '存储空间不足，请联系网站管理员清理磁盘' },
    ]);
    const health = await t.get('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json().data.storage.ok).toBe(false);
  });
});
