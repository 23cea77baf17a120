import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaperDetail, PrintJobStatus } from '../../../shared/api';
import type { RehearseBatch } from '../../../shared/api/rehearse';
import { startWorker, type ClusterProcess } from '../../../../tests/support/cluster';
import { newId } from '../../lib/ids';
import { blobStoreOf } from '../../storage/blobs';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';
import { buildMarkedBankPaper } from '../rehearse/testing/rehearse.fixture';
import { buildSavedPaper, classId } from './print.fixture';
import type { JobRunner } from './background-job';
import { QueuedPrintJobs } from './print-queue';
import { runPrintJob, startPrintWorker, type PrintWorkerDeps } from './print-queue-worker';
import { renderPrintJob } from './print-render.job';

const REDIS = process.env.TEST_REDIS_URL;
const DB = process.env.TEST_DATABASE_URL;

/** A test app whose background prints go to BullMQ under a queue prefix of its own. */
async function queuedApp(dialect: 'sqlite' | 'postgres') {
  const dataDir = await mkdtemp(join(tmpdir(), 'print-queue-'));
  const prefix = `t${newId()}`;
  const t = await buildTestApp(dialect, {
    REDIS_URL: REDIS ?? '',
    QUEUE_PREFIX: prefix,
    DATA_DIR: dataDir,
    QUEUE_LOCK_MS: '2000',
  });
  t.clock.now = Date.now(); // worker processes write their real clock's times
  const token = await t.login('teacher');
  const paper = await buildSavedPaper(t, token);
  return { t, token, paper, dataDir, prefix };
}

