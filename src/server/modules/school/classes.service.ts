import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { nowIso } from '../../lib/ids';
import { forgetMarkingAccess } from '../marking/marking-access-cache';
import { requireAdmin } from '../system/access';
import { findActiveClass } from './school.repository';

/** Renames a grade or a class (names stay unique among active siblings). */
export async function renameClass(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  id: string,
  name: string,
): Promise<void> {
  await requireAdmin(ctx.db, userId, orgId);
  const row = await findActiveClass(ctx.db, orgId, id);
  if (!row) throw fail.notFound('年级或班级不存在');
  let clash = ctx.db
    .selectFrom('classes')
    .select('id')
    .where('orgId', '=', orgId)
    .where('type', '=', row.type)
    .where('name', '=', name.trim())
    .where('retiredAt', 'is', null)
    .where('id', '!=', id);
  clash = row.pid ? clash.where('pid', '=', row.pid) : clash;
  if (await clash.executeTakeFirst()) throw fail.badRequest(`已有“${name.trim()}”`);
  await ctx.db.updateTable('classes').set({ name: name.trim() }).where('id', '=', id).execute();
}

/**
 * Retires a class (or a grade with all its classes): it leaves every choice but stays for the
 * history of papers and scans. A class with students is refused until they are moved.
 */
export async function retireClass(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  id: string,
): Promise<void> {
  await requireAdmin(ctx.db, userId, orgId);
  const row = await findActiveClass(ctx.db, orgId, id);
  if (!row) throw fail.notFound('年级或班级不存在');
  const ids = [id];
  if (row.type === 1) {
    const children = await ctx.db
      .selectFrom('classes')
      .select('id')
      .where('pid', '=', id)
      .where('retiredAt', 'is', null)
      .execute();
    ids.push(...children.map((c) => c.id));
  }
  const withStudents = await ctx.db
    .selectFrom('students')
    .select('id')
    .where('classId', 'in', ids)
    .executeTakeFirst();
  if (withStudents) throw fail.badRequest('该班级还有学生，请先将学生调到其他班级');
  const at = nowIso(ctx.now());
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('classes').set({ retiredAt: at }).where('id', 'in', ids).execute();
    await trx.deleteFrom('teacherAssignments').where('classId', 'in', ids).execute();
    if (row.type === 1)
      await trx
        .updateTable('memberships')
        .set({ defaultClassId: null })
        .where('defaultClassId', '=', id)
        .execute();
  });
  // Its teachers no longer mark it (阅卷按班级).
  forgetMarkingAccess({ orgId });
}
