import { deserialize } from 'node:v8';
import { Worker } from 'bullmq';
import type { ServerContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/ids';
import type { BlobStore } from '../../storage/blob-store';
import { JOB_LIMITS } from './print-jobs';
import { PRINT_QUEUE, type PrintJobData, type QueuedPrintJobs } from './print-queue';
import type { BackgroundJob, JobRunner } from './background-job';
import { workerOptions } from '../scan/scan-jobs';

/** What a worker process runs background jobs (prints, exports) with. */
export interface PrintWorkerDeps {
  ctx: ServerContext;
  store: BlobStore;
  jobs: QueuedPrintJobs;
  /** Runs a job (a document on a thread of its own, an export here, in `npm run worker`). */
  render: JobRunner;
}

const reasonOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/**
 * Runs one background job: only a `running` row is run, so a job run again after it ended (done,
 * failed, cancelled) changes nothing. Progress is written after every chunk (an export's step);
 * a row cancelled meanwhile stops it. A throw before the last try sends the job back with
 * backoff; the last one ends the row as `failed` with the reason in Chinese. An AppError (no
 * access, nothing to export) would fail again: the row fails at once with its message.
 */
export async function runPrintJob(
  deps: PrintWorkerDeps,
  id: string,
  tries: { made: number; max: number },
): Promise<void> {
  const { db, now } = deps.ctx;
  const running = () =>
    db.updateTable('printJobs').where('id', '=', id).where('status', '=', 'running');
  const row = await db
    .selectFrom('printJobs')
    .select(['inputKey', 'total'])
    .where('id', '=', id)
    .where('status', '=', 'running')
    .executeTakeFirst();
  if (!row) return;
  await running()
    .set((eb) => ({ attempts: eb('attempts', '+', 1), done: 0, updatedAt: nowIso(now()) }))
    .execute();
  const controller = new AbortController();
  const progress = async (done: number) => {
    const res = await running()
      .set({ done, updatedAt: nowIso(now()) })
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) controller.abort();
  };
  try {
    const job = deserialize(await deps.store.get(row.inputKey)) as BackgroundJob;
    const result = await deps.render(job, {
      signal: controller.signal,
      chunkSize: JOB_LIMITS.chunkSize,
      onProgress: (done) => void progress(done).catch(() => undefined),
    });
    const at = nowIso(now());
    if (!result.ok) {
      await running()
        .set({ status: 'cancelled', message: result.reason, updatedAt: at, endedAt: at })
        .execute();
      return;
    }
    const { key } = await deps.store.put(result.bytes);
    await running()
      .set({
        status: 'done',
        done: row.total,
        fileKey: key,
        ...(result.fileName ? { fileName: result.fileName } : {}),
        message: null,
        updatedAt: at,
        endedAt: at,
      })
      .execute();
  } catch (err) {
    if (err instanceof AppError) {
      const at = nowIso(now());
      const message = `生成失败：${err.message}`;
      await running().set({ status: 'failed', message, updatedAt: at, endedAt: at }).execute();
      return;
    }
    if (tries.made + 1 < tries.max) {
      await running()
        .set({ message: `第 ${tries.made + 1} 次生成出错，稍后重试` })
        .execute();
      throw err;
    }
    const at = nowIso(now());
    const message = `生成失败（已尝试 ${tries.max} 次）：${reasonOf(err)}`;
    await running().set({ status: 'failed', message, updatedAt: at, endedAt: at }).execute();
  }
}

/** A BullMQ worker of the print queue: `concurrency` jobs at a time (prints on their own thread). */
export function startPrintWorker(deps: PrintWorkerDeps, concurrency: number): Worker<PrintJobData> {
  const { redis } = deps.jobs;
  return new Worker<PrintJobData>(
    PRINT_QUEUE,
    (job) =>
      runPrintJob(deps, job.data.id, { made: job.attemptsMade, max: job.opts.attempts ?? 1 }),
    workerOptions(redis, concurrency),
  );
}
