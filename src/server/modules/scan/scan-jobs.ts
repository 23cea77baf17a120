import { Queue } from 'bullmq';
import type { Db } from '../../db/connect';
import { MAX_ATTEMPTS } from './scan-queue';

/** Where BullMQ finds Redis and how this installation's keys are named. */
export interface RedisQueueConfig {
  url: string;
  prefix: string;
  /** How long a job of a worker that died stays taken before another worker runs it. */
  lockMs: number;
}

/**
 * A BullMQ worker's options for this installation: `concurrency` jobs at a time; a job whose
 * worker died (its lock not renewed for `lockMs`) runs again elsewhere, at most twice.
 */
export const workerOptions = (redis: RedisQueueConfig, concurrency: number) => ({
  connection: { url: redis.url, maxRetriesPerRequest: null },
  prefix: redis.prefix,
  concurrency,
  lockDuration: redis.lockMs,
  stalledInterval: redis.lockMs,
  maxStalledCount: 2,
});

/** The one BullMQ queue of scanning: 'split' (a stored file) and 'recognise' (a page) jobs. */
export const SCAN_QUEUE = 'scan';

/** A job's data: the row it works on (the database holds everything else). */
export interface ScanJobData {
  id: string;
}

/** BullMQ's largest job priority (2^21). */
const MAX_PRIORITY = 2_097_152;

/** Job ids are the row ids, so enqueueing a page or file twice makes one job. */
export const pageJobId = (pageId: string): string => `page-${pageId}`;
export const fileJobId = (fileId: string): string => `file-${fileId}`;

/**
 * The producer side of the BullMQ queue (API processes and workers alike): idempotent enqueues,
 * retries with exponential backoff, and a sweep that hands the database's waiting work to Redis
 * (after an upload, a retry from 异常处理, a restart, or a Redis that lost its jobs).
 */
export class ScanJobs {
  readonly queue: Queue<ScanJobData>;
  private sweeping: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly db: Db,
    readonly redis: RedisQueueConfig,
    private readonly now: () => number = Date.now,
  ) {
    this.queue = new Queue<ScanJobData>(SCAN_QUEUE, {
      connection: { url: redis.url, maxRetriesPerRequest: null },
      prefix: redis.prefix,
      defaultJobOptions: {
        attempts: MAX_ATTEMPTS,
        backoff: { type: 'exponential', delay: 500 },
        // The database is the record (a page's status, 异常处理): Redis keeps only live jobs, so
        // a page sent back by a person is enqueued afresh under the same id.
        removeOnComplete: true,
        removeOnFail: true,
      },
    });
  }

  /** Enqueues pages to recognise (a page already waiting or under way is not added again). */
  async addPages(ids: readonly string[]): Promise<void> {
    await this.addInTurns(ids.map((id) => ({ id, batchId: '' })));
  }

  /**
   * Enqueues pages so that batches take turns (as the in-process pool does): the k-th page of a
   * batch (after `ahead` of its pages already waiting) gets priority V + k, V being the priority
   * of the first job waiting now, so a batch uploaded later interleaves with one under way instead
   * of waiting behind all of it. A page already waiting keeps its place.
   */
  async addInTurns(pages: readonly { id: string; batchId: string }[], ahead = 0): Promise<void> {
    const [head] = await this.queue.getJobs(['prioritized'], 0, 0, true);
    const base = head?.opts.priority ?? 0;
    const rank = new Map<string, number>();
    const jobs = pages.map((p) => {
      const k = (rank.get(p.batchId) ?? ahead) + 1;
      rank.set(p.batchId, k);
      const priority = Math.min(base + k, MAX_PRIORITY);
      return { name: 'recognise', data: { id: p.id }, opts: { jobId: pageJobId(p.id), priority } };
    });
    for (let i = 0; i < jobs.length; i += 500) await this.queue.addBulk(jobs.slice(i, i + 500));
  }

  /** Enqueues stored files to split into pages. */
  async addFiles(ids: readonly string[]): Promise<void> {
    await this.queue.addBulk(
      ids.map((id) => ({ name: 'split', data: { id }, opts: { jobId: fileJobId(id) } })),
    );
  }

  /**
   * Hands waiting work to Redis: stored files, pending pages, and pages left `processing` for
   * longer than two lock periods (their job lost). Calls while one runs coalesce into one more.
   */
  sweep(): Promise<void> {
    if (this.sweeping) {
      this.again = true;
      return this.sweeping;
    }
    this.sweeping = (async () => {
      try {
        do {
          this.again = false;
          await this.sweepOnce();
        } while (this.again);
      } finally {
        this.sweeping = null;
      }
    })();
    return this.sweeping;
  }

  private async sweepOnce(): Promise<void> {
    const files = await this.db
      .selectFrom('scanFiles')
      .select('id')
      .where('status', '=', 'stored')
      .execute();
    if (files.length > 0) await this.addFiles(files.map((f) => f.id));
    const stale = new Date(this.now() - 2 * this.redis.lockMs).toISOString();
    const pages = await this.db
      .selectFrom('scanPages')
      .innerJoin('scanBatches', 'scanBatches.id', 'scanPages.batchId')
      .select(['scanPages.id', 'scanPages.batchId'])
      .where('scanBatches.deletedAt', 'is', null)
      .where((eb) =>
        eb.or([
          eb('scanPages.status', '=', 'pending'),
          eb.and([
            eb('scanPages.status', '=', 'processing'),
            eb('scanPages.updatedAt', '<', stale),
          ]),
        ]),
      )
      .orderBy('scanPages.createdAt')
      .orderBy('scanPages.pageIndex')
      .execute();
    if (pages.length > 0) await this.addInTurns(pages);
  }

  /** Jobs waiting, delayed (a retry's backoff) or under way. */
  async depth(): Promise<number> {
    const c = await this.queue.getJobCounts('waiting', 'delayed', 'active', 'prioritized');
    return Object.values(c).reduce((a, b) => a + b, 0);
  }

  /** Closes the connection (jobs stay in Redis). */
  async close(): Promise<void> {
    await this.sweeping?.catch(() => undefined);
    await this.queue.close();
  }
}
