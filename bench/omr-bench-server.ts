/**
 * The product's server as `npm start` runs it, for the OMR bench: SQLite in a file (WAL), the
 * content-addressed blob store under DATA_DIR, the durable scan queue and one recognition worker
 * per core. Answers the TestApp shape the scan fixtures speak.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { ServerContext } from '../src/server/context';
import { connectDb } from '../src/server/db/connect';
import { migrateToLatest } from '../src/server/db/migrate';
import { importSeedBank } from '../src/server/modules/bank/bank.import';
import { loadSeedBank } from '../src/server/modules/bank/seed/seed.loader';
import { seedDemo } from '../src/server/modules/seed/demo-seed';
import { seedReferenceData } from '../src/server/modules/seed/reference-data';
import type { TestApp } from '../src/server/testing/test-app';
import { clientBasic } from '../src/server/testing/test-app';

/**
 * Starts the server on a fresh data directory (no listening: requests are injected); on a given
 * directory, that directory is kept when closing (another process opens it next).
 */
export async function startBenchServer(keep?: string): Promise<TestApp> {
  const dataDir = keep ?? (await mkdtemp(join(tmpdir(), 'omr-bench-')));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIR: '/nonexistent' });
  const db = connectDb(config.database);
  await migrateToLatest(db);
  await seedReferenceData(db);
  await importSeedBank(db, loadSeedBank());
  await seedDemo(db);
  const clock = {
    get now() {
      return Date.now();
    },
    set now(_v: number) {},
  };
  const ctx: ServerContext = {
    db,
    config,
    now: Date.now,
    sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
  };
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    ctx,
    clock,
    slept: [],
    close: async () => {
      await app.close();
      await db.destroy();
      if (!keep) await rm(dataDir, { recursive: true, force: true });
    },
    login: async (username = 'teacher', password = `${username}123`) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/oauth/oauth/token',
        headers: {
          authorization: clientBasic(),
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
      });
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
