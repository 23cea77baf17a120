import type { CorrectReport, CorrectRow } from '../../../shared/api/data-center';
import type { ServerContext } from '../../context';
import { classPaperProgress, isMarked, progressKey, turnaroundMs } from './class-paper-progress';
import { directorGrade, gradePapers } from './director-grade';
import { withoutOrg } from './subject-report';

/**
 * 按时批改: a class's paper counts as marked on time when its last final score came within 72
 * hours (3 days) of its first scanned answer becoming markable; marked later is 逾期批改, and a
 * scanned paper still unmarked 72 hours on is 逾期未完成.
 */
export const MARKING_LIMIT_HOURS = 72;

/** 作业批改报表 of a grade: per teacher (who gave the paper) and class. */
export async function correctReport(
  ctx: ServerContext,
  userId: string,
  gradeId?: string,
): Promise<CorrectReport> {
  const grade = await directorGrade(ctx, userId, gradeId);
  const given = await gradePapers(ctx, grade.gradeId);
  const paperIds = [...new Set(given.map((g) => g.id))];
  const progress = await classPaperProgress(ctx.db, paperIds);
  const limit = MARKING_LIMIT_HOURS * 3600_000;
  const now = ctx.now();
  const className = new Map(grade.classes.map((c) => [c.id, c.name]));
  const rows = new Map<string, CorrectRow>();
  for (const g of given) {
    const k = `${g.ownerId}|${g.classId}`;
    const row = rows.get(k) ?? {
      teacherId: g.ownerId,
      teacherName: g.ownerName,
      classId: g.classId,
      className: className.get(g.classId) ?? '',
      assigned: 0,
      scanned: 0,
      marked: 0,
      onTime: 0,
      late: 0,
      overdue: 0,
      completion: null,
    };
    rows.set(k, row);
    row.assigned++;
    const t = progress.get(progressKey(g.id, g.classId));
    if (!t || t.n === 0) continue;
    row.scanned++;
    const start = Date.parse(String(t.firstAt ?? t.lastAt));
    if (isMarked(t)) {
      row.marked++;
      const took = turnaroundMs(t);
      if (took !== null && took <= limit) row.onTime++;
      else row.late++;
    } else if (now - start > limit) row.overdue++;
  }
  const order = new Map(grade.classes.map((c, i) => [c.id, i]));
  const list = [...rows.values()]
    .map((r) => ({ ...r, completion: r.assigned === 0 ? null : r.marked / r.assigned }))
    .sort(
      (a, b) =>
        a.teacherName.localeCompare(b.teacherName, 'zh') ||
        (order.get(a.classId) ?? 0) - (order.get(b.classId) ?? 0),
    );
  return { ...withoutOrg(grade), limitHours: MARKING_LIMIT_HOURS, rows: list };
}
