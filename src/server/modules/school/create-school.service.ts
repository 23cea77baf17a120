import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { findUser } from '../system/system.repository';
import { saveProfile } from './school.repository';

/**
 * A new school whose creator (and administrator) is the caller, with its 学段 and their subjects
 * in use; it becomes the caller's default school when they had none. Grades are added afterwards
 * in 学校设置.
 */
export async function createSchool(
  ctx: ServerContext,
  userId: string,
  body: { name: string; stageIds: string[] },
): Promise<string> {
  const user = await findUser(ctx.db, userId);
  if (!user) throw fail.unauthorized();
  const subjects = await ctx.db
    .selectFrom('subjects')
    .select('id')
    .where('stageId', 'in', body.stageIds)
    .execute();
  if (!subjects.length) throw fail.badRequest('学段不存在');
  const orgId = newId(ctx.now());
  const at = nowIso(ctx.now());
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('orgs')
      .values({ id: orgId, name: body.name.trim(), logo: '', createdAt: at })
      .execute();
    await trx
      .insertInto('memberships')
      .values({
        id: newId(ctx.now()),
        orgId,
        userId,
        isCreator: 1,
        isAdministrator: 1,
        isGradeDirector: 0,
        defaultClassId: null,
        createdAt: at,
      })
      .execute();
    await saveProfile(trx, {
      orgId,
      stageIds: body.stageIds,
      subjectIds: subjects.map((s) => s.id),
      updatedBy: userId,
      updatedAt: at,
    });
    if (!user.defaultOrgId)
      await trx
        .updateTable('users')
        .set({ defaultOrgId: orgId })
        .where('id', '=', userId)
        .execute();
  });
  return orgId;
}
