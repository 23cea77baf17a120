import { randomBytes } from 'node:crypto';
import type {
  Assignment,
  Invitation,
  InvitePublic,
  InviteRole,
  JoinRequest,
} from '../../../shared/api';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/connect';
import type { InvitationTable } from '../../db/database';
import { fail } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { forgetMarkingAccess } from '../marking/marking-access-cache';
import { requireAdmin } from '../system/access';
import { findMembership } from '../system/system.repository';
import { checkAssignments, roleFlags, writeAssignments } from './team.repository';

/** What an invitation's state is now. */
function statusOf(inv: InvitationTable, now: number): Invitation['status'] {
  if (inv.revokedAt) return '已撤销';
  if (Date.parse(inv.expiresAt) <= now) return '已过期';
  if (inv.maxUses !== null && inv.uses >= inv.maxUses) return '已用完';
  return '有效';
}

const assignmentsOf = (inv: InvitationTable) => JSON.parse(inv.assignments) as Assignment[];

/** Makes an invitation link (administrators): role and classes set in advance, expiry, uses, approval. */
export async function createInvitation(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  body: {
    role: InviteRole;
    assignments: Assignment[];
    expiresInDays: number;
    singleUse: boolean;
    requiresApproval: boolean;
    note: string;
  },
): Promise<Invitation> {
  await requireAdmin(ctx.db, userId, orgId);
  await checkAssignments(ctx.db, orgId, body.assignments);
  const now = ctx.now();
  const id = newId(now);
  await ctx.db
    .insertInto('invitations')
    .values({
      id,
      orgId,
      code: randomBytes(12).toString('base64url'),
      role: body.role,
      assignments: JSON.stringify(body.assignments),
      expiresAt: nowIso(now + body.expiresInDays * 24 * 3600 * 1000),
      maxUses: body.singleUse ? 1 : null,
      uses: 0,
      requiresApproval: body.requiresApproval ? 1 : 0,
      note: body.note.trim(),
      revokedAt: null,
      createdBy: userId,
      createdAt: nowIso(now),
    })
    .execute();
  return (await listInvitations(ctx, orgId)).find((i) => i.id === id)!;
}

/** The invitations of a school, newest first. */
export async function listInvitations(ctx: ServerContext, orgId: string): Promise<Invitation[]> {
  const rows = await ctx.db
    .selectFrom('invitations')
    .innerJoin('users', 'users.id', 'invitations.createdBy')
    .selectAll('invitations')
    .select('users.displayName as creatorName')
    .where('invitations.orgId', '=', orgId)
    .orderBy('invitations.createdAt', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    role: r.role as InviteRole,
    assignments: assignmentsOf(r),
    expiresAt: r.expiresAt,
    singleUse: r.maxUses === 1,
    uses: r.uses,
    requiresApproval: r.requiresApproval === 1,
    note: r.note,
    status: statusOf(r, ctx.now()),
    createdBy: r.creatorName,
    createdAt: r.createdAt,
  }));
}

