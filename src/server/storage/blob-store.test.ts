import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FsBlobStore, sha256 } from './blob-store';

describe('FsBlobStore', () => {
  it('stores bytes once under their hash and reads them back', async () => {
    const root = await mkdtemp(join(tmpdir(), 'blobs-'));
    const store = new FsBlobStore(root);
    const bytes = new TextEncoder().encode('答题卡第一页');
    const a = await store.put(bytes);
    const b = await store.put(bytes);
    expect(a).toEqual(b);
    expect(a.key).toBe(sha256(bytes));
    expect(a.size).toBe(bytes.byteLength);
    expect(await store.has(a.key)).toBe(true);
    expect(new Uint8Array(await store.get(a.key))).toEqual(bytes);
    const dir = join(root, a.key.slice(0, 2), a.key.slice(2, 4));
    expect(await readdir(dir)).toEqual([a.key]);
    await store.delete(a.key);
    expect(await store.has(a.key)).toBe(false);
  });

  it('refuses keys that are not hashes', async () => {
    const store = new FsBlobStore(await mkdtemp(join(tmpdir(), 'blobs-')));
    await expect(store.get('../../etc/passwd')).rejects.toThrow(/bad blob key/);
  });
});
