import { RETRY_FAILURE_PREFIX } from '../../../shared/api';
import { availableParallelism } from 'node:os';
import type { ServerContext } from '../../context';
import type { BlobStore } from '../../storage/blob-store';
import { blobStoreOf } from '../../storage/blobs';
import { WorkerPool } from '../../workers/pool';
import type { PageCode } from '../../../layout';
import { BatchContexts, type BatchContext } from './batch-context';
import { applyPage } from './page-apply';
import { layoutOf } from './page-image';
import { findPage, storedOf } from './page.repository';
import { contextOfPage } from './practice-context';
import type { RecogniseJob, RecogniseOutput } from './recognise.job';
import type { StoredPage } from './scan-page.types';
import { ownBuffer } from './split/file-splitter';
import { ScanJobs } from './scan-jobs';
import { ScanQueue, hasUnfinishedWork, type PageJob, type PageProcessor } from './scan-queue';

/** Recognises a job (on the worker pool). */
export type Recognise = (job: RecogniseJob, transfer: ArrayBuffer[]) => Promise<RecogniseOutput>;

/** Options of the scan runtime. */
export interface ScanRuntimeOptions {
  /** Where originals are kept (default DATA_DIR/blobs). */
  store?: BlobStore;
  /** Recognition workers (default one per core). */
  workers?: number;
  pollMs?: number;
}

const WORKER = new URL('../../workers/recognise.worker.ts', import.meta.url);

/** The page code a person chose for the page (页码异常 settled), as the worker takes it. */
const assumed = (bctx: BatchContext, stored: StoredPage): { assume?: PageCode } => {
  const set = stored.manual.page;
  const paperId = contextOfPage(bctx, stored).paper.id;
  const payload =
    set && bctx.layouts.find((l) => l.paperId === paperId && l.version === set.paperVersion);
  if (!set || !payload) return {};
  const layoutVersion = layoutOf(payload).version;
  return {
    assume: {
      paperId: payload.paperId,
      paperVersion: set.paperVersion,
      layoutVersion,
      page: set.pageNo,
    },
  };
};

/** The page names a version of the batch's paper printed after the batch's context was loaded. */
const printedSince = (bctx: BatchContext, out: RecogniseOutput): boolean => {
  if (!out.ok || out.result.status !== '版式未找到' || !out.result.pageCode) return false;
  const code = out.result.pageCode;
  const own = bctx.practice?.byPaper.get(code.paperId) ?? bctx;
  return code.paperId === own.paper.id && !own.versions.has(code.paperVersion);
};

/** Recognises one page and writes its outcome (the main thread only reads bytes and writes rows). */
export const pageProcessor =
  (
    ctx: ServerContext,
    contexts: BatchContexts,
    recognise: Recognise,
    store: BlobStore,
  ): PageProcessor =>
  async (job: PageJob, bytes: Buffer) => {
    let bctx = await contexts.get(job.batchId);
    const page = await ctx.db
      .selectFrom('scanPages')
      .select('result')
      .where('id', '=', job.pageId)
      .executeTakeFirst();
    if (!page) return;
    const stored = storedOf(page);
    if (job.fileReason) {
      // A file kept whole as one page (unreadable, or over a page limit): its reason goes to 异常处理.
      const reason = job.fileReason;
      return applyPage(ctx.db, bctx, job.pageId, ctx.now(), (now) => ({
        ...now,
        result: null,
        failure: reason,
      }));
    }
    const run = (b: Buffer) => {
      const own = ownBuffer(b);
      const input = {
        bytes: own,
        pageIndex: job.blobPage,
        layouts: bctx.layouts,
        ...assumed(bctx, stored),
      };
      return recognise(input, [own.buffer as ArrayBuffer]);
    };
    let out = await run(bytes);
    if (printedSince(bctx, out)) {
      contexts.invalidate(job.batchId);
      bctx = await contexts.get(job.batchId);
      if (!printedSince(bctx, out)) out = await run(await store.get(job.blobKey));
    }
    // Settled facts made while the page was being read are kept: the change applies to the row as it is.
    const read = out.ok
      ? { result: { ...out.result, index: job.pageIndex }, failure: null }
      : { result: null, failure: out.reason };
    await applyPage(ctx.db, bctx, job.pageId, ctx.now(), (now) => ({ ...now, ...read }));
  };

