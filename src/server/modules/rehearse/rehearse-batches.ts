import type { ServerContext } from '../../context';
import { readableClass } from './rehearse.access';

/** The practice batches of a class, newest first: sets made, and how many are scored. */
export async function classBatches(ctx: ServerContext, userId: string, classId: string) {
  const c = await readableClass(ctx, userId, classId);
  const rows = await ctx.db
    .selectFrom('rehearseSets')
    .innerJoin('subjects', 'subjects.id', 'rehearseSets.subjectId')
    .select([
      'rehearseSets.batchId',
      'subjects.name as subjectName',
      (eb) => eb.fn.min('rehearseSets.createdAt').as('createdAt'),
      (eb) => eb.fn.countAll<number>().as('sets'),
      (eb) =>
        eb.fn
          .sum<number>(eb.case().when('rehearseSets.status', '=', 'applied').then(1).else(0).end())
          .as('applied'),
    ])
    .where('rehearseSets.classId', '=', c.id)
    .groupBy(['rehearseSets.batchId', 'subjects.name'])
    .execute();
  return {
    batches: rows
      .map((r) => ({
        batchId: r.batchId,
        subjectName: r.subjectName,
        createdAt: String(r.createdAt),
        sets: Number(r.sets),
        applied: Number(r.applied ?? 0),
      }))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  };
}
