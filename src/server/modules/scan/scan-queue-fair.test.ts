import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId, nowIso } from '../../lib/ids';
import { FsBlobStore } from '../../storage/blob-store';
import { buildOtherSchool } from '../../testing/schools';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { ingestFiles } from './ingest.service';
import { splitStored } from './page-split';
import { splitInWorker } from './split/file-splitter';
import { buildScanPaper } from './testing/scan.fixture';
import { recordingQueue } from './testing/queue.fixture';

let made = 0;
/** A distinct small JPEG each call (distinct bytes: the same bytes would count once). */
const jpeg = () => {
  made++;
  return sharp({
    create: {
      width: 8,
      height: 8,
      channels: 3,
      background: { r: (made * 23) % 256, g: made % 256, b: 0 },
    },
  })
    .jpeg()
    .toBuffer();
};

describe('scan queue turns', () => {
  let t: TestApp;
  let store: FsBlobStore;
  let userId: string;
  let paperId: string;
  beforeEach(async () => {
    t = await buildTestApp('sqlite');
    // Ready now, with no work waiting: the app's own scan runtime stays off and takes no page.
    await t.app.ready();
    store = new FsBlobStore(await mkdtemp(join(tmpdir(), 'scan-fair-')));
    userId = (
      await t.ctx.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'teacher')
        .executeTakeFirstOrThrow()
    ).id;
    paperId = (await buildScanPaper(t)).id;
  });
  afterEach(async () => t.close());

  /** A batch of a school with `n` one-page files in it. */
  const batchWith = async (orgId: string, n: number) => {
    const batch = { id: newId(), orgId };
    await t.ctx.db
      .insertInto('scanBatches')
      .values({
        ...batch,
        paperId,
        classIds: '[]',
        settings: '{}',
        createdBy: userId,
        createdAt: nowIso(),
        deletedAt: null,
        deletedBy: null,
      })
      .execute();
    const files = [];
    for (let i = 0; i < n; i++) files.push({ name: `${i}.jpg`, bytes: await jpeg() });
    await ingestFiles(t.ctx, store, batch, userId, files);
    // Split now, so every page waits in the queue before it starts (turns between waiting pages).
    const stored = await t.ctx.db
      .selectFrom('scanFiles')
      .select(['id', 'orgId', 'batchId', 'blobKey'])
      .where('batchId', '=', batch.id)
      .execute();
    for (const f of stored) await splitStored(t.ctx, store, splitInWorker, f);
    return batch;
  };
  /** Runs the queue once through; answers the batch of each page in the order taken. */
  const drain = async () => {
    const order: string[] = [];
    const queue = recordingQueue(
      t,
      store,
      (job) => {
        order.push(job.batchId);
      },
      { concurrency: 1 },
    );
    await queue.start();
    await queue.idle();
    await queue.stop();
    return order;
  };

  it('takes turns between schools and between batches instead of one long line', async () => {
    const ours = (await t.ctx.db.selectFrom('orgs').select('id').executeTakeFirstOrThrow()).id;
    const big = await batchWith(ours, 6);
    const second = await batchWith(ours, 2);
    const other = await batchWith((await buildOtherSchool(t)).orgId, 2);
    const order = await drain();
    expect(order).toHaveLength(10);
    // The other school's 2 pages and our second batch's 2 pages are all taken within the first 6.
    expect(order.slice(0, 6).filter((b) => b === other.id)).toHaveLength(2);
    expect(order.slice(0, 6).filter((b) => b === second.id)).toHaveLength(2);
    expect(order.slice(6)).toEqual([big.id, big.id, big.id, big.id]);
  });

  it('drops the queued pages of a deleted batch', async () => {
    const ours = (await t.ctx.db.selectFrom('orgs').select('id').executeTakeFirstOrThrow()).id;
    const gone = await batchWith(ours, 3);
    const kept = await batchWith(ours, 1);
    await t.ctx.db
      .updateTable('scanBatches')
      .set({ deletedAt: nowIso(), deletedBy: userId })
      .where('id', '=', gone.id)
      .execute();
    expect(await drain()).toEqual([kept.id]);
  });
});
