import { z } from 'zod';

/** Roles an invitation can give. */
export const INVITE_ROLES = ['teacher', 'gradeDirector', 'administrator'] as const;
/** A role an invitation gives. */
export type InviteRole = (typeof INVITE_ROLES)[number];
/** Chinese names of the roles. */
export const ROLE_NAMES: Record<InviteRole | 'creator', string> = {
  creator: '创建者',
  administrator: '管理员',
  gradeDirector: '年级主任',
  teacher: '教师',
};

/** A subject taught in a class. */
export const assignment = z.object({ subjectId: z.string(), classId: z.string() });
/** A subject taught in a class. */
export type Assignment = z.infer<typeof assignment>;

/** A member of a school with roles and teaching assignments. */
export const member = z.object({
  userId: z.string(),
  username: z.string(),
  displayName: z.string(),
  avatar: z.string(),
  isCreator: z.boolean(),
  isAdministrator: z.boolean(),
  gradeDirector: z.boolean(),
  assignments: z.array(assignment.extend({ subjectName: z.string(), className: z.string() })),
  joinedAt: z.string(),
});
/** A member of a school. */
export type Member = z.infer<typeof member>;

/** An invitation as administrators see it. */
export const invitation = z.object({
  id: z.string(),
  code: z.string(),
  role: z.enum(INVITE_ROLES),
  assignments: z.array(assignment),
  expiresAt: z.string(),
  singleUse: z.boolean(),
  uses: z.number().int(),
  requiresApproval: z.boolean(),
  note: z.string(),
  status: z.enum(['有效', '已过期', '已撤销', '已用完']),
  createdBy: z.string(),
  createdAt: z.string(),
});
/** An invitation. */
export type Invitation = z.infer<typeof invitation>;

/** A join request waiting for (or decided by) an administrator. */
export const joinRequest = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(INVITE_ROLES),
  createdAt: z.string(),
});
/** A join request. */
export type JoinRequest = z.infer<typeof joinRequest>;

/** GET /team/{orgId}/members: everyone sees members; administrators also invitations and requests. */
export const teamView = z.object({
  orgName: z.string(),
  canManage: z.boolean(),
  isCreator: z.boolean(),
  members: z.array(member),
  invitations: z.array(invitation),
  requests: z.array(joinRequest),
});
/** The team. */
export type TeamView = z.infer<typeof teamView>;

/** PUT /team/{orgId}/members/{userId}/roles. */
export const rolesBody = z.object({
  isCreator: z.boolean(),
  isAdministrator: z.boolean(),
  gradeDirector: z.boolean(),
});

/** PUT /team/{orgId}/members/{userId}/assignments. */
export const assignmentsBody = z.object({ assignments: z.array(assignment).max(200) });

/** POST /team/{orgId}/invitations. */
export const invitationBody = z.object({
  role: z.enum(INVITE_ROLES),
  assignments: z.array(assignment).max(100),
  expiresInDays: z.number().int().min(1, '有效期至少 1 天').max(90, '有效期最长 90 天'),
  singleUse: z.boolean(),
  requiresApproval: z.boolean(),
  note: z.string().max(50, '备注不能超过 50 个字'),
});

/** GET /team/invite/{code} (public): what the invited person sees. */
export const invitePublic = z.object({
  orgName: z.string(),
  logo: z.string(),
  role: z.enum(INVITE_ROLES),
  inviter: z.string(),
  expiresAt: z.string(),
  requiresApproval: z.boolean(),
  status: z.enum(['有效', '已过期', '已撤销', '已用完']),
  classes: z.array(z.string()),
});
/** What the invited person sees. */
export type InvitePublic = z.infer<typeof invitePublic>;

/** POST /team/invite/{code}/join. */
export const joinResult = z.object({
  status: z.enum(['joined', 'pending', 'already']),
  orgId: z.string(),
});
