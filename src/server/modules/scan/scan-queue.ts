import type { ServerContext } from '../../context';
import type { Db } from '../../db/connect';
import type { BlobStore } from '../../storage/blob-store';
import { nowIso } from '../../lib/ids';
import { markUnreadable, splitStored } from './page-split';
import { splitInWorker, type FileSplitter } from './split/file-splitter';
import { SplitTurns } from './split/split-turns';
import { recognitionLoad } from './recognition-load';

/** One page to recognise. */
export interface PageJob {
  pageId: string;
  orgId: string;
  batchId: string;
  fileId: string;
  /** Page of the uploaded file, from 0. */
  pageIndex: number;
  /** What to read: the page's own file when the upload was split into pages, else the upload. */
  blobKey: string;
  /** The page within `blobKey` (0 for a page's own file). */
  blobPage: number;
  /** Why the file was not split into its pages (unreadable, over a page limit): shown, not read. */
  fileReason: string | null;
}

/** Recognises a page and records its result; throwing leaves the page for another attempt. */
export type PageProcessor = (job: PageJob, bytes: Buffer) => Promise<void>;

/**
 * Tells whether stored files wait to be split or pages wait to be recognised (or were taken by a
 * crash). Files are looked at first: a file split between the two reads has its pages committed
 * with it, so the pages' read sees them (the other order could miss both).
 */
