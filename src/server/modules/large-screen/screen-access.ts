import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { verifyAccessToken } from '../oauth/oauth.service';
import { adminSchool, linkOfToken } from './display-link.service';

/** What a display link that no longer works answers. */
export const LINK_INVALID = '展示链接无效或已撤销';

/**
 * The school a large-screen request may see: through a display link's token (read-only, that
 * school only; unknown or revoked → 403), else as a signed-in administrator of their default
 * school (no sign-in → 401, not an administrator → 403).
 */
export async function screenSchool(
  ctx: ServerContext,
  req: FastifyRequest,
  token: string | undefined,
): Promise<{ orgId: string; linkId: string | null }> {
  if (token) {
    const link = await linkOfToken(ctx, token);
    if (!link) throw fail.forbidden(LINK_INVALID);
    return { orgId: link.orgId, linkId: link.id };
  }
  const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  const auth = m?.[1] ? await verifyAccessToken(ctx, m[1]) : null;
  if (!auth) throw fail.unauthorized();
  return { orgId: await adminSchool(ctx, auth.userId), linkId: null };
}
