import { serialize } from 'node:v8';
import { Queue } from 'bullmq';
import type { PrintJobStatus } from '../../../shared/api';
import type { ServerContext } from '../../context';
import type { PrintJobTable } from '../../db/database';
import { AppError, fail } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { blobStoreOf } from '../../storage/blobs';
import type { RedisQueueConfig } from '../scan/scan-jobs';
import { JOB_NOUN, type BackgroundJob, type JobKind } from './background-job';
import type { PrintJobRegistry } from './print-job-registry';
import { JOB_LIMITS } from './print-jobs';

/** The BullMQ queue of background jobs (card sets, labels, 错题重练 practice sets, .xlsx exports). */
export const PRINT_QUEUE = 'print';
/** Tries of a print job before it fails for good (its status says why). */
export const PRINT_ATTEMPTS = 3;

/** A job's data: the print_jobs row (the row and the store hold everything else). */
export interface PrintJobData {
  id: string;
}

const statusOf = (row: PrintJobTable): PrintJobStatus => ({
  jobId: row.id,
  status: row.status,
  done: row.done,
  total: row.total,
  fileName: row.fileName,
  message: row.message,
});

/**
 * Background prints on BullMQ: the API instance that is asked stores the render job in the blob
 * store, writes a print_jobs row and enqueues its id; a worker process renders it (retries with
 * backoff; after the last try the row is `failed` with the reason); any instance answers progress
 * and the file from the row. An instance answers only jobs of its `kind` (another kind's job is
 * 404, as an unknown one), and a user runs at most JOB_LIMITS.perUser jobs of each kind at once.
 */
export class QueuedPrintJobs implements PrintJobRegistry {
  readonly queue: Queue<PrintJobData>;

  constructor(
    private readonly ctx: ServerContext,
    readonly redis: RedisQueueConfig,
    private readonly kind: JobKind = 'print',
  ) {
    this.queue = new Queue<PrintJobData>(PRINT_QUEUE, {
      connection: { url: redis.url, maxRetriesPerRequest: null },
      prefix: redis.prefix,
      defaultJobOptions: {
        attempts: PRINT_ATTEMPTS,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: true,
        removeOnFail: true,
      },
    });
  }

  private get noun(): string {
    return JOB_NOUN[this.kind];
  }

  private get store() {
    return blobStoreOf(this.ctx);
  }

  /** Enqueues a row's job; its id is the row's, so a job already queued or running is not added. */
  enqueue(id: string): Promise<unknown> {
    return this.queue.add('render', { id }, { jobId: `print-${id}` });
  }

  async start(userId: string, fileName: string, total: number, job: BackgroundJob) {
    const running = await this.ctx.db
      .selectFrom('printJobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .where('kind', '=', this.kind)
      .where('status', '=', 'running')
      .executeTakeFirstOrThrow();
    if (Number(running.n) >= JOB_LIMITS.perUser)
      throw fail.badRequest(`已有${this.noun}正在生成，请等待完成或取消后再试`);
    const { key } = await this.store.put(serialize(job));
    const at = nowIso(this.ctx.now());
    const row: PrintJobTable = {
      id: newId(this.ctx.now()),
      userId,
      kind: this.kind,
      status: 'running',
      done: 0,
      total,
      fileName,
      message: null,
      inputKey: key,
      fileKey: null,
      attempts: 0,
      createdAt: at,
      updatedAt: at,
      endedAt: null,
    };
    await this.ctx.db.insertInto('printJobs').values(row).execute();
    await this.enqueue(row.id);
    return statusOf(row);
  }

  private async own(userId: string, jobId: string): Promise<PrintJobTable> {
    const row = await this.ctx.db
      .selectFrom('printJobs')
      .selectAll()
      .where('id', '=', jobId)
      .where('userId', '=', userId)
      .where('kind', '=', this.kind)
      .executeTakeFirst();
    const expired = row?.endedAt && this.ctx.now() - Date.parse(row.endedAt) > JOB_LIMITS.keepMs;
    if (!row || expired) throw fail.notFound(`${this.noun}不存在或已过期`);
    return row;
  }

  async status(userId: string, jobId: string) {
    return statusOf(await this.own(userId, jobId));
  }

  async file(userId: string, jobId: string) {
    const row = await this.own(userId, jobId);
    if (row.status === 'running') throw new AppError('CONFLICT', '文件还在生成中');
    if (!row.fileKey) throw fail.badRequest(row.message ?? `${this.noun}没有生成文件`);
    return { bytes: new Uint8Array(await this.store.get(row.fileKey)), fileName: row.fileName };
  }

  async cancel(userId: string, jobId: string) {
    const row = await this.own(userId, jobId);
    const at = nowIso(this.ctx.now());
    if (row.status === 'running')
      await this.ctx.db
        .updateTable('printJobs')
        .set({ status: 'cancelled', message: '已取消', updatedAt: at, endedAt: at })
        .where('id', '=', jobId)
        .where('status', '=', 'running')
        .execute();
    else await this.ctx.db.deleteFrom('printJobs').where('id', '=', jobId).execute();
  }

  /**
   * Re-enqueues running jobs without progress for two lock periods (their job lost with Redis),
   * and forgets jobs ended longer ago than a file is kept, with their blobs.
   */
  async sweep(): Promise<void> {
    const now = this.ctx.now();
    const stale = await this.ctx.db
      .selectFrom('printJobs')
      .select('id')
      .where('status', '=', 'running')
      .where('updatedAt', '<', nowIso(now - 2 * this.redis.lockMs))
      .execute();
    for (const { id } of stale) await this.enqueue(id);
    const old = await this.ctx.db
      .selectFrom('printJobs')
      .select(['id', 'inputKey', 'fileKey'])
      .where('endedAt', '<', nowIso(now - JOB_LIMITS.keepMs))
      .execute();
    for (const row of old) {
      await this.ctx.db.deleteFrom('printJobs').where('id', '=', row.id).execute();
      for (const key of [row.inputKey, row.fileKey]) {
        if (!key) continue;
        const used = await this.ctx.db
          .selectFrom('printJobs')
          .select('id')
          .where((eb) => eb.or([eb('inputKey', '=', key), eb('fileKey', '=', key)]))
          .executeTakeFirst();
        if (!used) await this.store.delete(key).catch(() => undefined);
      }
    }
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}
