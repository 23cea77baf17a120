import type { StudentRow } from '../../../shared/api';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/connect';
import { fail } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { requireAdmin, requireMembership } from '../system/access';

/** A student as the roster shows them. */
const studentColumns = [
  'students.id',
  'students.name',
  'students.examNo',
  'students.gender',
  'students.classId',
  'classes.name as className',
] as const;

/** Students of a school, of a class or matching a name / 考号 keyword. */
export async function listStudents(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  q: { classId?: string; keyword?: string },
): Promise<StudentRow[]> {
  await requireMembership(ctx.db, userId, orgId);
  let query = ctx.db
    .selectFrom('students')
    .innerJoin('classes', 'classes.id', 'students.classId')
    .select(studentColumns)
    .where('students.orgId', '=', orgId)
    .orderBy('classes.sort')
    .orderBy('students.examNo')
    .limit(2000);
  if (q.classId) query = query.where('students.classId', '=', q.classId);
  const k = q.keyword?.trim();
  if (k)
    query = query.where((eb) =>
      eb.or([eb('students.name', 'like', `%${k}%`), eb('students.examNo', 'like', `${k}%`)]),
    );
  const rows = await query.execute();
  return rows.map((r) => ({ ...r, gender: r.gender ?? null }));
}

/** An active class of the school, else 400. */
async function activeClass(db: Db, orgId: string, classId: string) {
  const c = await db
    .selectFrom('classes')
    .select(['id', 'type'])
    .where('orgId', '=', orgId)
    .where('id', '=', classId)
    .where('retiredAt', 'is', null)
    .executeTakeFirst();
  if (!c || c.type !== 2) throw fail.badRequest('班级不存在');
}

/** 400 when another student of the school has the 考号. */
async function examNoFree(db: Db, orgId: string, examNo: string, except?: string) {
  const other = await db
    .selectFrom('students')
    .select(['id', 'name'])
    .where('orgId', '=', orgId)
    .where('examNo', '=', examNo)
    .executeTakeFirst();
  if (other && other.id !== except) throw fail.badRequest(`考号 ${examNo} 已被 ${other.name} 使用`);
}

/** What a student is made of. */
type StudentInput = { name: string; examNo: string; gender: string | null; classId: string };

/** Adds a student to a class. */
export async function addStudent(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  s: StudentInput,
): Promise<string> {
  await requireAdmin(ctx.db, userId, orgId);
  await activeClass(ctx.db, orgId, s.classId);
  await examNoFree(ctx.db, orgId, s.examNo);
  const id = newId(ctx.now());
  await ctx.db
    .insertInto('students')
    .values({ id, orgId, createdAt: nowIso(ctx.now()), ...s, name: s.name.trim() })
    .execute();
  return id;
}

/** Edits a student; a new classId moves them to that class. */
export async function updateStudent(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  id: string,
  s: StudentInput,
): Promise<void> {
  await requireAdmin(ctx.db, userId, orgId);
  const found = await ctx.db
    .selectFrom('students')
    .select('id')
    .where('orgId', '=', orgId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) throw fail.notFound('学生不存在');
  await activeClass(ctx.db, orgId, s.classId);
  await examNoFree(ctx.db, orgId, s.examNo, id);
  await ctx.db
    .updateTable('students')
    .set({ ...s, name: s.name.trim() })
    .where('id', '=', id)
    .execute();
}

/** Removes a student who has no scanned pages (those keep the student for the results). */
export async function removeStudent(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  id: string,
): Promise<void> {
  await requireAdmin(ctx.db, userId, orgId);
  const scanned = await ctx.db
    .selectFrom('scanPages')
    .select('id')
    .where('studentId', '=', id)
    .executeTakeFirst();
  if (scanned) throw fail.badRequest('该学生已有答题卡记录，不能删除；可将其调到其他班级');
  await ctx.db.deleteFrom('students').where('orgId', '=', orgId).where('id', '=', id).execute();
}
