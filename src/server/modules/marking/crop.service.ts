import type { ServerContext } from '../../context';
import { arg, hotFirst } from '../../db/hot-query';
import { fail } from '../../lib/app-error';
import type { BlobStore } from '../../storage/blob-store';
import type { PageRef } from './item-sync';
import { blockAccess } from './marking-access';

/** An item of a block the caller marks, leads or manages (else 403). */
export async function itemInReach(ctx: ServerContext, userId: string, itemId: string) {
  const item = await hotFirst(
    ctx.db,
    'itemById',
    (db) => db.selectFrom('markingItems').selectAll().where('id', '=', arg(0)),
    [itemId],
  );
  if (!item) throw fail.notFound('答卷不存在');
  const a = await blockAccess(ctx.db, userId, item.blockId);
  if (!a.marker && !a.leader && !a.manager) throw fail.forbidden();
  if (a.classIds && !a.leader && !a.manager && !a.classIds.includes(item.classId))
    throw fail.forbidden();
  return { item, access: a };
}

/** The bytes of an item's i-th answer image. */
export async function cropBytes(
  ctx: ServerContext,
  store: BlobStore,
  userId: string,
  itemId: string,
  index: number,
): Promise<Uint8Array> {
  const { item } = await itemInReach(ctx, userId, itemId);
  const ref = (JSON.parse(item.pages) as PageRef[])[index];
  if (!ref) throw fail.notFound('答卷图片不存在');
  const crop = await hotFirst(
    ctx.db,
    'cropBlob',
    (db) =>
      db
        .selectFrom('markingCrops')
        .select('blobKey')
        .where('pageId', '=', arg(0))
        .where('elementId', '=', arg(1)),
    [ref.pageId, ref.elementId],
  );
  if (!crop) throw fail.notFound('答卷图片尚未裁切');
  return cachedBlob(store, crop.blobKey);
}

/** Bytes kept of recently served crops (a 300 dpi answer image is some 20–200 KB). */
const CACHE_BYTES = 32 * 1024 * 1024;
const cache = new Map<string, Buffer>();
let cached = 0;

/**
 * A crop's bytes, from a small LRU before the blob store: a crop is fetched again for 二评, 仲裁,
 * 回评 and the client's prefetch, and reading the file (open, stat, read, close) cost more of the
 * server's time than the rest of the request. Keys are content hashes, so kept bytes never go stale.
 */
async function cachedBlob(store: BlobStore, key: string): Promise<Buffer> {
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const bytes = await store.get(key);
  if (bytes.byteLength > CACHE_BYTES / 16 || cache.has(key)) return bytes;
  cache.set(key, bytes);
  cached += bytes.byteLength;
  for (const [k, v] of cache) {
    if (cached <= CACHE_BYTES) break;
    cache.delete(k);
    cached -= v.byteLength;
  }
  return bytes;
}
