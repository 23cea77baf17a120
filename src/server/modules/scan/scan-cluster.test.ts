import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBatchOn,
  loginTo,
  startApi,
  startWorker,
  uniqueJpeg,
  uploadTo,
  watchBoard,
  type ClusterEnv,
  type ClusterProcess,
} from '../../../../tests/support/cluster';
import { loadConfig } from '../../config';
import { newId, nowIso } from '../../lib/ids';
import { createBlobStore } from '../../storage/blobs';
import { startLocalS3, type LocalS3 } from '../../testing/s3-server';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { classId } from '../print/print.fixture';
import { seedPrintedPaper } from './testing/scan.fixture';
import { CLASS, prepareScanSheets, seat, type ScanSheets } from './testing/scan-sheets';

const DB = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;
/** Pages of the kill test: printed cards, a few seconds of recognition per worker core. */
const PAGES = 200;
/** The printed sheets the pages copy (seat 1, seat 2 upside down, seat 6 marked absent). */
const SHEETS = ['s1', 's2upsideDown', 's6absent'] as const;

/** Waits until `ok` holds (checked every 100 ms, at most `ms`). */
async function until(ok: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A page that is no card at all (a 定位异常). */
const blank = sharp({
  create: { width: 620, height: 877, channels: 3, background: { r: 250, g: 248, b: 240 } },
})
  .jpeg()
  .toBuffer();

/**
 * Several processes on PostgreSQL, Redis and a local S3-protocol server (s3rver): 2 API instances
 * (`npm run serve`, B restarted midway through the upload) and 2 workers (`npm run worker`), every
 * process with its blobs in the bucket; one worker is SIGKILLed midway. Runs when
 * TEST_DATABASE_URL and TEST_REDIS_URL are set (CI sets both).
 */
describe.runIf(DB && REDIS)('scanning across processes (PostgreSQL + Redis + S3)', () => {
  let t: TestApp;
  let s3: LocalS3;
  let made: ScanSheets;
  let env: ClusterEnv;
  const procs: ClusterProcess[] = [];
  beforeAll(async () => {
    s3 = await startLocalS3();
    made = await prepareScanSheets([...SHEETS]);
    // The database only: this in-process app never serves a request (the processes do all work).
    t = await buildTestApp('postgres');
    await seedPrintedPaper(t, made.printed);
    env = {
      databaseUrl: DB ?? '',
      schema: t.schema ?? '',
      redisUrl: REDIS ?? '',
      prefix: `t${newId()}`,
      dataDir: await mkdtemp(join(tmpdir(), 'scan-cluster-')),
      lockMs: 2000,
      extra: s3.env,
    };
  }, 240_000);
  afterAll(async () => {
    await Promise.all(procs.map((p) => p.kill()));
    await t?.close();
    await s3?.close();
    if (env) await rm(env.dataDir, { recursive: true, force: true });
  });

  it('recognises every page exactly once with the blobs in S3 when a worker is killed and an API restarted; live updates reach both API instances', async () => {
    const apis = [await startApi(env), await startApi(env)];
    procs.push(...apis);
    const token = await loginTo(apis[0]!);
    const paperId = made.printed.doc.id;
    const batchId = await createBatchOn(apis[0]!, token, paperId, [await classId(t, CLASS)]);
    const boards = [await watchBoard(apis[0]!, token, paperId)];

    const sources = SHEETS.map((name) => made.sheets[name].bytes);
    // The last two pages are no card at all (a 定位异常 each, for a person to settle below).
    const files = await Promise.all(
      Array.from({ length: PAGES }, async (_, i) => ({
        name: `${i}.jpg`,
        bytes: uniqueJpeg(i < PAGES - 2 ? sources[i % sources.length]! : await blank, i),
      })),
    );
    for (let i = 0; i < PAGES; i += 10) {
      if (i === PAGES / 2) {
        // API B restarted on its port midway: nothing it received is lost.
        const port = Number(new URL(apis[1]!.baseUrl).port);
        await apis[1]!.stop();
        apis[1] = await startApi(env, port);
        procs.push(apis[1]);
      }
      await uploadTo(apis[(i / 10) % 2]!, token, batchId, files.slice(i, i + 10));
    }
    boards.push(await watchBoard(apis[1]!, token, paperId));
    const [w1, w2] = [await startWorker(env), await startWorker(env)];
    procs.push(w1!, w2!);

    const settled = async () =>
      Number(
        (
          await t.ctx.db
            .selectFrom('scanPages')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('batchId', '=', batchId)
            .where('status', 'in', ['done', 'failed'])
            .executeTakeFirstOrThrow()
        ).n,
      );
    await until(async () => (await settled()) >= PAGES / 4, 120_000);
    await w1!.kill();
    await until(async () => (await settled()) >= PAGES, 180_000);

    const pages = await t.ctx.db
      .selectFrom('scanPages')
      .innerJoin('scanFiles', 'scanFiles.id', 'scanPages.fileId')
      .select([
        'scanPages.id',
        'scanFiles.name',
        'scanFiles.blobKey',
        'scanPages.status',
        'scanPages.attempts',
        'scanPages.examNo',
      ])
      .where('scanPages.batchId', '=', batchId)
      .execute();
    // None lost, none twice: one page row per uploaded file, every one recognised.
    expect(pages).toHaveLength(PAGES);
    expect(new Set(pages.map((p) => p.name)).size).toBe(PAGES);
    expect(pages.filter((p) => p.status !== 'done')).toEqual([]);
    // The workers read each page from the bucket and recognised it: the 考号 of its printed card.
    const expected = [seat(1), seat(2), seat(6)];
    for (const p of pages) {
      const i = Number(p.name.split('.')[0]);
      expect(p.examNo).toBe(i < PAGES - 2 ? expected[i % 3] : null);
    }
    // Taken twice only when the killed worker held it (2 jobs per thread in flight).
    expect(pages.filter((p) => p.attempts > 1).length).toBeLessThanOrEqual(2);
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

    // Every upload is in the bucket, and so are the answer crops the API instances cut from it.
    const bucket = createBlobStore(loadConfig(s3.env).store);
    for (const p of pages) expect(await bucket.has(p.blobKey)).toBe(true);
    const pageIds = pages.map((p) => p.id);
    await until(async () => {
      const left = await t.ctx.db
        .selectFrom('markingPageCrops')
        .select('pageId')
        .where('pageId', 'in', pageIds)
        .where('status', 'in', ['pending', 'processing'])
        .execute();
      return left.length === 0;
    }, 60_000);
    const crops = await t.ctx.db
      .selectFrom('markingCrops')
      .select(['pageId', 'elementId', 'blobKey'])
      .where('pageId', 'in', pageIds)
      .execute();
    expect(crops.length).toBeGreaterThan(0);
    for (const c of crops) expect(await bucket.has(c.blobKey)).toBe(true);
    await expect(access(join(env.dataDir, 'blobs'))).rejects.toThrow();
    // The restarted instance serves a page image and a crop out of the bucket.
    const get = (api: ClusterProcess, path: string) =>
      fetch(`${api.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } }).then(
        async (r) => ({ status: r.status, bytes: Buffer.from(await r.arrayBuffer()) }),
      );
    const image = await get(
      apis[1]!,
      `/api/teacher/scan/pages/${crops[0]!.pageId}/image?width=300`,
    );
    expect(image.status).toBe(200);
    expect((await sharp(image.bytes).metadata()).width).toBe(300);
    const crop = await get(
      apis[1]!,
      `/api/teacher/scan/pages/${crops[0]!.pageId}/crop?element=${crops[0]!.elementId}`,
    );
    expect(crop.status).toBe(200);
    expect((await sharp(crop.bytes).metadata()).format).toBe('jpeg');

    // A person settles a problem on instance B: the live board on instance A hears it.
    expect(problems.length).toBeGreaterThan(1);
    const heardOnA = boards[0]!.seen.events;
    const resolve = (api: ClusterProcess, id: string, body: unknown) =>
      fetch(`${api.baseUrl}/api/teacher/scan/problems/${id}/resolve`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await resolve(apis[1]!, problems[0]!.id, { action: 'discard' })).status).toBe(200);
    await until(() => boards[0]!.seen.events > heardOnA);
    // 重新识别 on instance A: the page goes back to the queue and the remaining worker reads it.
    const before = nowIso();
    const other = problems.find((p) => p.pageId !== problems[0]!.pageId)!;
    expect((await resolve(apis[0]!, other.id, { action: 'retry' })).status).toBe(200);
    await until(async () => {
      const p = await t.ctx.db
        .selectFrom('scanPages')
        .select(['status', 'attempts', 'updatedAt'])
        .where('id', '=', other.pageId)
        .executeTakeFirstOrThrow();
      return p.status === 'done' && p.attempts === 1 && p.updatedAt > before;
    });
    for (const board of boards) board.close();
  }, 420_000);
});
