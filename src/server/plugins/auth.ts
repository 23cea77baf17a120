import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { fail } from '../lib/app-error';
import { verifyAccessToken } from '../modules/oauth/oauth.service';

/**
 * Bearer authentication for every API route except those whose config says `public: true`:
 * no, expired or revoked token → 401.
 */
export function registerAuth(app: FastifyInstance, ctx: ServerContext): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public) return;
    const m = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const auth = m?.[1] ? await verifyAccessToken(ctx, m[1]) : null;
    if (!auth) throw fail.unauthorized();
    request.auth = auth;
  });
}

/** The authenticated user of a request (routes behind the auth hook). */
export function currentUser(request: { auth: { userId: string } | null }): string {
  if (!request.auth) throw fail.unauthorized();
  return request.auth.userId;
}
