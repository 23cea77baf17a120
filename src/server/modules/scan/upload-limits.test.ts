import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId, nowIso } from '../../lib/ids';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { uploadScans } from './testing/scan.fixture';
import { buildScanPaper } from './testing/scan.fixture';

/** Every file under a folder, recursively. */
const filesUnder = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((e) => e.isFile())
    .map((e) => e.name);

describe('scan upload limits', () => {
  let t: TestApp;
  let token: string;
  let batchId: string;
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'scan-limits-'));
    t = await buildTestApp('sqlite', {
      DATA_DIR: dataDir,
      SCAN_FILE_MAX_MB: '1',
      SCAN_UPLOAD_MAX_MB: '2',
    });
    token = await t.login('teacher');
    const user = await t.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'teacher')
      .executeTakeFirstOrThrow();
    batchId = newId();
    await t.ctx.db
      .insertInto('scanBatches')
      .values({
        id: batchId,
        orgId: user.defaultOrgId as string,
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

  const file = (kb: number) => ({ name: `${kb}.jpg`, bytes: randomBytes(kb * 1024) });

  it('answers 413 in Chinese when the files together pass the request cap, keeping nothing', async () => {
    const res = await uploadScans(t, token, batchId, [file(900), file(900), file(900)]);
    expect([res.statusCode, res.json().message]).toEqual([
      413,
      '本次上传的文件合计超过 2 MB，请分批上传',
    ]);
    expect(await t.ctx.db.selectFrom('scanFiles').selectAll().execute()).toEqual([]);
    expect(await filesUnder(join(dataDir, 'blobs'))).toEqual([]);
  });

  it('answers 413 in Chinese for one file over the file cap', async () => {
    const res = await uploadScans(t, token, batchId, [file(1500)]);
    expect([res.statusCode, res.json().message]).toEqual([
      413,
      '单个扫描文件不能超过 1 MB，请在扫描软件中分成几个文件',
    ]);
    expect(await filesUnder(join(dataDir, 'blobs'))).toEqual([]);
  });

  it('streams files within the caps into the store', async () => {
    const a = file(700);
    const res = await uploadScans(t, token, batchId, [a, file(700)]);
    expect(res.statusCode).toBe(200);
    const rows = await t.ctx.db.selectFrom('scanFiles').select(['size', 'sha256']).execute();
    expect(rows.map((r) => r.size)).toEqual([700 * 1024, 700 * 1024]);
    expect((await filesUnder(join(dataDir, 'blobs'))).sort()).toEqual(
      rows.map((r) => r.sha256).sort(),
    );
  });
});
