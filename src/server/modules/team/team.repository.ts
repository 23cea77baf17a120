import type { Assignment } from '../../../shared/api';
import type { Db } from '../../db/connect';
import { fail } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { profileOf } from '../school/school-settings.service';

/** Checks teaching assignments against the school: its subjects in use and its active classes. */
export async function checkAssignments(db: Db, orgId: string, list: Assignment[]): Promise<void> {
  if (!list.length) return;
  const { subjectIds } = await profileOf(db, orgId);
  if (list.some((a) => !subjectIds.includes(a.subjectId)))
    throw fail.badRequest('学科不是本校开设的学科');
  const ids = [...new Set(list.map((a) => a.classId))];
  const found = await db
    .selectFrom('classes')
    .select('id')
    .where('orgId', '=', orgId)
    .where('type', '=', 2)
    .where('retiredAt', 'is', null)
    .where('id', 'in', ids)
    .execute();
  if (found.length !== ids.length) throw fail.badRequest('只能分配本校在用的班级');
}

/** Replaces a member's teaching assignments. */
export async function writeAssignments(
  db: Db,
  orgId: string,
  userId: string,
  list: Assignment[],
  now: number,
) {
  await db
    .deleteFrom('teacherAssignments')
    .where('orgId', '=', orgId)
    .where('userId', '=', userId)
    .execute();
  const unique = [...new Map(list.map((a) => [`${a.subjectId}|${a.classId}`, a])).values()];
  if (unique.length)
    await db
      .insertInto('teacherAssignments')
      .values(unique.map((a) => ({ id: newId(now), orgId, userId, ...a })))
      .execute();
}

/** How many creators a school has. */
export async function creatorCount(db: Db, orgId: string): Promise<number> {
  const rows = await db
    .selectFrom('memberships')
    .select('id')
    .where('orgId', '=', orgId)
    .where('isCreator', '=', 1)
    .execute();
  return rows.length;
}

/** Role flags an invitation gives. */
export const roleFlags = (role: string) => ({
  isCreator: 0 as const,
  isAdministrator: role === 'administrator' ? (1 as const) : (0 as const),
  isGradeDirector: role === 'gradeDirector' ? (1 as const) : (0 as const),
});
