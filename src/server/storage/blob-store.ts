import { createHash, randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Where original scans (and other uploaded bytes) are kept. Keys are content hashes, so the same
 * bytes are stored once. FsBlobStore keeps them on the local disk, S3BlobStore in a bucket.
 */
export interface BlobStore {
  /** Stores bytes durably (written and synced before it resolves); answers the key. */
  put(bytes: Uint8Array): Promise<{ key: string; sha256: string; size: number }>;
  /**
   * Stores bytes as they arrive (never all in memory), hashing on the way; `created` is false when
   * the same bytes were already stored. A failing source leaves nothing behind.
   */
  putStream(source: AsyncIterable<Uint8Array>): Promise<StoredBlob & { created: boolean }>;
  get(key: string): Promise<Buffer>;
  has(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Resolves when the store can be written (for /api/ready); rejects with the reason otherwise. */
  check(): Promise<void>;
}

/** A stored blob: its key (the SHA-256 of its bytes) and size. */
export interface StoredBlob {
  key: string;
  sha256: string;
  size: number;
}

/** SHA-256 of bytes, hex. */
export const sha256 = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');

/** Makes a rename in a folder durable. */
async function syncDir(path: string): Promise<void> {
  const dir = await open(path, 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}

/** A blob store on the local disk under `root` (DATA_DIR/blobs), content-addressed. */
export class FsBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  private path(key: string): string {
    if (!/^[0-9a-f]{64}$/.test(key)) throw new Error(`bad blob key ${key}`);
    return join(this.root, key.slice(0, 2), key.slice(2, 4), key);
  }

  async put(bytes: Uint8Array) {
    const key = sha256(bytes);
    const path = this.path(key);
    if (!(await this.has(key))) {
      await mkdir(dirname(path), { recursive: true });
      const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      const fh = await open(tmp, 'w');
      try {
        await fh.writeFile(bytes);
        await fh.sync();
      } finally {
        await fh.close();
      }
      await rename(tmp, path);
      await syncDir(dirname(path));
    }
    return { key, sha256: key, size: bytes.byteLength };
  }

  async putStream(source: AsyncIterable<Uint8Array>) {
    await mkdir(this.root, { recursive: true });
    const tmp = join(this.root, `upload-${randomBytes(6).toString('hex')}.tmp`);
    const hash = createHash('sha256');
    let size = 0;
    const fh = await open(tmp, 'w');
    try {
      for await (const chunk of source) {
        hash.update(chunk);
        size += chunk.byteLength;
        await fh.write(chunk);
      }
      await fh.sync();
    } catch (err) {
      await fh.close();
      await rm(tmp, { force: true });
      throw err;
    }
    await fh.close();
    const key = hash.digest('hex');
    const path = this.path(key);
    const created = !(await this.has(key));
    if (created) {
      await mkdir(dirname(path), { recursive: true });
      await rename(tmp, path);
      await syncDir(dirname(path));
    } else await rm(tmp, { force: true });
    return { key, sha256: key, size, created };
  }

  async get(key: string): Promise<Buffer> {
    return readFile(this.path(key));
  }

  async has(key: string): Promise<boolean> {
    try {
      return (await stat(this.path(key))).isFile();
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }
}