/** Revokes an invitation: its link stops working at once. */
export async function revokeInvitation(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  id: string,
) {
  await requireAdmin(ctx.db, userId, orgId);
  const res = await ctx.db
    .updateTable('invitations')
    .set({ revokedAt: nowIso(ctx.now()) })
    .where('id', '=', id)
    .where('orgId', '=', orgId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw fail.notFound('邀请不存在或已撤销');
}

const findByCode = (db: Db, code: string) =>
  db.selectFrom('invitations').selectAll().where('code', '=', code).executeTakeFirst();

/** What /invite shows before anyone signs in: the school, role, inviter and state. */
export async function publicInvitation(ctx: ServerContext, code: string): Promise<InvitePublic> {
  const inv = await findByCode(ctx.db, code);
  if (!inv) throw fail.notFound('邀请链接无效');
  const org = await ctx.db
    .selectFrom('orgs')
    .select(['name', 'logo'])
    .where('id', '=', inv.orgId)
    .executeTakeFirstOrThrow();
  const inviter = await ctx.db
    .selectFrom('users')
    .select('displayName')
    .where('id', '=', inv.createdBy)
    .executeTakeFirstOrThrow();
  const classIds = assignmentsOf(inv).map((a) => a.classId);
  const classes = classIds.length
    ? await ctx.db
        .selectFrom('classes')
        .select('name')
        .where('id', 'in', classIds)
        .orderBy('sort')
        .execute()
    : [];
  return {
    orgName: org.name,
    logo: org.logo,
    role: inv.role as InviteRole,
    inviter: inviter.displayName,
    expiresAt: inv.expiresAt,
    requiresApproval: inv.requiresApproval === 1,
    status: statusOf(inv, ctx.now()),
    classes: [...new Set(classes.map((c) => c.name))],
  };
}

/** Makes the user a member with the invitation's role and classes. */
async function admit(db: Db, inv: InvitationTable, userId: string, now: number) {
  await db
    .insertInto('memberships')
    .values({
      id: newId(now),
      orgId: inv.orgId,
      userId,
      ...roleFlags(inv.role),
      defaultClassId: null,
      createdAt: nowIso(now),
    })
    .execute();
  await writeAssignments(db, inv.orgId, userId, assignmentsOf(inv), now);
  await db
    .updateTable('users')
    .set({ defaultOrgId: inv.orgId })
    .where('id', '=', userId)
    .where('defaultOrgId', 'is', null)
    .execute();
}

/**
 * Uses an invitation: joins at once, or asks the administrators' approval when the link says so.
 * Expired, revoked and used-up links are refused; a use is counted once per person.
 */
export async function joinByInvitation(ctx: ServerContext, userId: string, code: string) {
  const inv = await findByCode(ctx.db, code);
  if (!inv) throw fail.notFound('邀请链接无效');
  if (await findMembership(ctx.db, userId, inv.orgId))
    return { status: 'already' as const, orgId: inv.orgId };
  const pending = await ctx.db
    .selectFrom('joinRequests')
    .select('id')
    .where('orgId', '=', inv.orgId)
    .where('userId', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (pending) return { status: 'pending' as const, orgId: inv.orgId };
  const status = statusOf(inv, ctx.now());
  if (status !== '有效') throw fail.badRequest(`邀请链接${status}，请向管理员重新索取`);
  const now = ctx.now();
  const out = await ctx.db.transaction().execute(async (trx) => {
    let used = trx
      .updateTable('invitations')
      .set({ uses: inv.uses + 1 })
      .where('id', '=', inv.id)
      .where('uses', '=', inv.uses);
    if (inv.maxUses !== null) used = used.where('uses', '<', inv.maxUses);
    if (Number((await used.executeTakeFirst()).numUpdatedRows) !== 1)
      throw fail.badRequest('邀请链接已用完，请向管理员重新索取');
    if (inv.requiresApproval === 1) {
      await trx
        .insertInto('joinRequests')
        .values({
          id: newId(now),
          orgId: inv.orgId,
          invitationId: inv.id,
          userId,
          status: 'pending',
          decidedBy: null,
          decidedAt: null,
          createdAt: nowIso(now),
        })
        .execute();
      return { status: 'pending' as const, orgId: inv.orgId };
    }
    await admit(trx, inv, userId, now);
    return { status: 'joined' as const, orgId: inv.orgId };
  });
  // The school's paper owners no longer mark the classes the newcomer teaches (阅卷按班级).
  if (out.status === 'joined') forgetMarkingAccess({ orgId: inv.orgId });
  return out;
}

/** Pending join requests of a school. */
export async function listRequests(ctx: ServerContext, orgId: string): Promise<JoinRequest[]> {
  const rows = await ctx.db
    .selectFrom('joinRequests')
    .innerJoin('users', 'users.id', 'joinRequests.userId')
    .innerJoin('invitations', 'invitations.id', 'joinRequests.invitationId')
    .select([
      'joinRequests.id',
      'users.id as userId',
      'users.username',
      'users.displayName',
      'invitations.role',
      'joinRequests.createdAt',
    ])
    .where('joinRequests.orgId', '=', orgId)
    .where('joinRequests.status', '=', 'pending')
    .orderBy('joinRequests.createdAt')
    .execute();
  return rows.map((r) => ({ ...r, role: r.role as InviteRole }));
}

/** Approves (the person joins with the invitation's role and classes) or rejects a request. */
export async function decideRequest(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  id: string,
  approve: boolean,
): Promise<void> {
  await requireAdmin(ctx.db, userId, orgId);
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const req = await trx
      .selectFrom('joinRequests')
      .selectAll()
      .where('id', '=', id)
      .where('orgId', '=', orgId)
      .executeTakeFirst();
    if (!req || req.status !== 'pending') throw fail.notFound('申请不存在或已处理');
    await trx
      .updateTable('joinRequests')
      .set({ status: approve ? 'approved' : 'rejected', decidedBy: userId, decidedAt: nowIso(now) })
      .where('id', '=', id)
      .execute();
    if (!approve) return;
    const inv = await trx
      .selectFrom('invitations')
      .selectAll()
      .where('id', '=', req.invitationId)
      .executeTakeFirstOrThrow();
    if (!(await findMembership(trx, req.userId, orgId))) await admit(trx, inv, req.userId, now);
  });
  if (approve) forgetMarkingAccess({ orgId });
}
