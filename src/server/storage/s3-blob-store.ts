import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { StoreConfig } from '../config';
import { sha256, type BlobStore, type StoredBlob } from './blob-store';

type S3Config = Extract<StoreConfig, { kind: 's3' }>;

/** Makes the S3 client for a configured bucket (path-style by default, as MinIO/OSS/COS accept). */
export function s3ClientOf(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 demands them: several S3-compatible stores (and s3rver) do not
    // understand the SDK's default aws-chunked uploads with trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const notFound = (err: unknown): boolean =>
  err instanceof S3ServiceException &&
  (err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);

/**
 * The blob store in an S3-compatible bucket: the same content-addressed keys as the local store,
 * objects named `<prefix><aa>/<bb>/<sha256>`. Bytes are hashed before upload, so a key always
 * names the bytes it holds; streamed uploads are spooled to a temporary file, never held in memory.
 */
export class S3BlobStore implements BlobStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix = '',
  ) {}

  private objectKey(key: string): string {
    if (!/^[0-9a-f]{64}$/.test(key)) throw new Error(`bad blob key ${key}`);
    return `${this.prefix}${key.slice(0, 2)}/${key.slice(2, 4)}/${key}`;
  }

  async put(bytes: Uint8Array) {
    const key = sha256(bytes);
    if (!(await this.has(key))) {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: 'application/octet-stream',
        }),
      );
    }
    return { key, sha256: key, size: bytes.byteLength };
  }

  async putStream(source: AsyncIterable<Uint8Array>): Promise<StoredBlob & { created: boolean }> {
    const dir = await mkdtemp(join(tmpdir(), 's3-upload-'));
    const tmp = join(dir, randomBytes(6).toString('hex'));
    try {
      const hash = createHash('sha256');
      let size = 0;
      const fh = await open(tmp, 'w');
      try {
        for await (const chunk of source) {
          hash.update(chunk);
          size += chunk.byteLength;
          await fh.write(chunk);
        }
      } finally {
        await fh.close();
      }
      const key = hash.digest('hex');
      const created = !(await this.has(key));
      if (created) {
        await this.client.send(
          new PutObjectCommand({
            Bucket: this.bucket,
            Key: this.objectKey(key),
            Body: createReadStream(tmp),
            ContentLength: size,
            ContentType: 'application/octet-stream',
          }),
        );
      }
      return { key, sha256: key, size, created };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async get(key: string): Promise<Buffer> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      if (!out.Body) throw new Error(`blob ${key} has no body`);
      return Buffer.from(await out.Body.transformToByteArray());
    } catch (err) {
      if (notFound(err))
        throw Object.assign(new Error(`blob ${key} not found`), { code: 'ENOENT' });
      throw err;
    }
  }

  async has(key: string): Promise<boolean> {
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return true;
    } catch (err) {
      if (notFound(err)) return false;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
    );
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }
}
