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
});
