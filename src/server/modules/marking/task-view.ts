import type { TaskView } from '../../../shared/api/marking';
import { arg, hot, hotFirst } from '../../db/hot-query';
import type { Db } from '../../db/connect';
import type { MarkingTaskTable } from '../../db/database';
import type { BlockAccess } from './marking-access';
import type { PageRef } from './item-sync';

/** The URL (under /api) of an item's i-th answer image. */
export const cropUrl = (itemId: string, index: number): string =>
  `/teacher/marking/items/${itemId}/crops/${index}`;

/** An item's answer images, in block order. */
export async function cropsOf(db: Db, itemId: string, pages: string) {
  const refs = JSON.parse(pages) as PageRef[];
  if (!refs.length) return [];
  const pageIds = [...new Set(refs.map((r) => r.pageId))];
  const { rows } = await hot(
    db,
    `cropsOf:${pageIds.length}`,
    (db) =>
      db
        .selectFrom('markingCrops')
        .select(['pageId', 'elementId', 'width', 'height'])
        .where(
          'pageId',
          'in',
          pageIds.map((_, i) => arg(i)),
        ),
    pageIds,
  );
  return refs.flatMap((r, i) => {
    const c = rows.find((x) => x.pageId === r.pageId && x.elementId === r.elementId);
    return c ? [{ url: cropUrl(itemId, i), width: c.width, height: c.height }] : [];
  });
}

/**
 * A 评次 as the marker sees it: images only; the student's name only when a class's own teacher
 * marks it alone (by class, 单评); earlier scores only for the 题组长's ruling.
 */
export async function taskView(db: Db, a: BlockAccess, task: MarkingTaskTable): Promise<TaskView> {
  const item = await hotFirst(
    db,
    'taskViewItem',
    (db) =>
      db
        .selectFrom('markingItems')
        .select(['id', 'pages', 'blank', 'studentId', 'example'])
        .where('id', '=', arg(0)),
    [task.itemId],
  );
  if (!item) throw new Error(`marking item ${task.itemId} not found`);
  let student: TaskView['student'] = null;
  if (a.assign === 'class' && a.block.mode === 'single') {
    const s = await db
      .selectFrom('students')
      .innerJoin('classes', 'classes.id', 'students.classId')
      .select(['students.name', 'classes.name as className'])
      .where('students.id', '=', item.studentId)
      .executeTakeFirst();
    student = s ?? null;
  }
  let earlier: TaskView['earlier'] = null;
  if (task.round === 4) {
    const rows = await db
      .selectFrom('markingTasks')
      .select(['round', 'scores'])
      .where('itemId', '=', item.id)
      .where('status', '=', 'done')
      .where('round', '<', 4)
      .orderBy('round')
      .execute();
    earlier = rows.map((r) => ({ round: r.round, scores: JSON.parse(r.scores!) as number[] }));
  }
  return {
    taskId: task.id,
    itemId: item.id,
    blockId: task.blockId,
    round: task.round,
    crops: await cropsOf(db, item.id, item.pages),
    blank: item.blank === 1,
    leaseUntil: task.leaseUntil,
    student,
    scores: task.scores ? (JSON.parse(task.scores) as number[]) : null,
    annotations: task.annotations ? (JSON.parse(task.annotations) as unknown) : null,
    earlier,
    example: item.example,
  };
}
