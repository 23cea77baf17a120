import type { ScanAbsenceBody } from '../../../shared/api/scan';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { nowIso } from '../../lib/ids';
import { refreshStudentScores } from '../marking/scores.repository';
import { scope } from './results.service';

/**
 * 收卷核对's 标记缺考 / 取消缺考: records (or removes) the student as absent on the paper, under the
 * paper's scan rule for the student's class, and rewrites the student's scores read model so the
 * totals count them 缺考 as they do for the 缺考 bubble.
 */
export async function setAbsence(ctx: ServerContext, userId: string, body: ScanAbsenceBody) {
  const student = await ctx.db
    .selectFrom('students')
    .select(['id', 'classId'])
    .where('id', '=', body.studentId)
    .executeTakeFirst();
  if (!student) throw fail.notFound('学生不存在');
  const { paper } = await scope(ctx, userId, body.paperId, [student.classId]);
  const now = Date.now();
  if (body.absent)
    await ctx.db
      .insertInto('scanAbsences')
      .values({
        paperId: paper.id,
        studentId: student.id,
        orgId: paper.orgId,
        markedBy: userId,
        markedAt: nowIso(now),
      })
      .onConflict((oc) => oc.columns(['paperId', 'studentId']).doNothing())
      .execute();
  else
    await ctx.db
      .deleteFrom('scanAbsences')
      .where('paperId', '=', paper.id)
      .where('studentId', '=', student.id)
      .execute();
  await refreshStudentScores(ctx.db, paper.id, student.id, now);
  return { studentId: student.id, absent: body.absent };
}
