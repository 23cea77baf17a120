import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { ServerContext } from '../context';
import { seedDemo } from '../modules/seed/demo-seed';
import { createTestDb } from './test-db';

/** A running test app on a fresh database with the demo school, and a movable clock. */
export interface TestApp {
  app: FastifyInstance;
  ctx: ServerContext;
  clock: { now: number };
  slept: number[];
  close: () => Promise<void>;
  /** The PostgreSQL schema of this test's database (other processes open it by DATABASE_SCHEMA). */
  schema?: string;
  login: (username?: string, password?: string) => Promise<string>;
  get: (url: string, token?: string) => Promise<LightMyRequestResponse>;
}

/** Builds the app for tests: real database of the given dialect, demo data, no listening. */
export async function buildTestApp(
  kind: 'sqlite' | 'postgres',
  env: Record<string, string> = {},
): Promise<TestApp> {
  const { db, destroy, schema } = await createTestDb(kind);
  await seedDemo(db);
  const clock = { now: Date.parse('2026-09-01T08:00:00Z') };
  const slept: number[] = [];
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIR: '/nonexistent', ...env });
  const ctx: ServerContext = {
    db,
    config,
    now: () => clock.now,
    sleep: async (ms) => {
      slept.push(ms);
    },
  };
  const app = await buildApp(ctx);
  const basic = `Basic ${Buffer.from(`${config.oauth.clientId}:${config.oauth.clientSecret}`).toString('base64')}`;
  return {
    app,
    ctx,
    ...(schema ? { schema } : {}),
    clock,
    slept,
    close: async () => {
      await app.close();
      await destroy();
    },
    login: async (username = 'teacher', password = `${username}123`) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/oauth/oauth/token',
        headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
      });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
      return (res.json() as { access_token: string }).access_token;
    },
    get: (url, token) =>
      app.inject({
        method: 'GET',
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }),
  };
}

/** The client's HTTP Basic header for the token endpoint. */
export const clientBasic = (id = 'homework-web', secret = 'homework-web-secret'): string =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
