import type { BlockField } from '../../../shared/api/marking';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { blobStoreOf } from '../../storage/blobs';
import type { PageRef } from '../marking/item-sync';
import type { HomeworkAccess } from './homework-load';

/** A marking item (a block's answer of one student) as 作业助手 shows it. */
export interface HomeworkItem {
  id: string;
  studentId: string;
  classId: string;
  /** The paper questions its block scores. */
  questionIds: string[];
  images: number;
  example: string | null;
  exampleNote: string | null;
  finalTotal: number | null;
}

/** The paper's marking items that still count (not withdrawn), with the questions of their block. */
export async function homeworkItems(ctx: ServerContext, paperId: string): Promise<HomeworkItem[]> {
  const rows = await ctx.db
    .selectFrom('markingItems')
    .innerJoin('markingBlocks', 'markingBlocks.id', 'markingItems.blockId')
    .select([
      'markingItems.id',
      'markingItems.studentId',
      'markingItems.classId',
      'markingItems.pages',
      'markingItems.example',
      'markingItems.exampleNote',
      'markingItems.finalTotal',
      'markingBlocks.fields',
    ])
    .where('markingItems.paperId', '=', paperId)
    .where('markingItems.status', '!=', 'withdrawn')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    studentId: r.studentId,
    classId: r.classId,
    questionIds: [...new Set((JSON.parse(r.fields) as BlockField[]).map((f) => f.questionId))],
    images: (JSON.parse(r.pages) as PageRef[]).length,
    example: r.example,
    exampleNote: r.exampleNote,
    finalTotal: r.finalTotal === null ? null : Number(r.finalTotal),
  }));
}

/** Items by `${studentId}/${questionId}`. */
export const itemIndex = (items: readonly HomeworkItem[]): Map<string, HomeworkItem> => {
  const map = new Map<string, HomeworkItem>();
  for (const it of items) for (const q of it.questionIds) map.set(`${it.studentId}/${q}`, it);
  return map;
};

/**
 * The bytes of an item's i-th answer image, for a user who may see the item's class of this
 * homework (404 for an item of another paper, 403 for a class the user does not teach).
 */
export async function homeworkCrop(
  ctx: ServerContext,
  hw: HomeworkAccess,
  itemId: string,
  index: number,
): Promise<Uint8Array> {
  const item = await ctx.db
    .selectFrom('markingItems')
    .select(['classId', 'pages'])
    .where('id', '=', itemId)
    .where('paperId', '=', hw.paper.id)
    .executeTakeFirst();
  if (!item) throw fail.notFound('答卷不存在');
  if (!hw.readable(item.classId)) throw fail.forbidden();
  const ref = (JSON.parse(item.pages) as PageRef[])[index];
  if (!ref) throw fail.notFound('答卷图片不存在');
  const crop = await ctx.db
    .selectFrom('markingCrops')
    .select('blobKey')
    .where('pageId', '=', ref.pageId)
    .where('elementId', '=', ref.elementId)
    .executeTakeFirst();
  if (!crop) throw fail.notFound('答卷图片尚未裁切');
  return blobStoreOf(ctx).get(crop.blobKey);
}
