import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaperDetail, PrintJobStatus } from '../../../shared/api';
import { newId } from '../../lib/ids';
import { blobStoreOf } from '../../storage/blobs';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';
import { buildSavedPaper, classId } from './print.fixture';
import { QueuedPrintJobs } from './print-queue';
import { runPrintJob } from './print-queue-worker';

const REDIS = process.env.TEST_REDIS_URL;

const PRINTS = '/api/teacher/print/jobs';
const PRACTICE = '/api/teacher/rehearse/print/jobs';
const EXPORTS = '/api/teacher/exports';
const NOT_PRINT = '打印任务不存在或已过期';
const NOT_EXPORT = '导出任务不存在或已过期';

/** A test app (background jobs on BullMQ under a prefix of its own when `redis`) with a saved paper. */
async function jobsApp(dialect: 'sqlite' | 'postgres', redis: boolean) {
  const dataDir = await mkdtemp(join(tmpdir(), 'job-kinds-'));
  const queue = { REDIS_URL: REDIS ?? '', QUEUE_PREFIX: `t${newId()}`, QUEUE_LOCK_MS: '2000' };
  const t = await buildTestApp(dialect, { DATA_DIR: dataDir, ...(redis ? queue : {}) });
  t.clock.now = Date.now();
  const token = await t.login('teacher');
  const paper = await buildSavedPaper(t, token);
  return { t, token, paper, dataDir };
}

/** Starts a job through a route; answers the response (status, message, job). */
async function startJob(t: TestApp, token: string, kind: 'print' | 'export', paper: PaperDetail) {
  const body =
    kind === 'print'
      ? { kind: 'card-set', paperId: paper.id, classIds: [await classId(t, '初二(1)班')] }
      : { kind: 'marking-scores', paperId: paper.id };
  return call<PrintJobStatus>(t, token, 'POST', kind === 'print' ? PRINTS : EXPORTS, body);
}

/** Every route of a family asked about a job: [method, url, status, message]. */
async function askAll(t: TestApp, token: string, base: string, jobId: string) {
  const out: [string, string, number, string][] = [];
  for (const [method, url] of [
    ['GET', `${base}/${jobId}`],
    ['GET', `${base}/${jobId}/file`],
    ['DELETE', `${base}/${jobId}`],
  ] as const) {
    const res = await call(t, token, method, url);
    out.push([method, url, res.status, res.body.message]);
  }
  return out;
}

const refusedBy = (base: string, jobId: string, message: string) =>
  ['GET', 'GET', 'DELETE'].map((m, i) => [
    m,
    `${base}/${jobId}${i === 1 ? '/file' : ''}`,
    404,
    message,
  ]);

/** Prints, practice prints and exports share print_jobs (and the BullMQ queue) with REDIS_URL. */
describe.runIf(REDIS).each(TEST_DIALECTS)('print and export jobs in one table (%s)', (dialect) => {
  let app: Awaited<ReturnType<typeof jobsApp>>;
  let jobs: QueuedPrintJobs;
  beforeEach(async () => {
    app = await jobsApp(dialect, true);
    jobs = new QueuedPrintJobs(app.t.ctx, app.t.ctx.config.redis!);
  }, 60_000);
  afterEach(async () => {
    await jobs.queue.obliterate({ force: true });
    await jobs.close();
    await app.t.close();
    await rm(app.dataDir, { recursive: true, force: true });
  });

  /** Ends a job as a worker would, with these bytes as its file. */
  const finish = (id: string, text: string) =>
    runPrintJob(
      {
        ctx: app.t.ctx,
        store: blobStoreOf(app.t.ctx),
        jobs,
        render: async () => ({ ok: true, bytes: new TextEncoder().encode(text) }),
      },
      id,
      { made: 0, max: 1 },
    );

  it('each route family answers only its own jobs: an export is not served as a PDF, nor a print as a workbook', async () => {
    const { t, token, paper } = app;
    const print = (await startJob(t, token, 'print', paper)).body.data.jobId;
    const made = (await startJob(t, token, 'export', paper)).body.data.jobId;
    await finish(print, '%PDF-1.4 cards');
    await finish(made, 'PK workbook');
    expect(await askAll(t, token, PRINTS, made)).toEqual(refusedBy(PRINTS, made, NOT_PRINT));
    expect(await askAll(t, token, PRACTICE, made)).toEqual(refusedBy(PRACTICE, made, NOT_PRINT));
    expect(await askAll(t, token, PRACTICE, print)).toEqual(refusedBy(PRACTICE, print, NOT_PRINT));
    expect(await askAll(t, token, EXPORTS, print)).toEqual(refusedBy(EXPORTS, print, NOT_EXPORT));
    // The refused DELETEs removed nothing: each route still serves its own file.
    const pdf = await t.get(`${PRINTS}/${print}/file`, token);
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.body]).toEqual([
      200,
      'application/pdf',
      '%PDF-1.4 cards',
    ]);
    const xlsx = await t.get(`${EXPORTS}/${made}/file`, token);
    expect([xlsx.statusCode, xlsx.body]).toEqual([200, 'PK workbook']);
  }, 60_000);

  it('a user runs two jobs of each kind at once: two class-set prints do not hold back an export', async () => {
    const { t, token, paper } = app;
    const tries = async (kind: 'print' | 'export') => {
      const out: [number, string][] = [];
      for (let i = 0; i < 3; i++) {
        const res = await startJob(t, token, kind, paper);
        out.push([res.status, res.body.message]);
      }
      return out.map(([s, m]) => (s === 200 ? 200 : `${s} ${m}`));
    };
    expect(await tries('print')).toEqual([
      200,
      200,
      '400 已有打印任务正在生成，请等待完成或取消后再试',
    ]);
    expect(await tries('export')).toEqual([
      200,
      200,
      '400 已有导出任务正在生成，请等待完成或取消后再试',
    ]);
  }, 60_000);
});

describe.each(TEST_DIALECTS)('print and export jobs in one process (%s)', (dialect) => {
  let app: Awaited<ReturnType<typeof jobsApp>>;
  beforeEach(async () => {
    app = await jobsApp(dialect, false);
  }, 60_000);
  afterEach(async () => {
    await app.t.close();
    await rm(app.dataDir, { recursive: true, force: true });
  });

  it('each route family answers only its own jobs', async () => {
    const { t, token, paper } = app;
    const made = (await startJob(t, token, 'export', paper)).body.data.jobId;
    expect(await askAll(t, token, PRINTS, made)).toEqual(refusedBy(PRINTS, made, NOT_PRINT));
    const print = (await startJob(t, token, 'print', paper)).body.data.jobId;
    expect(await askAll(t, token, EXPORTS, print)).toEqual(refusedBy(EXPORTS, print, NOT_EXPORT));
    await call(t, token, 'DELETE', `${PRINTS}/${print}`);
  }, 60_000);
});
