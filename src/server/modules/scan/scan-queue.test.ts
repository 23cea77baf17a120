import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId, nowIso } from '../../lib/ids';
import { FsBlobStore } from '../../storage/blob-store';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { ingestFiles } from './ingest.service';
import { recognitionLoad } from './recognition-load';
import { ScanQueue, type PageJob } from './scan-queue';
import { recordingQueue } from './testing/queue.fixture';
import { buildScanPaper } from './testing/scan.fixture';

const jpeg = (shade: number) =>
  sharp({
    create: { width: 40, height: 56, channels: 3, background: { r: shade, g: shade, b: shade } },
  })
    .jpeg()
    .toBuffer();

describe.each(TEST_DIALECTS)('scan queue on %s', (dialect) => {
  let t: TestApp;
  let store: FsBlobStore;
  let batch: { id: string; orgId: string };
  let userId: string;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    store = new FsBlobStore(await mkdtemp(join(tmpdir(), 'scan-blobs-')));
    const user = await t.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'teacher')
      .executeTakeFirstOrThrow();
    userId = user.id;
    const orgId = user.defaultOrgId as string;
    const paperId = (await buildScanPaper(t)).id;
    const at = nowIso();
    batch = { id: newId(), orgId };
    await t.ctx.db
      .insertInto('scanBatches')
      .values({
        id: batch.id,
        orgId,
        paperId,
        classIds: '[]',
        settings: '{}',
        createdBy: userId,
        createdAt: at,
        deletedAt: null,
        deletedBy: null,
      })
      .execute();
  });
  afterEach(async () => t.close());

  it('keeps every file first, never counts the same bytes twice, and splits TIFF pages', async () => {
    const a = await jpeg(200);
    const tiff = await sharp([await jpeg(100), await jpeg(150)], { join: { animated: true } })
      .tiff()
      .toBuffer();
    const result = await ingestFiles(t.ctx, store, batch, userId, [
      { name: '001.jpg', bytes: a },
      { name: '001-again.jpg', bytes: a },
      { name: 'broken.jpg', bytes: new Uint8Array([0xff, 0xd8, 1, 2, 3]) },
      { name: 'two.tif', bytes: tiff },
    ]);
    expect(result.map((r) => r.status)).toEqual(['stored', 'duplicate', 'stored', 'stored']);
    expect(result[1]!.duplicateOf?.name).toBe('001.jpg');
    const files = await t.ctx.db.selectFrom('scanFiles').select(['blobKey', 'name']).execute();
    expect(files).toHaveLength(4);
    for (const f of files) expect(await store.has(f.blobKey)).toBe(true);

    const seen: PageJob[] = [];
    const queue = recordingQueue(
      t,
      store,
      (job) => {
        seen.push(job);
      },
      { concurrency: 2 },
    );
    await queue.start();
    await queue.idle();
    await queue.stop();
    const names = new Map(
      (await t.ctx.db.selectFrom('scanFiles').select(['id', 'name']).execute()).map((f) => [
        f.id,
        f.name,
      ]),
    );
    expect(seen.map((j) => `${names.get(j.fileId)}#${j.pageIndex}`).sort()).toEqual([
      '001.jpg#0',
      'broken.jpg#0',
      'two.tif#0',
      'two.tif#1',
    ]);
    const broken = await t.ctx.db
      .selectFrom('scanFiles')
      .select(['status', 'reason'])
      .where('name', '=', 'broken.jpg')
      .executeTakeFirstOrThrow();
    expect(broken.reason).toContain('无法识别的图片文件');
    const events = await t.ctx.db.selectFrom('scanEvents').select('action').execute();
    expect(events.map((e) => e.action).sort()).toEqual([
      'upload',
      'upload',
      'upload',
      'upload-duplicate',
    ]);
  });

  it('tells the process it has a backlog while every slot is taken, and when it has cleared', async () => {
    const files = await Promise.all([60, 90, 120, 150].map((shade) => jpeg(shade)));
    await ingestFiles(
      t.ctx,
      store,
      batch,
      userId,
      files.map((bytes, i) => ({ name: `${i}.jpg`, bytes })),
    );
    const busyWhile: boolean[] = [];
    let freed = 0;
    const off = recognitionLoad.onFree(() => freed++);
    const queue = recordingQueue(
      t,
      store,
      () => {
        busyWhile.push(recognitionLoad.busy);
      },
      { concurrency: 1 },
    );
    expect(recognitionLoad.busy).toBe(false);
    await queue.start();
    await queue.idle();
    await queue.stop();
    off();
    expect(busyWhile).toHaveLength(4);
    expect(busyWhile.slice(0, 3)).toEqual([true, true, true]);
    expect(recognitionLoad.busy).toBe(false);
    expect(freed).toBeGreaterThanOrEqual(1);
  });

  it('loses nothing across a crash: pages under way are recognised after a restart', async () => {
    await ingestFiles(t.ctx, store, batch, userId, [
      { name: 'a.jpg', bytes: await jpeg(10) },
      { name: 'b.jpg', bytes: await jpeg(20) },
      { name: 'c.jpg', bytes: await jpeg(30) },
    ]);
    // First process: takes pages and "crashes" (never finishes them).
    const hang = new ScanQueue(t.ctx, store, () => new Promise<void>(() => {}), {
      concurrency: 2,
      pollMs: 20,
    });
    await hang.start();
    await new Promise((r) => setTimeout(r, 200));
    const stuck = await t.ctx.db.selectFrom('scanPages').select('status').execute();
    expect(stuck.filter((p) => p.status === 'processing')).toHaveLength(2);
    hang['stopped'] = true;
    clearInterval(hang['timer']);
    // The process that held it is gone, and its backlog with it.
    recognitionLoad.report(hang, false);

    const done: string[] = [];
    const restarted = recordingQueue(
      t,
      store,
      (job) => {
        done.push(job.pageId);
      },
      { concurrency: 2 },
    );
    await restarted.start();
    await restarted.idle();
    await restarted.stop();
    expect(done).toHaveLength(3);
    const pages = await t.ctx.db.selectFrom('scanPages').select(['status', 'attempts']).execute();
    expect(pages.every((p) => p.status === 'done')).toBe(true);
  });

  it('retries a page whose processing throws, then marks it failed with the reason', async () => {
    await ingestFiles(t.ctx, store, batch, userId, [{ name: 'x.jpg', bytes: await jpeg(40) }]);
    const queue = new ScanQueue(
      t.ctx,
      store,
      async () => {
        throw new Error('识别程序出错');
      },
      { concurrency: 1, pollMs: 10 },
    );
    await queue.start();
    await queue.idle();
    await queue.stop();
    const page = await t.ctx.db
      .selectFrom('scanPages')
      .select(['status', 'attempts', 'error'])
      .executeTakeFirstOrThrow();
    expect(page).toEqual({ status: 'failed', attempts: 3, error: '识别程序出错' });
  });
});
