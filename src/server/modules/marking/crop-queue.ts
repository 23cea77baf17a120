import { availableParallelism } from 'node:os';
import { cutAnswerCrops, type AnswerElement } from '../../../scan';
import type { ServerContext } from '../../context';
import { nowIso } from '../../lib/ids';
import type { BlobStore } from '../../storage/blob-store';
import { pageBlob, pageSourceOf } from '../scan/page-image';
import { recognitionLoad } from '../scan/recognition-load';
import { storedOf } from '../scan/page.repository';
import { promoteReady } from './item-sync';
import { printedVersion } from './setup.repository';

const MAX_ATTEMPTS = 3;
/** A page processing this long without finishing was left by an instance that died. */
const STALE_MS = 120_000;
/**
 * Pages cut at once: two per core, as recognition does, so one page's reads and writes overlap
 * another's decoding and every core is busy when crops catch up after a burst.
 */
const CROP_CONCURRENCY = availableParallelism() * 2;
/** While recognition has a backlog, a page's crops wait at most this long, then go one at a time. */
export const CROP_YIELD_MS = 60_000;

/**
 * Cuts the answer crops of recognised pages, kept in the database as a queue (pending → processing
 * → done | failed; a restart turns processing back into pending) so several processes share it.
 * A page's items open for marking once its crops are stored. Cutting yields to this process's
 * recognition while it has a backlog (recognitionLoad): a burst of uploads gets its results, 页码
 * and 考号 at the workers' full speed and its crops right after; crops that have waited
 * CROP_YIELD_MS are cut one at a time even so.
 */
