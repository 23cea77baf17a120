import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startApi,
  startWorker,
  uploadTo,
  watchBoard,
  type ClusterEnv,
  type ClusterProcess,
} from '../../../../tests/support/cluster';
import { newId, nowIso } from '../../lib/ids';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { buildScanPaper } from './testing/scan.fixture';

const DB = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;
/** Pages of the kill test (a few seconds of recognition on two cores). */
const PAGES = 60;

/** Waits until `ok` holds (checked every 100 ms, at most 30 s). */
async function until(ok: () => boolean | Promise<boolean>): Promise<void> {
  const end = Date.now() + 30_000;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const page = (i: number) =>
  sharp({
    create: {
      width: 620,
      height: 877,
      channels: 3,
      background: { r: 255 - (i % 200), g: 250 - ((i * 7) % 200), b: 240 },
    },
  })
    .jpeg()
    .toBuffer();

/**
 * Several processes on PostgreSQL and Redis: 2 API instances (`npm run serve`) and 2 workers
 * (`npm run worker`); one worker is SIGKILLed midway. Runs when TEST_DATABASE_URL and
 * TEST_REDIS_URL are set (CI sets both).
 */
describe.runIf(DB && REDIS)('scanning across processes (PostgreSQL + Redis)', () => {
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
      dataDir: await mkdtemp(join(tmpdir(), 'scan-cluster-')),
      lockMs: 2000,
    };
  }, 60_000);
  afterAll(async () => {
    await Promise.all(procs.map((p) => p.kill()));
    await t?.close();
    if (env) await rm(env.dataDir, { recursive: true, force: true });
  });

  it('recognises every page exactly once when a worker is killed midway; live updates reach both API instances', async () => {
    const [a, b] = [await startApi(env), await startApi(env)];
    procs.push(a, b);
    t.clock.now = Date.now(); // the token must be valid for the other processes' real clocks
    const token = await t.login();
    const paper = await buildScanPaper(t);
    const user = await t.ctx.db
      .selectFrom('users')
      .select(['id', 'defaultOrgId'])
      .where('username', '=', 'teacher')
      .executeTakeFirstOrThrow();
    const batchId = newId();
    await t.ctx.db
      .insertInto('scanBatches')
      .values({
        id: batchId,
        orgId: user.defaultOrgId as string,
        paperId: paper.id,
        classIds: '[]',
        settings: '{}',
        createdBy: user.id,
        createdAt: nowIso(),
        deletedAt: null,
        deletedBy: null,
      })
      .execute();
    const boards = [await watchBoard(a, token, paper.id), await watchBoard(b, token, paper.id)];

    const files = await Promise.all(
      Array.from({ length: PAGES }, async (_, i) => ({ name: `${i}.jpg`, bytes: await page(i) })),
    );
    for (let i = 0; i < PAGES; i += 10)
      await uploadTo(i % 20 === 0 ? a : b, token, batchId, files.slice(i, i + 10));
    const [w1, w2] = [await startWorker(env), await startWorker(env)];
    procs.push(w1!, w2!);

    const count = async (status: 'done' | 'failed') =>
      Number(
        (
          await t.ctx.db
            .selectFrom('scanPages')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('batchId', '=', batchId)
            .where('status', '=', status)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const settled = async () => (await count('done')) + (await count('failed'));
    while ((await settled()) < PAGES / 4) await new Promise((r) => setTimeout(r, 50));
    await w1!.kill();
    const deadline = Date.now() + 120_000;
    while ((await settled()) < PAGES && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));

    const pages = await t.ctx.db
      .selectFrom('scanPages')
      .select(['fileId', 'pageIndex', 'status', 'attempts'])
      .where('batchId', '=', batchId)
      .execute();
    // None lost, none twice: one page row per uploaded file, every one recognised.
    expect(pages).toHaveLength(PAGES);
    expect(new Set(pages.map((p) => p.fileId)).size).toBe(PAGES);
    expect(pages.filter((p) => p.status !== 'done')).toEqual([]);
    // Taken twice only when the killed worker held it (2 jobs per thread in flight).
    const again = pages.filter((p) => p.attempts > 1);
    expect(again.length).toBeLessThanOrEqual(2);
    expect(pages.every((p) => p.attempts >= 1 && p.attempts <= 2)).toBe(true);
    const problems = await t.ctx.db
      .selectFrom('scanProblems')
      .select(['id', 'pageId', 'kind'])
      .where('batchId', '=', batchId)
      .where('status', '=', 'open')
      .execute();
    const keys = problems.map((p) => `${p.pageId}:${p.kind}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Pages were applied by the worker processes: both API instances' live boards heard it.
    for (const board of boards) expect(board.seen.events).toBeGreaterThan(1);

    // A person settles a problem on instance B: the live board on instance A hears it.
    const heardOnA = boards[0]!.seen.events;
    const resolve = (api: ClusterProcess, id: string, body: unknown) =>
      fetch(`${api.baseUrl}/api/teacher/scan/problems/${id}/resolve`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await resolve(b, problems[0]!.id, { action: 'discard' })).status).toBe(200);
    await until(() => boards[0]!.seen.events > heardOnA);
    // 重新识别 on instance A: the page goes back to the queue and the remaining worker reads it.
    const before = nowIso();
    const retried = problems.find((p) => p.pageId !== problems[0]!.pageId)!.pageId;
    expect(
      (
        await resolve(a, problems.find((p) => p.pageId !== problems[0]!.pageId)!.id, {
          action: 'retry',
        })
      ).status,
    ).toBe(200);
    await until(async () => {
      const p = await t.ctx.db
        .selectFrom('scanPages')
        .select(['status', 'attempts', 'updatedAt'])
        .where('id', '=', retried)
        .executeTakeFirstOrThrow();
      return p.status === 'done' && p.attempts === 1 && p.updatedAt > before;
    });
    for (const board of boards) board.close();
  }, 180_000);
});
