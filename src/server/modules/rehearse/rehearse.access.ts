import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { isAdmin, requireMemberOf } from '../system/access';

/**
 * A class whose 错题 the user may read and practise: the school's administrators and grade
 * directors, and the class's teachers; another school's class answers 404 like an unknown id.
 */
export async function readableClass(ctx: ServerContext, userId: string, classId: string) {
  const c = await ctx.db
    .selectFrom('classes')
    .select(['id', 'name', 'orgId', 'pid'])
    .where('id', '=', classId)
    .where('type', '=', 2)
    .executeTakeFirst();
  if (!c) throw fail.notFound('班级不存在');
  const m = await requireMemberOf(ctx.db, userId, c.orgId, '班级不存在');
  if (isAdmin(m) || m.isGradeDirector === 1) return { ...c, admin: isAdmin(m) };
  const teaches = await ctx.db
    .selectFrom('teacherAssignments')
    .select('id')
    .where('userId', '=', userId)
    .where('classId', '=', classId)
    .executeTakeFirst();
  if (!teaches) throw fail.forbidden();
  return { ...c, admin: false };
}

/** Every class of a list readable by the user (404/403 on the first that is not); their school. */
export async function readableClasses(ctx: ServerContext, userId: string, classIds: string[]) {
  const out = [];
  for (const id of new Set(classIds)) out.push(await readableClass(ctx, userId, id));
  const orgs = new Set(out.map((c) => c.orgId));
  if (orgs.size !== 1) throw fail.badRequest('请选择同一学校的班级');
  return { classes: out, orgId: out[0]!.orgId };
}
