import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startWorker, type ClusterProcess } from '../../../../tests/support/cluster';
import { MESSAGES } from '../../../shared/messages';
import { newId } from '../../lib/ids';
import { blobStoreOf } from '../../storage/blobs';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import {
  buildMarkingPaper,
  markEverything,
  scanClassDirect,
} from '../marking/testing/marking.fixture';
import { scoreTable } from '../marking/scores.service';
import { scoresXlsx } from '../marking/scores-xlsx';
import { QueuedPrintJobs } from '../print/print-queue';
import { runPrintJob, startPrintWorker, type PrintWorkerDeps } from '../print/print-queue-worker';
import { jobRunnerOf } from './export-runner';
import { exportThroughJob, sheetTexts } from './testing/export.fixture';

const REDIS = process.env.TEST_REDIS_URL;
const DB = process.env.TEST_DATABASE_URL;

/** A test app whose background jobs go to BullMQ under a prefix of its own, with a marked class. */
async function queuedApp(dialect: 'sqlite' | 'postgres') {
  const dataDir = await mkdtemp(join(tmpdir(), 'export-queue-'));
  const prefix = `t${newId()}`;
  const t = await buildTestApp(dialect, {
    REDIS_URL: REDIS ?? '',
    QUEUE_PREFIX: prefix,
    DATA_DIR: dataDir,
    QUEUE_LOCK_MS: '2000',
  });
  t.clock.now = Date.now(); // worker processes write their real clock's times
  const token = await t.login();
  const paper = await buildMarkingPaper(t);
  await scanClassDirect(t, paper, '初二(1)班', { students: 3 });
  await markEverything(t, token, paper.id);
  const { ownerId } = await t.ctx.db
    .selectFrom('papers')
    .select('ownerId')
    .where('id', '=', paper.id)
    .executeTakeFirstOrThrow();
  return { t, token, paper, ownerId, dataDir, prefix };
}

/** The score table as the synchronous export wrote it. */
async function expectedScores(t: TestApp, ownerId: string, paperId: string) {
  const table = await scoreTable(t.ctx, ownerId, paperId);
  return sheetTexts(await scoresXlsx(table.title, table.columns, table.rows));
}

describe.runIf(REDIS).each(TEST_DIALECTS)('.xlsx exports on BullMQ (%s)', (dialect) => {
  let app: Awaited<ReturnType<typeof queuedApp>>;
  let jobs: QueuedPrintJobs;
  let deps: Omit<PrintWorkerDeps, 'render'>;
  beforeEach(async () => {
    app = await queuedApp(dialect);
    jobs = new QueuedPrintJobs(app.t.ctx, app.t.ctx.config.redis!);
    deps = { ctx: app.t.ctx, store: blobStoreOf(app.t.ctx), jobs };
  }, 120_000);
  afterEach(async () => {
    await jobs.queue.obliterate({ force: true });
    await jobs.close();
    await app.t.close();
    await rm(app.dataDir, { recursive: true, force: true });
  });
  const row = (id: string) =>
    app.t.ctx.db.selectFrom('printJobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('a worker makes the same workbook with progress; run again, nothing changes', async () => {
    const { t, token, paper, ownerId } = app;
    const steps: number[] = [];
    const run = jobRunnerOf(t.ctx);
    const worker = startPrintWorker(
      {
        ...deps,
        render: (job, control) =>
          run(job, {
            ...control,
            onProgress: (done, total) => {
              steps.push(done);
              control.onProgress?.(done, total);
            },
          }),
      },
      1,
    );
    const out = await exportThroughJob(t, token, { kind: 'marking-scores', paperId: paper.id });
    await worker.close();
    expect(out.status).toMatchObject({ status: 'done', done: 2, total: 2, message: null });
    expect(out.status.fileName).toMatch(/-成绩表\.xlsx$/);
    expect(steps).toEqual([1, 2]);
    expect(await sheetTexts(out.bytes)).toEqual(await expectedScores(t, ownerId, paper.id));
    const before = await row(out.status.jobId);
    expect(before).toMatchObject({ attempts: 1, done: 2, fileName: out.status.fileName });
    // A duplicate delivery (run again by hand and through the queue) changes nothing.
    const again = { ...deps, render: () => Promise.reject(new Error('不应再次导出')) };
    await runPrintJob(again, out.status.jobId, { made: 0, max: 3 });
    const second = startPrintWorker(again, 1);
    await jobs.enqueue(out.status.jobId);
    const left = async () =>
      Object.values(await jobs.queue.getJobCounts('waiting', 'active', 'delayed')).some(
        (n) => n > 0,
      );
    while (await left()) await new Promise((r) => setTimeout(r, 50));
    await second.close();
    expect(await row(out.status.jobId)).toEqual(before);
  }, 120_000);

  it('a refusal fails at once with its reason; an error is retried, then failed', async () => {
    const { t, token, paper } = app;
    const worker = startPrintWorker({ ...deps, render: jobRunnerOf(t.ctx) }, 1);
    const refused = await exportThroughJob(t, token, {
      kind: 'data-center',
      report: 'subject',
    });
    await worker.close();
    const reason = `生成失败：${MESSAGES.forbidden}`;
    expect(refused.status).toMatchObject({ status: 'failed', message: reason });
    expect(refused.file.statusCode).toBe(400);
    expect(refused.file.json().message).toBe(reason);
    expect((await row(refused.status.jobId)).attempts).toBe(1);
    const broken = startPrintWorker(
      { ...deps, render: () => Promise.reject(new Error('磁盘已满')) },
      1,
    );
    const failed = await exportThroughJob(t, token, { kind: 'marking-scores', paperId: paper.id });
    await broken.close();
    expect(failed.status).toMatchObject({
      status: 'failed',
      message: '生成失败（已尝试 3 次）：磁盘已满',
    });
    expect((await row(failed.status.jobId)).attempts).toBe(3);
  }, 120_000);
});

/** A separate `npm run worker` process makes what the API enqueued (PostgreSQL + Redis). */
describe.runIf(DB && REDIS)('.xlsx exports in a worker process (PostgreSQL + Redis)', () => {
  let app: Awaited<ReturnType<typeof queuedApp>>;
  let worker: ClusterProcess | undefined;
  afterEach(async () => {
    await worker?.kill();
    await app.t.close();
    await rm(app.dataDir, { recursive: true, force: true });
  });

  it('makes the score table in `npm run worker`; the API serves the same workbook', async () => {
    app = await queuedApp('postgres');
    const { t, token, paper, ownerId, dataDir, prefix } = app;
    worker = await startWorker({
      databaseUrl: DB ?? '',
      schema: t.schema ?? '',
      redisUrl: REDIS ?? '',
      prefix,
      dataDir,
    });
    const out = await exportThroughJob(t, token, { kind: 'marking-scores', paperId: paper.id });
    expect(out.status, worker.output()).toMatchObject({ status: 'done', done: 2, total: 2 });
    expect(out.file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(await sheetTexts(out.bytes)).toEqual(await expectedScores(t, ownerId, paper.id));
    const refused = await exportThroughJob(t, token, { kind: 'data-center', report: 'subject' });
    expect(refused.status.message).toBe(`生成失败：${MESSAGES.forbidden}`);
  }, 150_000);
});
