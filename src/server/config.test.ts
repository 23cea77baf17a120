import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('config', () => {
  it('defaults to the embedded SQLite file under ./data on port 8080', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.database).toEqual({
      kind: 'sqlite',
      file: expect.stringMatching(/data\/app\.sqlite$/),
    });
    expect(c.oauth).toMatchObject({
      clientId: 'homework-web',
      clientSecret: 'homework-web-secret',
      accessTtl: 7200,
    });
  });

  it('selects PostgreSQL when DATABASE_URL names one', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db', PORT: '9000' });
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://u@h:5432/db' });
    expect(c.port).toBe(9000);
  });

  it('seeds the demo exam and its term of homework unless told not to', () => {
    const pick = (env: Record<string, string>) => {
      const c = loadConfig(env);
      return [c.seedDemoExam, c.seedDemoHomework];
    };
    expect(pick({})).toEqual([true, true]);
    expect(pick({ SEED_DEMO_HOMEWORK: 'false' })).toEqual([true, false]);
    expect(pick({ SEED_DEMO_EXAM: 'false' })).toEqual([false, false]);
  });

  it('stops with a list of everything that is wrong', () => {
    expect(() =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' }),
    ).toThrowError(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      expect((e as Error).message).toMatch(/PORT/);
      expect((e as Error).message).toMatch(/DATABASE_URL/);
    }
  });

  it('keeps blobs under DATA_DIR/blobs unless S3_BUCKET names a bucket', () => {
    expect(loadConfig({ DATA_DIR: '/srv/zy' }).store).toEqual({
      kind: 'local',
      root: '/srv/zy/blobs',
    });
    expect(
      loadConfig({
        S3_ENDPOINT: 'http://minio:9000',
        S3_BUCKET: 'zuoye',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      }).store,
    ).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'zuoye',
      region: 'us-east-1',
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      forcePathStyle: true,
      prefix: '',
    });
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'zuoye', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
  });

  it('trusts proxy headers only when TRUST_PROXY says so', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });
});
