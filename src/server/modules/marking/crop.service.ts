import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import type { BlobStore } from '../../storage/blob-store';
import type { PageRef } from './item-sync';
import { blockAccess } from './marking-access';

/** An item of a block the caller marks, leads or manages (else 403). */
export async function itemInReach(ctx: ServerContext, userId: string, itemId: string) {
  const item = await ctx.db
    .selectFrom('markingItems')
    .selectAll()
    .where('id', '=', itemId)
    .executeTakeFirst();
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
  const crop = await ctx.db
    .selectFrom('markingCrops')
    .select('blobKey')
    .where('pageId', '=', ref.pageId)
    .where('elementId', '=', ref.elementId)
    .executeTakeFirst();
  if (!crop) throw fail.notFound('答卷图片尚未裁切');
  return store.get(crop.blobKey);
}
