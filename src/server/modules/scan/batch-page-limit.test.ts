import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manyPageTiff } from '../../../scan/testing/many-page-tiff';
import { newId, nowIso } from '../../lib/ids';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { MAX_BATCH_PAGES } from './page-limits';
import { buildScanPaper, uploadScans } from './testing/scan.fixture';

const twoPages = manyPageTiff(
  [0, 1].map((i) => ({ width: 2, height: 2, dpi: 100, data: new Uint8Array([i, 9, 9, 9]) })),
);

describe('pages per batch', () => {
  let t: TestApp;
  let token: string;
  let batchId: string;
  let orgId: string;
  let userId: string;
  beforeEach(async () => {
    t = await buildTestApp('sqlite', { DATA_DIR: await mkdtemp(join(tmpdir(), 'scan-cap-')) });
    token = await t.login('teacher');
    const user = await t.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'teacher')
      .executeTakeFirstOrThrow();
    orgId = user.defaultOrgId as string;
    userId = user.id;
    batchId = newId();
    await t.ctx.db
      .insertInto('scanBatches')
      .values({
        id: batchId,
        orgId,
        paperId: (await buildScanPaper(t)).id,
        classIds: '[]',
        settings: '{}',
        createdBy: user.id,
        createdAt: nowIso(),
        deletedAt: null,
        deletedBy: null,
      })
      .execute();
  });
  afterEach(async () => t.close());

  /** Records `n` recognised pages in the batch (as if scanned earlier). */
  const fill = async (n: number) => {
    const fileId = newId();
    const at = nowIso();
    await t.ctx.db
      .insertInto('scanFiles')
      .values({
        id: fileId,
        orgId,
        batchId,
        sha256: 'f'.repeat(64),
        blobKey: 'f'.repeat(64),
        name: 'earlier.pdf',
        size: 1,
        pageCount: n,
        status: 'split',
        reason: null,
        receivedBy: userId,
        receivedAt: at,
      })
      .execute();
    const row = (pageIndex: number) => ({
      id: newId(),
      orgId,
      batchId,
      fileId,
      pageIndex,
      status: 'done' as const,
      attempts: 1,
      absent: 0 as const,
      createdAt: at,
      updatedAt: at,
    });
    for (let i = 0; i < n; i += 500)
      await t.ctx.db
        .insertInto('scanPages')
        .values(Array.from({ length: Math.min(500, n - i) }, (_, k) => row(i + k)))
        .execute();
  };

  it('keeps a file that would pass the batch limit as one page saying why, then refuses uploads', async () => {
    await fill(MAX_BATCH_PAGES - 1);
    const res = await uploadScans(t, token, batchId, [{ name: 'more.tif', bytes: twoPages }]);
    expect(res.statusCode).toBe(200);
    const file = async () =>
      t.ctx.db
        .selectFrom('scanFiles')
        .select(['status', 'pageCount', 'reason'])
        .where('name', '=', 'more.tif')
        .executeTakeFirstOrThrow();
    await expect.poll(async () => (await file()).status, { timeout: 30_000 }).toBe('split');
    expect(await file()).toEqual({
      status: 'split',
      pageCount: 1,
      reason:
        '本批次已有 9999 页，加上该文件的 2 页将超过每批 10000 页的上限，请新建扫描批次后上传该文件',
    });
    // The page says so in 异常处理 (it is not read as a scan).
    const problem = async () =>
      t.ctx.db
        .selectFrom('scanProblems')
        .select(['kind', 'detail'])
        .where('batchId', '=', batchId)
        .executeTakeFirst();
    await expect
      .poll(async () => (await problem())?.detail, { timeout: 60_000 })
      .toContain('超过每批 10000 页的上限');

    const full = await uploadScans(t, token, batchId, [{ name: 'again.tif', bytes: twoPages }]);
    expect([full.statusCode, full.json().message]).toEqual([
      400,
      '本批次已有 10000 页，达到每批 10000 页的上限，请新建扫描批次后继续上传',
    ]);
  }, 120_000);
});
