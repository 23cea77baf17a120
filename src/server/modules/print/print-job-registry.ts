import type { PrintJobStatus } from '../../../shared/api';
import type { ServerContext } from '../../context';
import { jobRunnerOf } from '../exports/export-runner';
import { JOB_NOUN, type BackgroundJob, type JobKind } from './background-job';
import { createPrintJobs } from './print-jobs';
import { QueuedPrintJobs } from './print-queue';

/** Background jobs (prints, exports) as the routes see them, in-process or on the BullMQ queue. */
export interface PrintJobRegistry {
  /** Starts a job; answers at once with its first status (400 when the user runs too many). */
  start(
    userId: string,
    fileName: string,
    total: number,
    job: BackgroundJob,
  ): Promise<PrintJobStatus>;
  /** The job's progress (404 for unknown, expired or other users' jobs). */
  status(userId: string, jobId: string): Promise<PrintJobStatus>;
  /** The finished file; 409 while it is being made, 400 when it failed or was cancelled. */
  file(userId: string, jobId: string): Promise<{ bytes: Uint8Array; fileName: string }>;
  /** Cancels a running job; a finished one is forgotten. */
  cancel(userId: string, jobId: string): Promise<void>;
  /** The server is closing. */
  close(): Promise<void>;
}

/**
 * The background jobs of one kind (prints, practice prints, exports; one path for all): BullMQ
 * (run by `npm run worker`, seen by every API instance; all kinds share print_jobs, each registry
 * answers only its kind) when REDIS_URL is set, else run in this process (documents on a print
 * thread; one registry per kind). The running-jobs limit of a user counts per kind.
 */
export function printJobsOf(
  ctx: ServerContext,
  log: (err: unknown) => void,
  kind: JobKind = 'print',
): PrintJobRegistry {
  if (ctx.config.redis) return new QueuedPrintJobs(ctx, ctx.config.redis, kind);
  const jobs = createPrintJobs(ctx.now, log, JOB_NOUN[kind]);
  const run = jobRunnerOf(ctx);
  return {
    start: async (userId, fileName, total, job) =>
      jobs.start(userId, fileName, total, (control) => run(job, control)),
    status: async (userId, jobId) => jobs.status(userId, jobId),
    file: async (userId, jobId) => jobs.file(userId, jobId),
    cancel: async (userId, jobId) => jobs.cancel(userId, jobId),
    close: async () => jobs.stopAll(),
  };
}
