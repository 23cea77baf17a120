import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerContext } from '../../context';
import { blobStoreOf } from '../../storage/blobs';

/** An upload stored in the blob store: `<sha256>.<png|jpg|jpeg>` (the key names the bytes). */
const BLOB_NAME = /^([0-9a-f]{64})\.(png|jpe?g)$/;
/** An upload of before the blob store: a random name under DATA_DIR/images. */
const FILE_NAME = /^[a-z0-9]{16,40}\.(png|jpe?g)$/;

/** Where an upload image stored before the blob store lies (DATA_DIR/images); null otherwise. */
export const uploadImagePath = (ctx: ServerContext, name: string): string | null =>
  FILE_NAME.test(name) ? join(ctx.config.dataDir, 'images', name) : null;

/**
 * Stores an uploaded question image in the blob store (DATA_DIR/blobs, or S3 when configured, so
 * every API instance serves it); answers its name (`upload:<name>` in rich text).
 */
export async function putUploadImage(
  ctx: ServerContext,
  bytes: Uint8Array,
  type: string,
): Promise<string> {
  const { key } = await blobStoreOf(ctx).put(bytes);
  return `${key}.${type}`;
}

/** An uploaded image's bytes (blob store, or DATA_DIR/images for older ones); null when absent. */
export async function uploadImageBytes(ctx: ServerContext, name: string): Promise<Buffer | null> {
  const m = BLOB_NAME.exec(name);
  if (m?.[1])
    return blobStoreOf(ctx)
      .get(m[1])
      .catch(() => null);
  const path = uploadImagePath(ctx, name);
  return path ? readFile(path).catch(() => null) : null;
}
