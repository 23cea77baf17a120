import type { DataCenterGrade } from '../../../shared/api/data-center';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { requireMembership } from '../system/access';

/**
 * The grade a 数据中心 report covers, for a grade director of its school only (anyone else 403,
 * another school's grade 403 as well): the asked grade, else the director's default 学年.
 */
export async function directorGrade(
  ctx: ServerContext,
  userId: string,
  gradeId?: string,
): Promise<DataCenterGrade & { orgId: string }> {
  let orgId: string;
  let id = gradeId;
  if (gradeId) {
    const g = await ctx.db
      .selectFrom('classes')
      .select('orgId')
      .where('id', '=', gradeId)
      .where('type', '=', 1)
      .executeTakeFirst();
    if (!g) throw fail.notFound('年级不存在');
    orgId = g.orgId;
  } else {
    const u = await ctx.db
      .selectFrom('users')
      .select('defaultOrgId')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!u?.defaultOrgId) throw fail.forbidden();
    orgId = u.defaultOrgId;
  }
  const m = await requireMembership(ctx.db, userId, orgId);
  if (m.isGradeDirector !== 1) throw fail.forbidden();
  id ??= m.defaultClassId ?? undefined;
  if (!id) throw fail.badRequest('请先选择学年');
  const grade = await ctx.db
    .selectFrom('classes')
    .select(['id', 'name'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const classes = await ctx.db
    .selectFrom('classes')
    .leftJoin('students', 'students.classId', 'classes.id')
    .select(['classes.id', 'classes.name', (eb) => eb.fn.count<number>('students.id').as('n')])
    .where('classes.pid', '=', id)
    .where('classes.type', '=', 2)
    .groupBy(['classes.id', 'classes.name', 'classes.sort'])
    .orderBy('classes.sort')
    .orderBy('classes.name')
    .execute();
  return {
    orgId,
    gradeId: grade.id,
    gradeName: grade.name,
    classes: classes.map((c) => ({ id: c.id, name: c.name, students: Number(c.n) })),
  };
}

/** Papers given to the grade's classes (one row per paper and class), oldest first. */
export async function gradePapers(ctx: ServerContext, gradeId: string) {
  return ctx.db
    .selectFrom('paperClasses')
    .innerJoin('classes', 'classes.id', 'paperClasses.classId')
    .innerJoin('papers', 'papers.id', 'paperClasses.paperId')
    .innerJoin('subjects', 'subjects.id', 'papers.subjectId')
    .innerJoin('users', 'users.id', 'papers.ownerId')
    .select([
      'papers.id',
      'papers.title',
      'papers.subjectId',
      'papers.fullMarks',
      'papers.ownerId',
      'users.displayName as ownerName',
      'subjects.name as subjectName',
      'subjects.sort as subjectSort',
      'paperClasses.classId',
      'paperClasses.assignedAt',
    ])
    .where('classes.pid', '=', gradeId)
    .where('papers.deletedAt', 'is', null)
    .where('papers.isBasket', '=', 0)
    .orderBy('paperClasses.assignedAt')
    .orderBy('papers.id')
    .execute();
}