export class CropQueue {
  private running = 0;
  private stopped = true;
  private timer: NodeJS.Timeout | undefined;
  private pumping = false;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly ctx: ServerContext,
    private readonly store: BlobStore,
    private readonly opts: { concurrency?: number; pollMs?: number } = {},
  ) {}

  /**
   * Recovers pages a crash left processing and starts pumping. Alone (no REDIS_URL, one server)
   * every such page is this process's own; with several API instances only pages untouched for
   * STALE_MS are taken back (another instance may be cutting the rest), here and on every poll.
   */
  async start(): Promise<void> {
    if (!this.stopped) return;
    const shared = this.ctx.config.redis !== null;
    const stale = () => this.ctx.now() - (shared ? STALE_MS : 0);
    await this.recover(stale());
    this.stopped = false;
    const poll = () => (shared ? this.recover(stale()).catch(() => undefined) : Promise.resolve());
    this.timer = setInterval(() => void poll().then(() => this.wake()), this.opts.pollMs ?? 2000);
    this.timer.unref();
    this.unsubscribe = recognitionLoad.onFree(() => this.wake());
    this.wake();
  }

  /** Stops taking work (work under way finishes). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.unsubscribe?.();
    while (this.running > 0 || this.pumping) await new Promise((r) => setTimeout(r, 20));
  }

  /** Looks for work now. */
  wake(): void {
    if (!this.stopped) void this.pump();
  }

  /** Turns pages processing since before `before` (ms) back to pending. */
  private async recover(before: number): Promise<void> {
    await this.ctx.db
      .updateTable('markingPageCrops')
      .set({ status: 'pending', updatedAt: nowIso(this.ctx.now()) })
      .where('status', '=', 'processing')
      .where('updatedAt', '<=', nowIso(before))
      .execute();
  }

  /** Resolves when no crop work waits or runs. */
  async idle(): Promise<void> {
    for (;;) {
      const left = await this.ctx.db
        .selectFrom('markingPageCrops')
        .select('pageId')
        .where('status', 'in', ['pending', 'processing'])
        .limit(1)
        .executeTakeFirst();
      if (!left && this.running === 0) return;
      this.wake();
      await new Promise((r) => setTimeout(r, 30));
    }
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (!this.stopped && this.running < (this.opts.concurrency ?? CROP_CONCURRENCY)) {
        const yielding = recognitionLoad.busy;
        if (yielding && this.running > 0) break;
        const pageId = await this.claim(
          yielding ? nowIso(this.ctx.now() - CROP_YIELD_MS) : undefined,
        );
        if (!pageId) break;
        this.running++;
        void this.run(pageId).finally(() => {
          this.running--;
          this.wake();
        });
      }
    } finally {
      this.pumping = false;
    }
  }

  /** Takes the oldest pending page (with `waitedSince`, only one pending since then). */
  private async claim(waitedSince?: string): Promise<string | null> {
    const db = this.ctx.db;
    for (let tries = 0; tries < 5; tries++) {
      const next = await db
        .selectFrom('markingPageCrops')
        .select(['pageId', 'attempts'])
        .where('status', '=', 'pending')
        .$if(waitedSince !== undefined, (q) => q.where('updatedAt', '<=', waitedSince!))
        .orderBy('updatedAt')
        .limit(1)
        .executeTakeFirst();
      if (!next) return null;
      const res = await db
        .updateTable('markingPageCrops')
        .set({
          status: 'processing',
          attempts: next.attempts + 1,
          updatedAt: nowIso(this.ctx.now()),
        })
        .where('pageId', '=', next.pageId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 1) return next.pageId;
    }
    return null;
  }

  private async run(pageId: string): Promise<void> {
    const db = this.ctx.db;
    try {
      await this.cut(pageId);
      await db
        .updateTable('markingPageCrops')
        .set({ status: 'done', error: null, updatedAt: nowIso(this.ctx.now()) })
        .where('pageId', '=', pageId)
        .execute();
      const page = await db
        .selectFrom('scanPages')
        .select(['paperId', 'studentId'])
        .where('id', '=', pageId)
        .executeTakeFirst();
      if (page?.paperId && page.studentId) {
        await promoteReady(db, page.paperId, page.studentId, this.ctx.now());
      }
    } catch (e) {
      const row = await db
        .selectFrom('markingPageCrops')
        .select('attempts')
        .where('pageId', '=', pageId)
        .executeTakeFirst();
      await db
        .updateTable('markingPageCrops')
        .set({
          status: (row?.attempts ?? MAX_ATTEMPTS) >= MAX_ATTEMPTS ? 'failed' : 'pending',
          error: e instanceof Error ? e.message : String(e),
          updatedAt: nowIso(this.ctx.now()),
        })
        .where('pageId', '=', pageId)
        .execute();
    }
  }

  /** Cuts and stores every answer region of one page. */
  private async cut(pageId: string): Promise<void> {
    const db = this.ctx.db;
    const page = await db
      .selectFrom('scanPages')
      .innerJoin('scanFiles', 'scanFiles.id', 'scanPages.fileId')
      .select([
        'scanPages.paperId',
        'scanPages.paperVersion',
        'scanPages.pageNo',
        'scanPages.pageIndex',
        'scanPages.result',
        'scanPages.blobKey as pageBlobKey',
        'scanFiles.blobKey',
      ])
      .where('scanPages.id', '=', pageId)
      .executeTakeFirst();
    if (!page?.paperId || page.paperVersion === null || page.pageNo === null) return;
    const pv = await printedVersion(db, page.paperId, page.paperVersion);
    const result = storedOf(page).result;
    const layoutPage = pv?.layout.pages.find((p) => p.index === page.pageNo);
    if (!pv || !result?.fit || !layoutPage) throw new Error('该页未能定位，无法裁切');
    const elements = layoutPage.elements.filter(
      (e): e is AnswerElement => e.kind === 'subjective-box' || e.kind === 'essay-grid',
    );
    if (!elements.length) return;
    const at = pageBlob(page);
    const source = await pageSourceOf(await this.store.get(at.key), at.page);
    if (!source) throw new Error('原图无法读取');
    const crops = await cutAnswerCrops(source, result.fit, elements);
    for (const c of crops) {
      const { key } = await this.store.put(c.jpeg);
      const values = {
        pageId,
        elementId: c.elementId,
        blobKey: key,
        width: c.width,
        height: c.height,
        ink: c.ink,
        hash: c.hash,
      };
      await db
        .insertInto('markingCrops')
        .values(values)
        .onConflict((oc) => oc.columns(['pageId', 'elementId']).doUpdateSet(values))
        .execute();
    }
  }
}
