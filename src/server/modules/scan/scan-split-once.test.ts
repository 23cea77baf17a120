import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeScan } from '../../../scan';
import { manyPageTiff } from '../../../scan/testing/many-page-tiff';
import { newId, nowIso } from '../../lib/ids';
import { FsBlobStore } from '../../storage/blob-store';
import { buildOtherSchool } from '../../testing/schools';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { ingestFiles } from './ingest.service';
import { buildScanPaper } from './testing/scan.fixture';
import { recordingQueue } from './testing/queue.fixture';

/** A blob store that counts how often each key is read. */
class CountingStore extends FsBlobStore {
  readonly reads = new Map<string, number>();
  override async get(key: string): Promise<Buffer> {
    this.reads.set(key, (this.reads.get(key) ?? 0) + 1);
    return super.get(key);
  }
}

const tiffOf = (pages: number, salt: number) =>
  manyPageTiff(
    Array.from({ length: pages }, (_, i) => ({
      width: 2,
      height: 2,
      dpi: 100,
      data: new Uint8Array([i & 255, (i >> 8) & 255, salt, 255]),
    })),
  );

describe('a many-page scan file is split once', () => {
  let t: TestApp;
  let store: CountingStore;
  let userId: string;
  let paperId: string;
  beforeEach(async () => {
    t = await buildTestApp('sqlite');
    await t.app.ready();
    store = new CountingStore(await mkdtemp(join(tmpdir(), 'scan-split-')));
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

  const batchOf = async (orgId: string) => {
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
    return batch;
  };

  it('reads a 2,000-page TIFF whole once; each page job reads its own page alone', async () => {
    const ours = (await t.ctx.db.selectFrom('orgs').select('id').executeTakeFirstOrThrow()).id;
    const big = await batchOf(ours);
    const small = await batchOf(ours);
    const other = await batchOf((await buildOtherSchool(t)).orgId);
    const [bigFile] = await ingestFiles(t.ctx, store, big, userId, [
      { name: 'grade.tif', bytes: tiffOf(2000, 1) },
    ]);
    await ingestFiles(t.ctx, store, small, userId, [{ name: 'class.tif', bytes: tiffOf(200, 2) }]);
    const jpeg = (r: number) =>
      sharp({ create: { width: 8, height: 8, channels: 3, background: { r, g: 0, b: 0 } } })
        .jpeg()
        .toBuffer();
    await ingestFiles(t.ctx, store, other, userId, [
      { name: 'a.jpg', bytes: await jpeg(10) },
      { name: 'b.jpg', bytes: await jpeg(90) },
    ]);
    // Kept first: nothing is split or queued by the upload itself.
    expect(await t.ctx.db.selectFrom('scanPages').select('id').execute()).toHaveLength(0);

    const jobs: { batchId: string; pageIndex: number; bytes: number; px: number[] }[] = [];
    const queue = recordingQueue(
      t,
      store,
      async (job, bytes) => {
        const decoded = await decodeScan(bytes, { page: job.blobPage });
        const page = decoded.ok ? decoded.pages[0] : undefined;
        if (!page?.ok) throw new Error('page not decoded');
        const px = job.batchId === other.id ? [] : [...page.page.image.data.subarray(0, 2)];
        jobs.push({ batchId: job.batchId, pageIndex: job.pageIndex, bytes: bytes.length, px });
      },
      { concurrency: 4 },
    );
    await queue.start();
    await queue.idle();
    await queue.stop();

    expect(jobs).toHaveLength(2202);
    // The whole 2,000-page file was read (parsed) exactly once: by its split.
    const file = await t.ctx.db
      .selectFrom('scanFiles')
      .select(['blobKey', 'status', 'pageCount'])
      .where('id', '=', bigFile!.fileId)
      .executeTakeFirstOrThrow();
    expect(file).toMatchObject({ status: 'split', pageCount: 2000 });
    expect(store.reads.get(file.blobKey)).toBe(1);
    // Per-page work does not grow with the file: a page of the 2,000-page file reads as many bytes
    // as a page of the 200-page file, and each page job read its own page (its pixels).
    const per = (batchId: string) =>
      new Set(jobs.filter((j) => j.batchId === batchId).map((j) => j.bytes));
    expect([...per(big.id)]).toEqual([...per(small.id)]);
    expect(Math.max(...per(big.id))).toBeLessThan(400);
    for (const j of jobs.filter((x) => x.batchId === big.id && x.pageIndex % 500 === 7))
      expect(j.px).toEqual([j.pageIndex & 255, (j.pageIndex >> 8) & 255]);
    // The other school's two pages did not wait behind the 2,200 pages of ours.
    const theirs = jobs.flatMap((j, i) => (j.batchId === other.id ? [i] : []));
    expect(theirs).toHaveLength(2);
    expect(Math.max(...theirs)).toBeLessThan(50);
  }, 120_000);
});