/** A page that failed its last attempt (the dead letter) goes to 异常处理 with the reason. */
export async function recordFailure(
  ctx: ServerContext,
  contexts: BatchContexts,
  pageId: string,
  batchId: string,
  reason: string,
): Promise<void> {
  const page = await findPage(ctx.db, pageId);
  if (!page) return;
  const failure = `${RETRY_FAILURE_PREFIX}：${reason}`;
  await applyPage(ctx.db, await contexts.get(batchId), pageId, ctx.now(), (now) => ({
    ...now,
    result: null,
    failure,
  }));
}

/**
 * The scanning machinery of one server: the blob store, batch contexts, and (started on first need)
 * the worker pool and the durable queue feeding it.
 */
export class ScanRuntime {
  readonly store: BlobStore;
  readonly contexts: BatchContexts;
  private engine: { pool: WorkerPool<RecogniseJob, RecogniseOutput>; queue: ScanQueue } | null =
    null;
  private starting: Promise<ScanQueue> | null = null;
  /** With REDIS_URL: BullMQ jobs recognised by `npm run worker` processes, not by this one. */
  readonly jobs: ScanJobs | null;

  constructor(
    private readonly ctx: ServerContext,
    private readonly opts: ScanRuntimeOptions = {},
  ) {
    this.store = opts.store ?? blobStoreOf(ctx);
    this.contexts = new BatchContexts(ctx.db);
    const redis = ctx.config.redis;
    this.jobs = redis ? new ScanJobs(ctx.db, redis, ctx.now) : null;
  }

  /** Starts the pool and the queue (recovering work a crash left unfinished); idempotent. */
  start(): Promise<ScanQueue> {
    this.starting ??= this.launch();
    return this.starting;
  }

  private async launch(): Promise<ScanQueue> {
    const size = this.opts.workers ?? availableParallelism();
    const pool = new WorkerPool<RecogniseJob, RecogniseOutput>(WORKER, size);
    const process = pageProcessor(
      this.ctx,
      this.contexts,
      (job, t) => pool.run(job, t),
      this.store,
    );
    const queue = new ScanQueue(this.ctx, this.store, process, {
      // Two pages per worker in flight: while a worker recognises one, the main thread has already
      // claimed and read its next, and writes the last result, so no worker waits for the database.
      concurrency: size * 2,
      pollMs: this.opts.pollMs ?? 1000,
      onFailed: (job, reason) => this.failed(job, reason),
    });
    this.engine = { pool, queue };
    await queue.start();
    return queue;
  }

  /** A page that failed its last attempt goes to 异常处理 with the reason. */
  private failed(job: PageJob, reason: string): Promise<void> {
    return recordFailure(this.ctx, this.contexts, job.pageId, job.batchId, reason);
  }

  /** Starts at boot only when a crash or restart left work unfinished. */
  async resumeIfNeeded(): Promise<void> {
    if (this.jobs) await this.jobs.sweep();
    else if (await hasUnfinishedWork(this.ctx.db)) await this.start();
  }

  /** Looks for work now (after an upload or a retry), starting the machinery if needed. */
  async wake(): Promise<void> {
    // With BullMQ the upload answers at once; a worker's own sweep catches up if Redis is away.
    if (this.jobs) void this.jobs.sweep().catch(() => undefined);
    else (await this.start()).wake();
  }

  /** Resolves when no page is waiting or under way. */
  async idle(): Promise<void> {
    if (this.jobs)
      while (await hasUnfinishedWork(this.ctx.db)) await new Promise((r) => setTimeout(r, 100));
    else if (this.engine) await this.engine.queue.idle();
  }

  /** Stops the queue (work under way finishes) and the workers. */
  async close(): Promise<void> {
    await this.jobs?.close();
    if (this.starting) await this.starting;
    if (!this.engine) return;
    const { pool, queue } = this.engine;
    this.engine = null;
    this.starting = null;
    await queue.stop();
    await pool.close();
  }
}
