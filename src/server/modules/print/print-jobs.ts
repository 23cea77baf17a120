import type { PrintJobStatus } from '../../../shared/api';
import type { ChunkControl } from '../../../print';
import { AppError, fail } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { JobResult } from './background-job';

/** Runs a job (renders its document or makes its export), reporting progress; stops when cancelled. */
export type JobRender = (control: ChunkControl) => Promise<JobResult>;

interface Job {
  userId: string;
  status: PrintJobStatus;
  controller: AbortController;
  bytes: Uint8Array | null;
  /** When the job ended (ms), for expiry. */
  endedAt: number | null;
}

/** Why a job failed, for the user: an AppError's Chinese message, else a generic one. */
export const failureOf = (error: unknown): string =>
  error instanceof AppError ? `生成失败：${error.message}` : '生成失败，请重试';

/**
 * How long a finished job's file stays downloadable, and how many jobs of one kind (prints,
 * practice prints, exports: each has its own registry) a user may run at once.
 */
export const JOB_LIMITS = { keepMs: 15 * 60_000, perUser: 2, chunkSize: 20 };

/**
 * Background jobs (a grade's cards or labels, an export): start, progress, file, cancel; kept in
 * memory. `noun` names them in messages (打印任务, 导出任务).
 */
export function createPrintJobs(now: () => number, log: (err: unknown) => void, noun = '打印任务') {
  const jobs = new Map<string, Job>();

  const sweep = () => {
    for (const [id, job] of jobs)
      if (job.endedAt !== null && now() - job.endedAt > JOB_LIMITS.keepMs) jobs.delete(id);
  };
  const own = (userId: string, jobId: string): Job => {
    sweep();
    const job = jobs.get(jobId);
    if (!job || job.userId !== userId) throw fail.notFound(`${noun}不存在或已过期`);
    return job;
  };
  const end = (job: Job, status: PrintJobStatus['status'], message: string | null = null) => {
    job.status = { ...job.status, status, message };
    job.endedAt = now();
  };

  return {
    /** Starts rendering in the background; answers at once with the job's first status. */
    start(userId: string, fileName: string, total: number, render: JobRender): PrintJobStatus {
      sweep();
      const running = [...jobs.values()].filter(
        (j) => j.userId === userId && j.status.status === 'running',
      );
      if (running.length >= JOB_LIMITS.perUser)
        throw fail.badRequest(`已有${noun}正在生成，请等待完成或取消后再试`);
      const jobId = newId(now());
      const job: Job = {
        userId,
        controller: new AbortController(),
        bytes: null,
        endedAt: null,
        status: { jobId, status: 'running', done: 0, total, fileName, message: null },
      };
      jobs.set(jobId, job);
      const control: ChunkControl = {
        signal: job.controller.signal,
        chunkSize: JOB_LIMITS.chunkSize,
        onProgress: (done) => {
          job.status = { ...job.status, done };
        },
      };
      render(control).then(
        (result) => {
          if (job.status.status !== 'running') return;
          if (result.ok) {
            job.bytes = result.bytes;
            job.status = { ...job.status, done: total, fileName: result.fileName ?? fileName };
            end(job, 'done');
          } else end(job, 'cancelled', result.reason);
        },
        (error: unknown) => {
          // An AppError is the user's reason (no access, nothing to export); others are ours.
          if (!(error instanceof AppError)) log(error);
          if (job.status.status === 'running') end(job, 'failed', failureOf(error));
        },
      );
      return job.status;
    },
    /** The job's progress (404 for unknown, expired or other users' jobs). */
    status: (userId: string, jobId: string): PrintJobStatus => own(userId, jobId).status,
    /** The finished file; 409 while it is still being made, 400 when it failed or was cancelled. */
    file(userId: string, jobId: string): { bytes: Uint8Array; fileName: string } {
      const job = own(userId, jobId);
      if (job.status.status === 'running') throw new AppError('CONFLICT', '文件还在生成中');
      if (!job.bytes) throw fail.badRequest(job.status.message ?? `${noun}没有生成文件`);
      return { bytes: job.bytes, fileName: job.status.fileName };
    },
    /** Cancels a running job (it stops between chunks); a finished one is forgotten. */
    cancel(userId: string, jobId: string): void {
      const job = own(userId, jobId);
      if (job.status.status === 'running') {
        job.controller.abort();
        end(job, 'cancelled', '已取消');
      } else jobs.delete(jobId);
    },
    /** Stops every running job (the server is closing). */
    stopAll(): void {
      for (const job of jobs.values()) job.controller.abort();
      jobs.clear();
    },
  };
}

/** The job registry of one server. */
export type PrintJobs = ReturnType<typeof createPrintJobs>;
