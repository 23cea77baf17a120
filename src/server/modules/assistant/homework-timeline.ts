import type { AssistantClassTimeline } from '../../../shared/api/assistant';
import type { ServerContext } from '../../context';
import type { Homework } from './homework-load';

/**
 * 时间顺序 of a homework's submissions: per class of the analysis, when each student counted as
 * 已交 (a `student_totals` row, not 缺考) handed in, i.e. the creation time of their first scanned
 * page of the paper; earliest first. A class with no scanned page has no times.
 */
export async function submissionTimeline(
  ctx: ServerContext,
  hw: Homework,
): Promise<AssistantClassTimeline[]> {
  const ids = hw.analysis.classes.map((c) => c.classId);
  if (!ids.length) return [];
  const rows = await ctx.db
    .selectFrom('studentTotals as t')
    .innerJoin('scanPages as p', (j) =>
      j.onRef('p.paperId', '=', 't.paperId').onRef('p.studentId', '=', 't.studentId'),
    )
    .select(['t.classId', 't.studentId', (eb) => eb.fn.min('p.createdAt').as('at')])
    .where('t.paperId', '=', hw.paper.id)
    .where('t.absent', '=', 0)
    .where('t.classId', 'in', ids)
    .groupBy(['t.classId', 't.studentId'])
    .execute();
  return hw.analysis.classes.map((c) => ({
    classId: c.classId,
    className: c.className,
    times: rows
      .filter((r) => r.classId === c.classId)
      .map((r) => String(r.at))
      .sort(),
  }));
}
