import { MESSAGES } from '../../../shared/messages';
import type { TokenResponse } from '../../../shared/api';
import type { AuthContext, ServerContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import {
  ADDRESS_BUDGET,
  clearFailures,
  countAttempt,
  delayFor,
  LOCK_AFTER,
  throttleKeys,
  uncountAttempt,
  USERNAME_BUDGET,
} from './login-throttle';
import { cachedAccess, keepAccess } from './access-cache';
import { hashPassword, verifyPassword } from './password';
import {
  findToken,
  hashToken,
  insertSession,
  insertToken,
  markUsed,
  newToken,
  revokeSession,
} from './token.repository';

/** Issues a fresh access + refresh pair in a session. */
async function issuePair(ctx: ServerContext, sessionId: string): Promise<TokenResponse> {
  const now = ctx.now();
  const { accessTtl, refreshTtl } = ctx.config.oauth;
  const access = newToken();
  const refresh = newToken();
  await ctx.db.transaction().execute(async (trx) => {
    await insertToken(trx, {
      tokenHash: hashToken(access),
      sessionId,
      kind: 'access',
      expiresAt: nowIso(now + accessTtl * 1000),
      createdAt: nowIso(now),
    });
    await insertToken(trx, {
      tokenHash: hashToken(refresh),
      sessionId,
      kind: 'refresh',
      expiresAt: nowIso(now + refreshTtl * 1000),
      createdAt: nowIso(now),
    });
  });
  return {
    access_token: access,
    refresh_token: refresh,
    token_type: 'bearer',
    expires_in: accessTtl,
    message: MESSAGES.ok,
  };
}

let dummyHash: Promise<string> | undefined;
/** A hash of no one's password, checked for unknown usernames so they cost what known ones do. */
const dummy = () => (dummyHash ??= hashPassword('no-such-user'));

/**
 * grant_type=password: counts the attempt first (per username from this address, per address,
 * per username), refuses it over a limit, slows repeated failures down, and only then checks the
 * password (a dummy hash for unknown usernames, so timing tells nothing) and opens a session.
 */
export async function passwordGrant(
  ctx: ServerContext,
  username: string,
  password: string,
  address = 'unknown',
): Promise<TokenResponse> {
  const name = username.trim();
  const keys = throttleKeys(name, address);
  const now = ctx.now();
  const pair = await countAttempt(ctx.db, keys.pair, now);
  const fromAddress = await countAttempt(ctx.db, keys.address, now);
  const onName = await countAttempt(ctx.db, keys.name, now);
  if (pair > LOCK_AFTER || fromAddress > ADDRESS_BUDGET || onName > USERNAME_BUDGET)
    throw new AppError('TOO_MANY_ATTEMPTS');
  const delay = delayFor(pair - 1);
  if (delay > 0) await ctx.sleep(delay);

  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'passwordHash'])
    .where('username', '=', name)
    .executeTakeFirst();
  const valid = await verifyPassword(password, user?.passwordHash ?? (await dummy()));
  if (!user || !valid) throw new AppError('BAD_CREDENTIALS');
  await clearFailures(ctx.db, keys.pair);
  await clearFailures(ctx.db, keys.name);
  await uncountAttempt(ctx.db, keys.address);
  return startSession(ctx, user.id);
}

/** Opens a new session for a user (after a password login or a registration). */
export async function startSession(ctx: ServerContext, userId: string): Promise<TokenResponse> {
  const sessionId = newId(ctx.now());
  await insertSession(ctx.db, { id: sessionId, userId, createdAt: nowIso(ctx.now()) });
  return issuePair(ctx, sessionId);
}

/** grant_type=refresh_token: rotates; reuse of a rotated token revokes the whole session. */
export async function refreshGrant(
  ctx: ServerContext,
  refreshToken: string,
): Promise<TokenResponse> {
  const hash = hashToken(refreshToken);
  const row = await findToken(ctx.db, hash, 'refresh');
  const now = ctx.now();
  if (!row || row.revokedAt) throw new AppError('REFRESH_TOKEN_INVALID');
  if (row.usedAt) {
    await revokeSession(ctx.db, row.sessionId, nowIso(now), 'refresh-token-reuse');
    throw new AppError('REFRESH_TOKEN_INVALID');
  }
  if (Date.parse(row.expiresAt) <= now) throw new AppError('REFRESH_TOKEN_INVALID');
  if (!(await markUsed(ctx.db, hash, nowIso(now)))) {
    await revokeSession(ctx.db, row.sessionId, nowIso(now), 'refresh-token-reuse');
    throw new AppError('REFRESH_TOKEN_INVALID');
  }
  return issuePair(ctx, row.sessionId);
}

/** The session behind a bearer access token, or null when missing, expired or revoked (cached 5 s: access-cache.ts). */
export async function verifyAccessToken(
  ctx: ServerContext,
  token: string,
): Promise<AuthContext | null> {
  const hash = hashToken(token);
  const now = ctx.now();
  const hit = cachedAccess(hash, now);
  if (hit) return { userId: hit.userId, sessionId: hit.sessionId };
  const row = await findToken(ctx.db, hash, 'access');
  const expiresAt = row ? Date.parse(row.expiresAt) : 0;
  if (!row || row.revokedAt || expiresAt <= now) return null;
  keepAccess(hash, { userId: row.userId, sessionId: row.sessionId, expiresAt });
  return { userId: row.userId, sessionId: row.sessionId };
}

/** Revokes the session of the current access token. */
export async function signOut(ctx: ServerContext, auth: AuthContext): Promise<void> {
  await revokeSession(ctx.db, auth.sessionId, nowIso(ctx.now()), 'signout');
}
