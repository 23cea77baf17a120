import type { Assignment, Member, TeamView } from '../../../shared/api';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { forgetMarkingAccess } from '../marking/marking-access-cache';
import { isAdmin, requireAdmin, requireMembership } from '../system/access';
import { findMembership, findOrg } from '../system/system.repository';
import { listInvitations, listRequests } from './invitations.service';
import { checkAssignments, creatorCount, writeAssignments } from './team.repository';

/** The members of a school with roles and assignments; administrators also get invitations and requests. */
export async function teamView(
  ctx: ServerContext,
  userId: string,
  orgId: string,
): Promise<TeamView> {
  const m = await requireMembership(ctx.db, userId, orgId);
  const org = await findOrg(ctx.db, orgId);
  const rows = await ctx.db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.userId')
    .select([
      'users.id as userId',
      'users.username',
      'users.displayName',
      'users.avatar',
      'memberships.isCreator',
      'memberships.isAdministrator',
      'memberships.isGradeDirector',
      'memberships.createdAt',
    ])
    .where('memberships.orgId', '=', orgId)
    .orderBy('memberships.createdAt')
    .execute();
  const assignments = await ctx.db
    .selectFrom('teacherAssignments')
    .innerJoin('subjects', 'subjects.id', 'teacherAssignments.subjectId')
    .innerJoin('classes', 'classes.id', 'teacherAssignments.classId')
    .select([
      'teacherAssignments.userId',
      'teacherAssignments.subjectId',
      'teacherAssignments.classId',
      'subjects.name as subjectName',
      'classes.name as className',
    ])
    .where('teacherAssignments.orgId', '=', orgId)
    .orderBy('subjects.sort')
    .orderBy('classes.sort')
    .execute();
  const members: Member[] = rows.map((r) => ({
    userId: r.userId,
    username: r.username,
    displayName: r.displayName,
    avatar: r.avatar,
    isCreator: r.isCreator === 1,
    isAdministrator: r.isAdministrator === 1,
    gradeDirector: r.isGradeDirector === 1,
    assignments: assignments
      .filter((a) => a.userId === r.userId)
      .map(({ subjectId, classId, subjectName, className }) => ({
        subjectId,
        classId,
        subjectName,
        className,
      })),
    joinedAt: r.createdAt,
  }));
  const admin = isAdmin(m);
  return {
    orgName: org?.name ?? '',
    canManage: admin,
    isCreator: m.isCreator === 1,
    members,
    invitations: admin ? await listInvitations(ctx, orgId) : [],
    requests: admin ? await listRequests(ctx, orgId) : [],
  };
}

/**
 * Changes a member's roles (administrators; only a creator gives or takes the creator role or
 * changes another creator). The last creator keeps the role.
 */
export async function changeRoles(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  memberId: string,
  roles: { isCreator: boolean; isAdministrator: boolean; gradeDirector: boolean },
): Promise<void> {
  const me = await requireAdmin(ctx.db, userId, orgId);
  const target = await findMembership(ctx.db, memberId, orgId);
  if (!target) throw fail.notFound('成员不存在');
  const creatorChange = roles.isCreator !== (target.isCreator === 1);
  if ((creatorChange || target.isCreator === 1) && me.isCreator !== 1)
    throw fail.forbidden('只有学校创建者可以更改创建者的身份');
  if (target.isCreator === 1 && !roles.isCreator && (await creatorCount(ctx.db, orgId)) <= 1)
    throw fail.badRequest('学校至少要有一位创建者，请先指定另一位创建者');
  await ctx.db
    .updateTable('memberships')
    .set({
      isCreator: roles.isCreator ? 1 : 0,
      // A creator always administers the school.
      isAdministrator: roles.isAdministrator || roles.isCreator ? 1 : 0,
      isGradeDirector: roles.gradeDirector ? 1 : 0,
    })
    .where('id', '=', target.id)
    .execute();
  forgetMarkingAccess({ userId: memberId });
}

/** Replaces a member's subjects and classes (administrators). */
export async function changeAssignments(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  memberId: string,
  list: Assignment[],
): Promise<void> {
  await requireAdmin(ctx.db, userId, orgId);
  if (!(await findMembership(ctx.db, memberId, orgId))) throw fail.notFound('成员不存在');
  await checkAssignments(ctx.db, orgId, list);
  await ctx.db
    .transaction()
    .execute((trx) => writeAssignments(trx, orgId, memberId, list, ctx.now()));
  // Their classes, and the paper owners' (who mark the classes nobody teaches).
  forgetMarkingAccess({ orgId });
}

/**
 * Removes a member (an administrator removing someone, or anyone leaving). Their papers stay with
 * the school; their teaching assignments end. The last creator can neither leave nor be removed.
 */
export async function removeMember(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  memberId: string,
): Promise<void> {
  const me = await requireMembership(ctx.db, userId, orgId);
  if (memberId !== userId && !isAdmin(me)) throw fail.forbidden();
  const target = await findMembership(ctx.db, memberId, orgId);
  if (!target) throw fail.notFound('成员不存在');
  if (target.isCreator === 1 && memberId !== userId && me.isCreator !== 1)
    throw fail.forbidden('只有学校创建者可以移除创建者');
  if (target.isCreator === 1 && (await creatorCount(ctx.db, orgId)) <= 1)
    throw fail.badRequest('学校至少要有一位创建者，请先指定另一位创建者');
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('teacherAssignments')
      .where('orgId', '=', orgId)
      .where('userId', '=', memberId)
      .execute();
    await trx.deleteFrom('memberships').where('id', '=', target.id).execute();
    const user = await trx
      .selectFrom('users')
      .select('defaultOrgId')
      .where('id', '=', memberId)
      .executeTakeFirst();
    if (user?.defaultOrgId === orgId) {
      const next = await trx
        .selectFrom('memberships')
        .select('orgId')
        .where('userId', '=', memberId)
        .orderBy('createdAt')
        .executeTakeFirst();
      await trx
        .updateTable('users')
        .set({ defaultOrgId: next?.orgId ?? null })
        .where('id', '=', memberId)
        .execute();
    }
  });
  forgetMarkingAccess({ orgId });
}
