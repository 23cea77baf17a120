import type { BlobStore } from '../../../storage/blob-store';
import type { TestApp } from '../../../testing/test-app';
import { ScanQueue, type PageJob } from '../scan-queue';

/**
 * A scan queue whose "recognition" hands each job (and its bytes) to `seen`, then marks the page
 * done: for the tests of the queue itself (order, fairness, splitting, recovery).
 */
export const recordingQueue = (
  t: TestApp,
  store: BlobStore,
  seen: (job: PageJob, bytes: Buffer) => void | Promise<void>,
  opts: { concurrency: number; pollMs?: number },
): ScanQueue =>
  new ScanQueue(
    t.ctx,
    store,
    async (job, bytes) => {
      await seen(job, bytes);
      await t.ctx.db
        .updateTable('scanPages')
        .set({ status: 'done' })
        .where('id', '=', job.pageId)
        .execute();
    },
    { pollMs: 20, ...opts },
  );
