import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RETRY_FAILURE_PREFIX } from '../../../shared/api';
import { newId, nowIso } from '../../lib/ids';
import { FsBlobStore } from '../../storage/blob-store';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { BatchContexts } from './batch-context';
import { ingestFiles } from './ingest.service';
import { startScanWorker } from './scan-job-worker';
import { ScanJobs } from './scan-jobs';
import { hasUnfinishedWork, ScanQueue, type PageProcessor } from './scan-queue';
import { recordFailure } from './scan-runtime';
import { splitInWorker } from './split/file-splitter';
import { buildScanPaper } from './testing/scan.fixture';

/** One queue under test: runs until every page is settled, then stops. */
interface Engine {
  name: string;
  drain(t: TestApp, store: FsBlobStore, process: PageProcessor): Promise<void>;
  /** Hands a page already settled to the queue again (a duplicate delivery). */
  redeliver(t: TestApp, store: FsBlobStore, process: PageProcessor, pageId: string): Promise<void>;
}

const failedPath = (t: TestApp) => {
  const contexts = new BatchContexts(t.ctx.db);
  return (job: { pageId: string; batchId: string }, reason: string) =>
    recordFailure(t.ctx, contexts, job.pageId, job.batchId, reason);
};

const inProcess: Engine = {
  name: 'in-process pool',
  async drain(t, store, process) {
    const queue = new ScanQueue(t.ctx, store, process, {
      concurrency: 2,
      pollMs: 10,
      onFailed: failedPath(t),
    });
    await queue.start();
    await queue.idle();
    await queue.stop();
  },
  async redeliver(t, store, process) {
    await this.drain(t, store, process);
  },
};

const REDIS = process.env.TEST_REDIS_URL;

/** BullMQ on Redis, a queue prefix of its own per test. */
const bullmq = (): Engine => {
  const run = async (t: TestApp, store: FsBlobStore, process: PageProcessor, pageId?: string) => {
    const redis = { url: REDIS ?? '', prefix: `t${newId()}`, lockMs: 2000 };
    const jobs = new ScanJobs(t.ctx.db, redis);
    const worker = startScanWorker(
      { ctx: t.ctx, store, jobs, process, split: splitInWorker, failed: failedPath(t) },
      2,
    );
    await worker.waitUntilReady();
    if (pageId) await jobs.addPages([pageId, pageId]);
    else await jobs.sweep();
    while ((await hasUnfinishedWork(t.ctx.db)) || (await jobs.depth()) > 0)
      await new Promise((r) => setTimeout(r, 50));
    await worker.close();
    await jobs.queue.obliterate({ force: true });
    await jobs.close();
  };
  return {
    name: 'BullMQ',
    drain: (t, store, process) => run(t, store, process),
    redeliver: (t, store, process, pageId) => run(t, store, process, pageId),
  };
};

const ENGINES: Engine[] = REDIS ? [inProcess, bullmq()] : [inProcess];

const jpeg = (shade: number) =>
  sharp({ create: { width: 40, height: 56, channels: 3, background: { r: shade, g: 0, b: 0 } } })
    .jpeg()
    .toBuffer();

const markDone =
  (t: TestApp, seen: string[]): PageProcessor =>
  async (job) => {
    seen.push(job.pageId);
    await t.ctx.db
      .updateTable('scanPages')
      .set({ status: 'done', updatedAt: nowIso() })
      .where('id', '=', job.pageId)
      .execute();
  };

describe.each(TEST_DIALECTS)('the queue contract on %s', (dialect) => {
  let t: TestApp;
  let store: FsBlobStore;
  let upload: (n: number) => Promise<void>;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    store = new FsBlobStore(await mkdtemp(join(tmpdir(), 'queue-contract-')));
    const user = await t.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'teacher')
      .executeTakeFirstOrThrow();
    const orgId = user.defaultOrgId as string;
    const batch = { id: newId(), orgId };
    await t.ctx.db
      .insertInto('scanBatches')
      .values({
        ...batch,
        paperId: (await buildScanPaper(t)).id,
        classIds: '[]',
        settings: '{}',
        createdBy: user.id,
        createdAt: nowIso(),
        deletedAt: null,
        deletedBy: null,
      })
      .execute();
    upload = async (n) => {
      const files = await Promise.all(
        Array.from({ length: n }, async (_, i) => ({ name: `${i}.jpg`, bytes: await jpeg(i * 7) })),
      );
      await ingestFiles(t.ctx, store, batch, user.id, files);
    };
  });
  afterEach(async () => t.close());
  const pages = () =>
    t.ctx.db.selectFrom('scanPages').select(['id', 'status', 'attempts', 'error']).execute();

  for (const engine of ENGINES) {
    it(`${engine.name}: a page that throws is retried and then recognised`, async () => {
      await upload(3);
      const tries = new Map<string, number>();
      await engine.drain(t, store, async (job, bytes) => {
        const n = (tries.get(job.pageId) ?? 0) + 1;
        tries.set(job.pageId, n);
        if (n < 3) throw new Error(`第 ${n} 次出错`);
        await markDone(t, [])(job, bytes);
      });
      expect([...tries.values()]).toEqual([3, 3, 3]);
      for (const p of await pages()) expect(p).toMatchObject({ status: 'done', attempts: 3 });
    });

    it(`${engine.name}: after the last attempt the page is a dead letter in 异常处理 with its reason`, async () => {
      await upload(1);
      await engine.drain(t, store, () => Promise.reject(new Error('识别程序崩溃')));
      const [page] = await pages();
      expect(page).toMatchObject({ status: 'failed', attempts: 3 });
      expect(page!.error).toBe(`${RETRY_FAILURE_PREFIX}：识别程序崩溃`);
      const problems = await t.ctx.db
        .selectFrom('scanProblems')
        .select(['kind', 'detail', 'status'])
        .where('pageId', '=', page!.id)
        .execute();
      expect(problems).toHaveLength(1);
      expect(problems[0]!.status).toBe('open');
      expect(problems[0]!.detail).toContain('识别程序崩溃');
    });

    it(`${engine.name}: a job delivered twice changes nothing the second time`, async () => {
      await upload(2);
      const seen: string[] = [];
      await engine.drain(t, store, markDone(t, seen));
      expect(seen).toHaveLength(2);
      const before = await pages();
      await engine.redeliver(t, store, markDone(t, seen), before[0]!.id);
      expect(seen).toHaveLength(2);
      expect(await pages()).toEqual(before);
    });
  }
});
