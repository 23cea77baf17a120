import { MESSAGES } from '../../../shared/messages';
import type { Profile, RegisterBody, TokenResponse } from '../../../shared/api';
import type { AuthContext, ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { clearUsername } from '../oauth/login-throttle';
import { startSession } from '../oauth/oauth.service';
import { hashPassword, verifyPassword } from '../oauth/password';
import { revokeUserSessions } from '../oauth/token.repository';
import { logoPath } from '../system/system.service';
import { findMembership, findUser } from '../system/system.repository';
import { consumeSmsCode, mobileTaken } from './sms.service';

/** Whether a username is free (case-insensitive). */
export async function usernameFree(ctx: ServerContext, username: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.trim().toLowerCase()))
    .executeTakeFirst();
  return !row;
}

/** Registers an account with a verified mobile number and signs it in. */
export async function register(ctx: ServerContext, body: RegisterBody): Promise<TokenResponse> {
  const username = body.username.trim();
  if (!(await usernameFree(ctx, username))) throw fail.badRequest(MESSAGES.usernameTaken);
  if (await mobileTaken(ctx.db, body.mobile)) throw fail.badRequest('该手机号已被其他账号使用');
  await consumeSmsCode(ctx.db, ctx.now(), body.mobile, 'register', body.smsCode);
  const id = newId(ctx.now());
  const nickname = body.nickname.trim();
  await ctx.db
    .insertInto('users')
    .values({
      id,
      username,
      displayName: nickname,
      avatar: nickname.slice(0, 1),
      passwordHash: await hashPassword(body.password),
      defaultOrgId: null,
      mobile: body.mobile,
      createdAt: nowIso(ctx.now()),
    })
    .execute();
  return startSession(ctx, id);
}

/** Changes the password after checking the old one; every other session is signed out. */
export async function changePassword(
  ctx: ServerContext,
  auth: AuthContext,
  oldPassword: string,
  password: string,
): Promise<void> {
  const user = await findUser(ctx.db, auth.userId);
  if (!user) throw fail.unauthorized();
  if (!(await verifyPassword(oldPassword, user.passwordHash))) throw fail.badRequest('原密码错误');
  await ctx.db
    .updateTable('users')
    .set({ passwordHash: await hashPassword(password) })
    .where('id', '=', user.id)
    .execute();
  await revokeUserSessions(ctx.db, user.id, nowIso(ctx.now()), 'password-change', auth.sessionId);
}

/** Resets a forgotten password with an SMS code; every session of the account is signed out. */
export async function resetPassword(
  ctx: ServerContext,
  body: { mobile: string; smsCode: string; password: string },
): Promise<void> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('mobile', '=', body.mobile)
    .executeTakeFirst();
  if (!user) throw fail.badRequest('该手机号未绑定账号');
  await consumeSmsCode(ctx.db, ctx.now(), body.mobile, 'reset', body.smsCode);
  await ctx.db
    .updateTable('users')
    .set({ passwordHash: await hashPassword(body.password) })
    .where('id', '=', user.id)
    .execute();
  await revokeUserSessions(ctx.db, user.id, nowIso(ctx.now()), 'password-reset');
  await clearUsername(ctx.db, user.username);
}

/** Signs the account out on every device (this one included). */
export async function signOutEverywhere(ctx: ServerContext, userId: string): Promise<void> {
  await revokeUserSessions(ctx.db, userId, nowIso(ctx.now()), 'signout-all');
}

/** Binds a new mobile number after its SMS code. */
export async function changeMobile(
  ctx: ServerContext,
  userId: string,
  mobile: string,
  smsCode: string,
): Promise<void> {
  const owner = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('mobile', '=', mobile)
    .executeTakeFirst();
  if (owner && owner.id !== userId) throw fail.badRequest('该手机号已被其他账号使用');
  await consumeSmsCode(ctx.db, ctx.now(), mobile, 'mobile', smsCode);
  await ctx.db.updateTable('users').set({ mobile }).where('id', '=', userId).execute();
}

/** 138****0000 */
const masked = (mobile: string | null | undefined) =>
  mobile ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '';

/** The account with its schools and pending join requests (个人中心). */
export async function getProfile(ctx: ServerContext, userId: string): Promise<Profile> {
  const user = await findUser(ctx.db, userId);
  if (!user) throw fail.unauthorized();
  const rows = await ctx.db
    .selectFrom('memberships')
    .innerJoin('orgs', 'orgs.id', 'memberships.orgId')
    .leftJoin('classes', 'classes.id', 'memberships.defaultClassId')
    .select([
      'orgs.id as orgId',
      'orgs.name',
      'orgs.logo',
      'memberships.isCreator',
      'memberships.isAdministrator',
      'memberships.isGradeDirector',
      'memberships.defaultClassId',
      'classes.name as className',
    ])
    .where('memberships.userId', '=', userId)
    .orderBy('memberships.createdAt')
    .execute();
  const pending = await ctx.db
    .selectFrom('joinRequests')
    .innerJoin('orgs', 'orgs.id', 'joinRequests.orgId')
    .select(['orgs.id as orgId', 'orgs.name', 'joinRequests.createdAt'])
    .where('joinRequests.userId', '=', userId)
    .where('joinRequests.status', '=', 'pending')
    .execute();
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    avatar: user.avatar,
    mobile: masked(user.mobile),
    schools: rows.map((r) => ({
      orgId: r.orgId,
      name: r.name,
      logoPath: r.logo ? logoPath(r.orgId) : '',
      isDefault: r.orgId === user.defaultOrgId,
      isCreator: r.isCreator === 1,
      isAdministrator: r.isAdministrator === 1,
      gradeDirector: r.isGradeDirector === 1,
      defaultClassId: r.defaultClassId,
      defaultClassName: r.className,
    })),
    pending,
  };
}

/** Changes the nickname. */
export async function updateProfile(ctx: ServerContext, userId: string, displayName: string) {
  await ctx.db
    .updateTable('users')
    .set({ displayName: displayName.trim() })
    .where('id', '=', userId)
    .execute();
}

/** Makes a school the user belongs to their default (the one the product works in). */
export async function setDefaultSchool(ctx: ServerContext, userId: string, orgId: string) {
  if (!(await findMembership(ctx.db, userId, orgId))) throw fail.forbidden();
  await ctx.db.updateTable('users').set({ defaultOrgId: orgId }).where('id', '=', userId).execute();
}
