import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startLocalS3, type LocalS3 } from '../testing/s3-server';
import { sha256, type BlobStore } from './blob-store';
import { createBlobStore } from './blobs';

/** Yields `bytes` in chunks of `size`, failing after `failAfter` chunks when given. */
async function* chunks(bytes: Uint8Array, size: number, failAfter?: number) {
  for (let i = 0, n = 0; i < bytes.length; i += size, n++) {
    if (failAfter !== undefined && n >= failAfter) throw new Error('连接中断');
    yield bytes.subarray(i, i + size);
  }
}

const random = (n: number) => new Uint8Array(n).map((_, i) => (i * 7919 + n) & 255);

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.close();
});

const kinds: Record<string, () => Promise<BlobStore>> = {
  local: async () =>
    createBlobStore(loadConfig({ DATA_DIR: await mkdtemp(join(tmpdir(), 'blobs-')) }).store),
  s3: async () => createBlobStore(loadConfig(s3.env).store),
};

describe.each(Object.keys(kinds))('BlobStore contract (%s)', (kind) => {
  const make = () => kinds[kind]!();

  it('is chosen by configuration', async () => {
    const store = await make();
    expect(store.constructor.name).toBe(kind === 's3' ? 'S3BlobStore' : 'FsBlobStore');
    await expect(store.check()).resolves.toBeUndefined();
  });

  it('stores bytes once under their hash, reads them back and deletes them', async () => {
    const store = await make();
    const bytes = new TextEncoder().encode(`答题卡第一页 ${kind}`);
    const a = await store.put(bytes);
    const b = await store.put(bytes);
    expect(a).toEqual(b);
    expect(a).toEqual({ key: sha256(bytes), sha256: sha256(bytes), size: bytes.byteLength });
    expect(await store.has(a.key)).toBe(true);
    expect(new Uint8Array(await store.get(a.key))).toEqual(bytes);
    await store.delete(a.key);
    expect(await store.has(a.key)).toBe(false);
    await expect(store.get(a.key)).rejects.toThrow();
  });

  it('streams a large upload, hashing on the way, and knows when it was already there', async () => {
    const store = await make();
    const bytes = random(3 * 1024 * 1024 + 17);
    const first = await store.putStream(chunks(bytes, 64 * 1024));
    expect(first).toEqual({
      key: sha256(bytes),
      sha256: sha256(bytes),
      size: bytes.length,
      created: true,
    });
    const again = await store.putStream(chunks(bytes, 100_000));
    expect(again.created).toBe(false);
    expect(Buffer.compare(await store.get(first.key), Buffer.from(bytes))).toBe(0);
  });

  it('leaves nothing behind when the source fails midway', async () => {
    const store = await make();
    const bytes = random(500_000);
    await expect(store.putStream(chunks(bytes, 50_000, 3))).rejects.toThrow('连接中断');
    expect(await store.has(sha256(bytes))).toBe(false);
    expect(await store.has(sha256(bytes.subarray(0, 150_000)))).toBe(false);
  });

  it('answers has() false for an absent key and refuses keys that are not hashes', async () => {
    const store = await make();
    expect(await store.has('0'.repeat(64))).toBe(false);
    await expect(store.get('../../etc/passwd')).rejects.toThrow(/bad blob key/);
    await expect(store.put(new Uint8Array())).resolves.toMatchObject({ size: 0 });
  });
});

describe('FsBlobStore layout', () => {
  it('keeps a blob at <root>/aa/bb/<key>', async () => {
    const root = await mkdtemp(join(tmpdir(), 'blobs-'));
    const store = createBlobStore({ kind: 'local', root });
    const { key } = await store.put(new Uint8Array([1, 2, 3]));
    expect(await readdir(join(root, key.slice(0, 2), key.slice(2, 4)))).toEqual([key]);
  });
});

describe('S3 store unreachable', () => {
  it('check() rejects when the bucket does not exist', async () => {
    const store = createBlobStore(loadConfig({ ...s3.env, S3_BUCKET: 'no-such-bucket' }).store);
    await expect(store.check()).rejects.toThrow();
  });
});