export async function hasUnfinishedWork(db: Db): Promise<boolean> {
  const file = await db
    .selectFrom('scanFiles')
    .select('id')
    .where('status', '=', 'stored')
    .limit(1)
    .executeTakeFirst();
  if (file) return true;
  const page = await db
    .selectFrom('scanPages')
    .innerJoin('scanBatches', 'scanBatches.id', 'scanPages.batchId')
    .select('scanPages.id')
    .where('scanPages.status', 'in', ['pending', 'processing'])
    .where('scanBatches.deletedAt', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return page !== undefined;
}

/** Attempts before a page is marked failed (a person then sees it in 异常处理). */
export const MAX_ATTEMPTS = 3;

/** How long the list of batches with waiting pages is reused before it is read again. */
const GROUPS_MS = 500;

/**
 * The scan work queue, kept in the database so a crash or restart loses nothing: stored files are
 * split once into pages (beside recognition, never holding it up), pending pages are recognised
 * (several at a time, one per worker, taking turns between schools and between batches), pages of
 * deleted batches are dropped, and at start pages left `processing` by a crash go back to `pending`.
 */
export class ScanQueue {
  private running = 0;
  private stopped = true;
  private timer: NodeJS.Timeout | undefined;
  private pumping = false;
  private splitting = false;
  private readonly splitTurns = new SplitTurns();
  /** Schools and batches with pending pages, read at most every GROUPS_MS (or after an upload). */
  private groups: { orgId: string; batchId: string }[] | null = null;
  private groupsAt = 0;
  private waiters: (() => void)[] = [];
  /** When each school and each batch was last served (a counter), for fair turns. */
  private readonly served = new Map<string, number>();
  private tick = 0;

  constructor(
    private readonly ctx: ServerContext,
    private readonly store: BlobStore,
    private readonly process: PageProcessor,
    private readonly opts: {
      concurrency: number;
      pollMs?: number;
      /** Called once a page has failed its last attempt (e.g. to show it in 异常处理). */
      onFailed?: (job: PageJob, reason: string) => Promise<void>;
      /** Splits a stored file into pages (default: on a worker thread of its own). */
      split?: FileSplitter;
    },
  ) {}

  /** Recovers unfinished work and starts pumping. */
  async start(): Promise<void> {
    await this.ctx.db
      .updateTable('scanPages')
      .set({ status: 'pending', updatedAt: nowIso(this.ctx.now()) })
      .where('status', '=', 'processing')
      .execute();
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), this.opts.pollMs ?? 1000);
    this.wake();
  }

  /** Stops taking new work (work under way finishes). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    recognitionLoad.report(this, false);
    while (this.running > 0 || this.pumping || this.splitting)
      await new Promise((r) => setTimeout(r, 20));
  }

  /** Looks for work now (after an upload or a retry: new files and pages are looked up afresh). */
  wake(): void {
    this.groups = null;
    if (this.stopped) return;
    void this.splitStoredFiles();
    void this.pump();
  }

  /** Resolves when nothing is pending or under way (tests and the benchmark wait on it). */
  async idle(): Promise<void> {
    while ((await hasUnfinishedWork(this.ctx.db)) || this.running > 0)
      await new Promise<void>((r) => {
        this.waiters.push(r);
        setTimeout(r, 50);
      });
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (!this.stopped && this.running < this.opts.concurrency) {
        const job = await this.claim();
        if (!job) {
          recognitionLoad.report(this, false);
          break;
        }
        this.running++;
        void this.run(job).finally(() => {
          this.running--;
          for (const w of this.waiters.splice(0)) w();
          if (!this.stopped) void this.pump();
        });
      }
      // Every slot taken: pages may well wait behind them (a page too many clears on the next pump).
      if (this.running >= this.opts.concurrency) recognitionLoad.report(this, !this.stopped);
    } finally {
      this.pumping = false;
    }
  }

  /**
   * Splits newly stored files one at a time (each read once), taking turns between schools by
   * bytes, beside recognition: a 2,000-page file being cut never holds up another school's pages.
   */
  private async splitStoredFiles(): Promise<void> {
    if (this.splitting) return;
    this.splitting = true;
    try {
      while (!this.stopped) {
        const files = await this.ctx.db
          .selectFrom('scanFiles')
          .select(['id', 'orgId', 'batchId', 'blobKey', 'size'])
          .where('status', '=', 'stored')
          .orderBy('receivedAt')
          .limit(200)
          .execute();
        const file = this.splitTurns.pick(files);
        if (!file) break;
        try {
          await splitStored(this.ctx, this.store, this.opts.split ?? splitInWorker, file);
        } catch (err) {
          await markUnreadable(this.ctx.db, file.id, err);
        }
        this.groups = null;
        void this.pump();
      }
    } finally {
      this.splitting = false;
    }
  }

  /**
   * The next page to take, fairly: the school served longest ago, then its batch served longest
   * ago, then that batch's oldest page. Pages of deleted batches are never taken.
   */
  private async nextPending() {
    let groups = this.groups;
    if (!groups || performance.now() - this.groupsAt > GROUPS_MS) {
      groups = await this.ctx.db
        .selectFrom('scanPages')
        .innerJoin('scanBatches', 'scanBatches.id', 'scanPages.batchId')
        .select(['scanPages.orgId', 'scanPages.batchId'])
        .distinct()
        .where('scanPages.status', '=', 'pending')
        .where('scanBatches.deletedAt', 'is', null)
        .execute();
      this.groups = groups;
      this.groupsAt = performance.now();
    }
    const last = (key: string) => this.served.get(key) ?? 0;
    while (groups.length > 0) {
      const group = groups.sort(
        (a, b) =>
          last(a.orgId) - last(b.orgId) ||
          last(a.batchId) - last(b.batchId) ||
          (a.batchId < b.batchId ? -1 : 1),
      )[0]!;
      // The batch's oldest page, from the queue index (never a sort of all its pages).
      const page = await this.ctx.db
        .selectFrom('scanPages')
        .innerJoin('scanFiles', 'scanFiles.id', 'scanPages.fileId')
        .innerJoin('scanBatches', 'scanBatches.id', 'scanPages.batchId')
        .select([
          'scanPages.id',
          'scanPages.orgId',
          'scanPages.batchId',
          'scanPages.fileId',
          'scanPages.pageIndex',
          'scanPages.attempts',
          'scanPages.blobKey as pageBlobKey',
          'scanFiles.blobKey',
          'scanFiles.reason as fileReason',
        ])
        .where('scanPages.batchId', '=', group.batchId)
        .where('scanPages.status', '=', 'pending')
        .where('scanBatches.deletedAt', 'is', null)
        .orderBy('scanPages.createdAt')
        .orderBy('scanPages.pageIndex')
        .limit(1)
        .executeTakeFirst();
      if (page) return page;
      groups.shift();
    }
    return undefined;
  }

  /** Takes the next pending page (compare-and-set, so two pumps never take the same page). */
  private async claim(): Promise<PageJob | undefined> {
    for (let tries = 0; tries < 5; tries++) {
      const next = await this.nextPending();
      if (!next) return undefined;
      const res = await this.ctx.db
        .updateTable('scanPages')
        .set({
          status: 'processing',
          attempts: next.attempts + 1,
          updatedAt: nowIso(this.ctx.now()),
        })
        .where('id', '=', next.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 1) {
        this.tick++;
        this.served.set(next.orgId, this.tick);
        this.served.set(next.batchId, this.tick);
        return {
          pageId: next.id,
          orgId: next.orgId,
          batchId: next.batchId,
          fileId: next.fileId,
          pageIndex: next.pageIndex,
          blobKey: next.pageBlobKey ?? next.blobKey,
          blobPage: next.pageBlobKey ? 0 : next.pageIndex,
          fileReason: next.fileReason,
        };
      }
    }
    return undefined;
  }

  private async run(job: PageJob): Promise<void> {
    try {
      await this.process(job, await this.store.get(job.blobKey));
    } catch (err) {
      const page = await this.ctx.db
        .selectFrom('scanPages')
        .select('attempts')
        .where('id', '=', job.pageId)
        .executeTakeFirst();
      const failed = (page?.attempts ?? MAX_ATTEMPTS) >= MAX_ATTEMPTS;
      const reason = err instanceof Error ? err.message : String(err);
      await this.ctx.db
        .updateTable('scanPages')
        .set({
          status: failed ? 'failed' : 'pending',
          error: reason,
          updatedAt: nowIso(this.ctx.now()),
        })
        .where('id', '=', job.pageId)
        .execute();
      if (failed) await this.opts.onFailed?.(job, reason).catch(() => undefined);
    }
  }
}
