import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { isAdmin, requireMemberOf } from '../system/access';

/**
 * A student whose 学情 the user may read: the school's administrators and grade directors, and the
 * teachers of the student's class; another school's student answers 404 as an unknown id does.
 */
export async function readableStudent(ctx: ServerContext, userId: string, studentId: string) {
  const s = await ctx.db
    .selectFrom('students')
    .innerJoin('classes', 'classes.id', 'students.classId')
    .select([
      'students.id',
      'students.name',
      'students.examNo',
      'students.orgId',
      'students.classId',
      'classes.name as className',
    ])
    .where('students.id', '=', studentId)
    .executeTakeFirst();
  if (!s) throw fail.notFound('学生不存在');
  const m = await requireMemberOf(ctx.db, userId, s.orgId, '学生不存在');
  if (isAdmin(m) || m.isGradeDirector === 1) return s;
  const teaches = await ctx.db
    .selectFrom('teacherAssignments')
    .select('id')
    .where('userId', '=', userId)
    .where('classId', '=', s.classId)
    .executeTakeFirst();
  if (!teaches) throw fail.forbidden();
  return s;
}

/** The classes (with students) a user may pick on 学生学情: all of the default grade for directors. */
export async function personClasses(ctx: ServerContext, userId: string) {
  const u = await ctx.db
    .selectFrom('users')
    .select('defaultOrgId')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!u?.defaultOrgId) return { classes: [] };
  const m = await requireMemberOf(ctx.db, userId, u.defaultOrgId, '学校不存在');
  const all = isAdmin(m) || m.isGradeDirector === 1;
  const classes = await ctx.db
    .selectFrom('classes')
    .select(['id', 'name'])
    .where('orgId', '=', u.defaultOrgId)
    .where('type', '=', 2)
    .where('retiredAt', 'is', null)
    .$if(all && m.defaultClassId !== null, (q) => q.where('pid', '=', m.defaultClassId))
    .$if(!all, (q) =>
      q.where('id', 'in', (eb) =>
        eb.selectFrom('teacherAssignments').select('classId').where('userId', '=', userId),
      ),
    )
    .orderBy('sort')
    .orderBy('name')
    .execute();
  const students = classes.length
    ? await ctx.db
        .selectFrom('students')
        .select(['id', 'name', 'examNo', 'classId'])
        .where(
          'classId',
          'in',
          classes.map((c) => c.id),
        )
        .orderBy('examNo')
        .execute()
    : [];
  return {
    classes: classes.map((c) => ({
      ...c,
      students: students
        .filter((s) => s.classId === c.id)
        .map(({ id, name, examNo }) => ({ id, name, examNo })),
    })),
  };
}
