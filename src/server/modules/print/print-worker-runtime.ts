import type { Worker } from 'bullmq';
import type { ServerContext } from '../../context';
import { blobStoreOf } from '../../storage/blobs';
import { jobRunnerOf } from '../exports/export-runner';
import { QueuedPrintJobs } from './print-queue';
import { startPrintWorker } from './print-queue-worker';

/**
 * A worker process's background jobs (`npm run worker`, REDIS_URL set): one at a time (card sets,
 * labels, 错题重练 on a print thread of their own; .xlsx exports), and a sweep every lock period that
 * re-enqueues jobs Redis lost and forgets expired ones.
 */
export class PrintWorkerRuntime {
  private worker: Worker | null = null;
  private timer: NodeJS.Timeout | undefined;
  readonly jobs: QueuedPrintJobs;

  constructor(private readonly ctx: ServerContext) {
    const redis = ctx.config.redis;
    if (!redis) throw new Error('REDIS_URL is required for a worker process');
    this.jobs = new QueuedPrintJobs(ctx, redis);
  }

  /** Starts the BullMQ worker and the sweep. */
  async start(): Promise<void> {
    const deps = { ctx: this.ctx, store: blobStoreOf(this.ctx), jobs: this.jobs };
    this.worker = startPrintWorker({ ...deps, render: jobRunnerOf(this.ctx) }, 1);
    await this.worker.waitUntilReady();
    await this.jobs.sweep();
    const every = this.jobs.redis.lockMs;
    this.timer = setInterval(() => void this.jobs.sweep().catch(() => undefined), every);
  }

  /** Finishes the print under way, then stops. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.worker?.close();
    await this.jobs.close();
  }
}
