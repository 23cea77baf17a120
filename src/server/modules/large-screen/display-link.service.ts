import { createHash, randomBytes } from 'node:crypto';
import type { DisplayLink } from '../../../shared/api/large-screen';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { markingSignals } from '../marking/marking-signals';
import { requireAdmin } from '../system/access';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The caller's default school, which they must administer (403 otherwise). */
export async function adminSchool(ctx: ServerContext, userId: string): Promise<string> {
  const u = await ctx.db
    .selectFrom('users')
    .select('defaultOrgId')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!u?.defaultOrgId) throw fail.forbidden();
  await requireAdmin(ctx.db, userId, u.defaultOrgId);
  return u.defaultOrgId;
}

/** Makes a display link of the administrator's school; the token is in this answer only. */
export async function createDisplayLink(
  ctx: ServerContext,
  userId: string,
  label: string,
): Promise<DisplayLink> {
  const orgId = await adminSchool(ctx, userId);
  const token = randomBytes(24).toString('base64url');
  const row = {
    id: newId(ctx.now()),
    orgId,
    tokenHash: hashOf(token),
    label: label.trim() || '大屏',
    createdBy: userId,
    createdAt: nowIso(ctx.now()),
    revokedAt: null,
  };
  await ctx.db.insertInto('displayLinks').values(row).execute();
  return { id: row.id, label: row.label, createdAt: row.createdAt, revokedAt: null, token };
}

/** The display links of the administrator's school, newest first, with who made each. */
export async function listDisplayLinks(ctx: ServerContext, userId: string): Promise<DisplayLink[]> {
  const orgId = await adminSchool(ctx, userId);
  return ctx.db
    .selectFrom('displayLinks')
    .leftJoin('users', 'users.id', 'displayLinks.createdBy')
    .select([
      'displayLinks.id',
      'displayLinks.label',
      'displayLinks.createdAt',
      'displayLinks.revokedAt',
      'users.displayName as createdByName',
    ])
    .where('displayLinks.orgId', '=', orgId)
    .orderBy('displayLinks.createdAt', 'desc')
    .orderBy('displayLinks.id', 'desc')
    .execute();
}

/** Revokes a link of the administrator's school (a link of another school answers 404). */
export async function revokeDisplayLink(ctx: ServerContext, userId: string, id: string) {
  const orgId = await adminSchool(ctx, userId);
  const r = await ctx.db
    .updateTable('displayLinks')
    .set({ revokedAt: nowIso(ctx.now()) })
    .where('id', '=', id)
    .where('orgId', '=', orgId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) throw fail.notFound('展示链接不存在或已撤销');
  // Open screens of the link end at once (their stream listens for this).
  markingSignals.emit('display-link-revoked', id);
}

/** The link and school a live display token opens, or null when unknown or revoked. */
export async function linkOfToken(
  ctx: ServerContext,
  token: string,
): Promise<{ id: string; orgId: string } | null> {
  const row = await ctx.db
    .selectFrom('displayLinks')
    .select(['id', 'orgId'])
    .where('tokenHash', '=', hashOf(token))
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}