/** Starts a class's answer cards as a background job through the API. */
async function startCards(t: TestApp, token: string, paper: PaperDetail) {
  const classIds = [await classId(t, '初二(1)班')];
  const res = await call<PrintJobStatus>(t, token, 'POST', '/api/teacher/print/jobs', {
    kind: 'card-set',
    paperId: paper.id,
    classIds,
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

/** Polls the job's status as the browser does until it is no longer running (at most 90 s). */
async function settled(
  t: TestApp,
  token: string,
  jobId: string,
  base = '/api/teacher/print/jobs',
): Promise<PrintJobStatus> {
  const end = Date.now() + 90_000;
  for (;;) {
    const s = (await call<PrintJobStatus>(t, token, 'GET', `${base}/${jobId}`)).body.data;
    if (s.status !== 'running') return s;
    if (Date.now() > end) throw new Error(`print job still running: ${JSON.stringify(s)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Renders documents in this thread (these tests start no exports). */
const renderOnly: JobRunner = async (job, control) => {
  if (job.kind === 'export') throw new Error('no exports here');
  return renderPrintJob(job, control);
};

const pages = async (bytes: Buffer) => (await PDFDocument.load(bytes)).getPageCount();

describe.runIf(REDIS).each(TEST_DIALECTS)('background prints on BullMQ (%s)', (dialect) => {
  let app: Awaited<ReturnType<typeof queuedApp>>;
  let jobs: QueuedPrintJobs;
  let deps: Omit<PrintWorkerDeps, 'render'>;
  beforeEach(async () => {
    app = await queuedApp(dialect);
    jobs = new QueuedPrintJobs(app.t.ctx, app.t.ctx.config.redis!);
    deps = { ctx: app.t.ctx, store: blobStoreOf(app.t.ctx), jobs };
  }, 60_000);
  afterEach(async () => {
    await jobs.queue.obliterate({ force: true });
    await jobs.close();
    await app.t.close();
    await rm(app.dataDir, { recursive: true, force: true });
  });
  const row = (id: string) =>
    app.t.ctx.db.selectFrom('printJobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('retries a failing render with backoff, then the file is there; run again, nothing changes', async () => {
    let tries = 0;
    const worker = startPrintWorker(
      {
        ...deps,
        render: async (job, control) => {
          tries += 1;
          if (tries < 3) throw new Error(`第 ${tries} 次出错`);
          return renderOnly(job, control);
        },
      },
      1,
    );
    const { t, token, paper } = app;
    const { jobId, total } = await startCards(t, token, paper);
    const done = await settled(t, token, jobId);
    await worker.close();
    expect(done).toMatchObject({ status: 'done', done: total, message: null });
    expect(tries).toBe(3);
    const file = await t.get(`/api/teacher/print/jobs/${jobId}/file`, token);
    expect(file.statusCode).toBe(200);
    expect((await pages(file.rawPayload)) % total).toBe(0);
    const before = await row(jobId);
    expect(before.attempts).toBe(3);
    // A duplicate delivery (the job run again by hand and through the queue) changes nothing.
    const again = { ...deps, render: () => Promise.reject(new Error('不应再次生成')) };
    await runPrintJob(again, jobId, { made: 0, max: 3 });
    const second = startPrintWorker(again, 1);
    await jobs.enqueue(jobId);
    const left = async () =>
      Object.values(await jobs.queue.getJobCounts('waiting', 'active', 'delayed')).some(
        (n) => n > 0,
      );
    while (await left()) await new Promise((r) => setTimeout(r, 50));
    await second.close();
    expect(await row(jobId)).toEqual(before);
  }, 120_000);

  it('renders a 错题重练 practice set (papers with their images, cards) through the queue', async () => {
    const { t, token } = app;
    await buildMarkedBankPaper(t, token);
    const batch = await call<RehearseBatch>(t, token, 'POST', '/api/teacher/rehearse/practice', {
      classIds: [await classId(t, '初二(1)班')],
      subjectId: 'junior-math',
      similar: 1,
    });
    expect(batch.status).toBe(200);
    const worker = startPrintWorker({ ...deps, render: renderOnly }, 1);
    const base = '/api/teacher/rehearse/print/jobs';
    const setIds = batch.body.data.sets.slice(0, 2).map((s) => s.setId);
    const start = await call<PrintJobStatus>(t, token, 'POST', base, {
      batchId: batch.body.data.batchId,
      setIds,
    });
    expect(start.body.data).toMatchObject({ status: 'running', total: 2 });
    const done = await settled(t, token, start.body.data.jobId, base);
    await worker.close();
    expect(done).toMatchObject({ status: 'done', done: 2 });
    const file = await t.get(`${base}/${done.jobId}/file`, token);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pages(file.rawPayload)).toBeGreaterThanOrEqual(4);
  }, 120_000);

  it('after the last try the job is failed with its reason in Chinese, shown to the user', async () => {
    const worker = startPrintWorker(
      { ...deps, render: () => Promise.reject(new Error('字体文件损坏')) },
      1,
    );
    const { t, token, paper } = app;
    const { jobId } = await startCards(t, token, paper);
    const failed = await settled(t, token, jobId);
    await worker.close();
    expect(failed).toMatchObject({
      status: 'failed',
      message: '生成失败（已尝试 3 次）：字体文件损坏',
    });
    const file = await call(t, token, 'GET', `/api/teacher/print/jobs/${jobId}/file`);
    expect(file.status).toBe(400);
    expect(file.body.message).toBe('生成失败（已尝试 3 次）：字体文件损坏');
    expect((await row(jobId)).attempts).toBe(3);
  }, 120_000);
});

/** A separate `npm run worker` process renders what the API enqueued (PostgreSQL + Redis). */
describe.runIf(DB && REDIS)('background prints in a worker process (PostgreSQL + Redis)', () => {
  let app: Awaited<ReturnType<typeof queuedApp>>;
  let worker: ClusterProcess | undefined;
  afterEach(async () => {
    await worker?.kill();
    await app.t.close();
    await rm(app.dataDir, { recursive: true, force: true });
  });

  it('renders a class of answer cards in `npm run worker`; the API serves the file', async () => {
    app = await queuedApp('postgres');
    const { t, token, paper, dataDir, prefix } = app;
    worker = await startWorker({
      databaseUrl: DB ?? '',
      schema: t.schema ?? '',
      redisUrl: REDIS ?? '',
      prefix,
      dataDir,
    });
    const { jobId, total } = await startCards(t, token, paper);
    const done = await settled(t, token, jobId);
    expect(done, worker.output()).toMatchObject({ status: 'done', done: total });
    const file = await t.get(`/api/teacher/print/jobs/${jobId}/file`, token);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((await pages(file.rawPayload)) % total).toBe(0);
  }, 150_000);
});
