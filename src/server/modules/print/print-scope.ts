import type { StudentScope } from '../../../shared/api';
import { isPrintableExamNo, type PrintStudent } from '../../../print';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { requireMemberOf } from '../system/access';
import { classesOfGrade, findClassesById, studentsOfClasses } from './print.repository';

/** The students a class print is for, and how to name them in a file name. */
export interface ScopeStudents {
  orgId: string;
  /** 初二(1)班, 初二(1)班等3个班, or the grade's name. */
  label: string;
  students: PrintStudent[];
}

const GRADE = 1;
const CLASS = 2;

/** The classes of a scope, all of one school the user belongs to (or of `orgId` when given). */
async function scopeClasses(
  ctx: ServerContext,
  userId: string,
  scope: StudentScope,
  orgId?: string,
) {
  if (scope.gradeId) {
    const [grade] = await findClassesById(ctx.db, [scope.gradeId]);
    const gone = '所选年级不存在';
    if (!grade || grade.type !== GRADE || (orgId && grade.orgId !== orgId))
      throw fail.notFound(gone);
    await requireMemberOf(ctx.db, userId, grade.orgId, gone);
    return {
      orgId: grade.orgId,
      label: grade.name,
      classes: await classesOfGrade(ctx.db, grade.id),
    };
  }
  const ids = [...new Set(scope.classIds ?? [])];
  const classes = await findClassesById(ctx.db, ids);
  if (classes.length !== ids.length || classes.some((c) => c.type !== CLASS))
    throw fail.notFound('所选班级不存在');
  const org = classes[0]!.orgId;
  if (classes.some((c) => c.orgId !== org) || (orgId && org !== orgId))
    throw fail.notFound('所选班级不存在');
  await requireMemberOf(ctx.db, userId, org, '所选班级不存在');
  const label =
    classes.length === 1 ? classes[0]!.name : `${classes[0]!.name}等${classes.length}个班`;
  return { orgId: org, label, classes };
}

/**
 * Resolves who a class print is for: checks the user belongs to the school (403), that the
 * classes exist (404), that there are students (400) and that every 考号 can be encoded (400).
 */
export async function scopeStudents(
  ctx: ServerContext,
  userId: string,
  scope: StudentScope,
  orgId?: string,
): Promise<ScopeStudents> {
  const found = await scopeClasses(ctx, userId, scope, orgId);
  const students = await studentsOfClasses(
    ctx.db,
    found.classes.map((c) => c.id),
  );
  if (students.length === 0) throw fail.badRequest('所选班级还没有学生');
  const bad = students.filter((s) => !isPrintableExamNo(s.examNo));
  if (bad.length > 0)
    throw fail.badRequest(
      `以下学生的考号只能由字母和数字组成（最多 32 位）：${bad
        .slice(0, 5)
        .map((s) => `${s.name}（${s.examNo}）`)
        .join('、')}${bad.length > 5 ? ` 等${bad.length}人` : ''}`,
    );
  return { orgId: found.orgId, label: found.label, students };
}
