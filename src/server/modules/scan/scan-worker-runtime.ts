import { availableParallelism } from 'node:os';
import type { Worker } from 'bullmq';
import type { ServerContext } from '../../context';
import type { BlobStore } from '../../storage/blob-store';
import { blobStoreOf } from '../../storage/blobs';
import { WorkerPool } from '../../workers/pool';
import { BatchContexts } from './batch-context';
import type { RecogniseJob, RecogniseOutput } from './recognise.job';
import { startScanWorker } from './scan-job-worker';
import { ScanJobs } from './scan-jobs';
import { pageProcessor, recordFailure } from './scan-runtime';
import { splitInWorker } from './split/file-splitter';

const RECOGNISER = new URL('../../workers/recognise.worker.ts', import.meta.url);

/**
 * A worker process's scanning machinery (`npm run worker`, REDIS_URL set): recognition threads
 * (WORKER_CONCURRENCY, default one per core), a BullMQ worker feeding them two jobs per thread,
 * and a sweep every lock period that re-enqueues work the database holds but Redis lost.
 */
export class ScanWorkerRuntime {
  private pool: WorkerPool<RecogniseJob, RecogniseOutput> | null = null;
  private worker: Worker | null = null;
  private timer: NodeJS.Timeout | undefined;
  readonly jobs: ScanJobs;
  readonly store: BlobStore;

  constructor(private readonly ctx: ServerContext) {
    const redis = ctx.config.redis;
    if (!redis) throw new Error('REDIS_URL is required for a worker process');
    this.jobs = new ScanJobs(ctx.db, redis, ctx.now);
    this.store = blobStoreOf(ctx);
  }

  /** Starts the threads and the BullMQ worker; answers the number of threads. */
  async start(): Promise<number> {
    const threads = this.ctx.config.redis?.concurrency ?? availableParallelism();
    const pool = new WorkerPool<RecogniseJob, RecogniseOutput>(RECOGNISER, threads);
    const contexts = new BatchContexts(this.ctx.db);
    this.pool = pool;
    const recognise = (job: RecogniseJob, t: ArrayBuffer[]) => pool.run(job, t);
    this.worker = startScanWorker(
      {
        ctx: this.ctx,
        store: this.store,
        jobs: this.jobs,
        process: pageProcessor(this.ctx, contexts, recognise, this.store),
        split: splitInWorker,
        failed: (job, reason) => recordFailure(this.ctx, contexts, job.pageId, job.batchId, reason),
      },
      threads * 2,
    );
    await this.worker.waitUntilReady();
    await this.jobs.sweep();
    const every = this.ctx.config.redis?.lockMs ?? 30_000;
    this.timer = setInterval(() => void this.jobs.sweep().catch(() => undefined), every);
    return threads;
  }

  /** Finishes jobs under way, then stops. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.worker?.close();
    await this.jobs.close();
    await this.pool?.close();
  }
}
