import { Worker, type Job } from 'bullmq';
import type { ServerContext } from '../../context';
import { nowIso } from '../../lib/ids';
import type { BlobStore } from '../../storage/blob-store';
import { markUnreadable, splitStored } from './page-split';
import { SCAN_QUEUE, workerOptions, type ScanJobData, type ScanJobs } from './scan-jobs';
import type { PageJob, PageProcessor } from './scan-queue';
import type { FileSplitter } from './split/file-splitter';

/** What a worker process recognises pages with. */
export interface ScanWorkerDeps {
  ctx: ServerContext;
  store: BlobStore;
  jobs: ScanJobs;
  process: PageProcessor;
  split: FileSplitter;
  /** A page that failed its last attempt: to 异常处理 with the reason. */
  failed: (job: PageJob, reason: string) => Promise<void>;
}

/**
 * Takes a page for recognition: pending, or `processing` when the worker that had it died (its
 * job came back). A page already done, failed, or of a deleted batch is left alone, so a job run
 * twice changes nothing the second time.
 */
export async function claimPage(ctx: ServerContext, pageId: string): Promise<PageJob | null> {
  const row = await ctx.db
    .selectFrom('scanPages')
    .innerJoin('scanFiles', 'scanFiles.id', 'scanPages.fileId')
    .innerJoin('scanBatches', 'scanBatches.id', 'scanPages.batchId')
    .select([
      'scanPages.id',
      'scanPages.orgId',
      'scanPages.batchId',
      'scanPages.fileId',
      'scanPages.pageIndex',
      'scanPages.blobKey as pageBlobKey',
      'scanFiles.blobKey',
      'scanFiles.reason as fileReason',
    ])
    .where('scanPages.id', '=', pageId)
    .where('scanPages.status', 'in', ['pending', 'processing'])
    .where('scanBatches.deletedAt', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const res = await ctx.db
    .updateTable('scanPages')
    .set((eb) => ({
      status: 'processing',
      attempts: eb('attempts', '+', 1),
      updatedAt: nowIso(ctx.now()),
    }))
    .where('id', '=', pageId)
    .where('status', 'in', ['pending', 'processing'])
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return null;
  return {
    pageId: row.id,
    orgId: row.orgId,
    batchId: row.batchId,
    fileId: row.fileId,
    pageIndex: row.pageIndex,
    blobKey: row.pageBlobKey ?? row.blobKey,
    blobPage: row.pageBlobKey ? 0 : row.pageIndex,
    fileReason: row.fileReason,
  };
}

const reasonOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** Recognises one page job; a throw before the last attempt sends the page back to wait. */
async function recognisePage(deps: ScanWorkerDeps, job: Job<ScanJobData>): Promise<void> {
  const page = await claimPage(deps.ctx, job.data.id);
  if (!page) return;
  try {
    await deps.process(page, await deps.store.get(page.blobKey));
  } catch (err) {
    const reason = reasonOf(err);
    const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    if (last) return deps.failed(page, reason);
    await deps.ctx.db
      .updateTable('scanPages')
      .set({ status: 'pending', error: reason, updatedAt: nowIso(deps.ctx.now()) })
      .where('id', '=', page.pageId)
      .where('status', '=', 'processing')
      .execute();
    throw err;
  }
}

/** Splits one stored file into pages (once, whoever runs it) and enqueues its pages in turns. */
async function splitFileJob(deps: ScanWorkerDeps, job: Job<ScanJobData>): Promise<void> {
  const file = await deps.ctx.db
    .selectFrom('scanFiles')
    .select(['id', 'orgId', 'batchId', 'blobKey'])
    .where('id', '=', job.data.id)
    .where('status', '=', 'stored')
    .executeTakeFirst();
  if (file) {
    try {
      await splitStored(deps.ctx, deps.store, deps.split, file);
    } catch (err) {
      if (job.attemptsMade + 1 < (job.opts.attempts ?? 1)) throw err;
      await markUnreadable(deps.ctx.db, file.id, err);
    }
  }
  const pages = await deps.ctx.db
    .selectFrom('scanPages')
    .select(['id', 'batchId'])
    .where('fileId', '=', job.data.id)
    .where('status', '=', 'pending')
    .orderBy('pageIndex')
    .execute();
  if (pages.length === 0) return;
  const ahead = await deps.ctx.db
    .selectFrom('scanPages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('batchId', '=', pages[0]!.batchId)
    .where('fileId', '!=', job.data.id)
    .where('status', 'in', ['pending', 'processing'])
    .executeTakeFirstOrThrow();
  await deps.jobs.addInTurns(pages, Number(ahead.n));
}

/**
 * A BullMQ worker of the scan queue: `concurrency` jobs at a time; a job whose worker died is run
 * again by another after the lock period (the page was either applied in one transaction or not).
 */
export function startScanWorker(deps: ScanWorkerDeps, concurrency: number): Worker<ScanJobData> {
  const { redis } = deps.jobs;
  return new Worker<ScanJobData>(
    SCAN_QUEUE,
    (job) => (job.name === 'split' ? splitFileJob(deps, job) : recognisePage(deps, job)),
    workerOptions(redis, concurrency),
  );
}
