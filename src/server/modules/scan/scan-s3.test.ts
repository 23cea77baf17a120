import { access } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../storage/blob-store';
import { blobStoreOf } from '../../storage/blobs';
import { sample } from '../../testing/prometheus';
import { startLocalS3, type LocalS3 } from '../../testing/s3-server';
import { TEST_DIALECTS } from '../../testing/test-db';
import { openScanSession, type ScanSession } from './testing/scan-session';
import { prepareScanSheets, seat, type ScanSheets } from './testing/scan-sheets';

let made: ScanSheets;
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
  made = await prepareScanSheets(['s1']);
}, 240_000);
afterAll(async () => s3?.close());

describe.each(TEST_DIALECTS)('scanning with blobs in an S3 bucket on %s', (dialect) => {
  let s: ScanSession;
  afterEach(async () => s?.close());

  it('keeps the upload in the bucket, recognises it and serves the page image and crops from there', async () => {
    s = await openScanSession(dialect, made.printed, s3.env);
    const batch = await s.batch();
    const bytes = made.sheets.s1.bytes;
    const recognised = async () =>
      sample(
        (await s.t.get('/api/metrics')).body,
        'zy_scan_pages_recognised_total',
        '{outcome="recognised"}',
      );
    const before = await recognised();
    await s.upload(batch.id, [['1.jpg', bytes]]);
    await s.settle(batch.id);
    expect((await recognised()) - before).toBe(1);
    const store = blobStoreOf(s.t.ctx);
    expect(store.constructor.name).toBe('S3BlobStore');
    expect(await store.has(sha256(bytes))).toBe(true);
    await expect(access(join(s.t.ctx.config.dataDir, 'blobs'))).rejects.toThrow();

    const [page] = await s.pages(batch.id);
    expect(page).toMatchObject({ examNo: seat(1) });
    const image = await s.t.get(`/api/teacher/scan/pages/${page!.id}/image?width=300`, s.token);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(300);
    const d = await s.detail(page!.id);
    const box = d.regions.find((r) => r.kind === 'subjective-box')!;
    const crop = await s.t.get(
      `/api/teacher/scan/pages/${page!.id}/crop?element=${box.elementId}`,
      s.token,
    );
    expect(crop.statusCode).toBe(200);
    expect((await sharp(crop.rawPayload).metadata()).format).toBe('jpeg');
  });
});
