import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/connect';
import type { AuthTokenTable } from '../../db/database';
import { forgetAccessTokens } from './access-cache';

/** SHA-256 of a token: only hashes are stored. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** A new random opaque token. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export async function insertSession(
  db: Db,
  row: { id: string; userId: string; createdAt: string },
) {
  await db
    .insertInto('authSessions')
    .values({ ...row, revokedAt: null, revokedReason: null })
    .execute();
}

export async function insertToken(db: Db, row: Omit<AuthTokenTable, 'usedAt'>) {
  await db
    .insertInto('authTokens')
    .values({ ...row, usedAt: null })
    .execute();
}

/** The token with its session, or undefined. */
export function findToken(db: Db, tokenHash: string, kind: AuthTokenTable['kind']) {
  return db
    .selectFrom('authTokens')
    .innerJoin('authSessions', 'authSessions.id', 'authTokens.sessionId')
    .select([
      'authTokens.sessionId',
      'authTokens.expiresAt',
      'authTokens.usedAt',
      'authSessions.userId',
      'authSessions.revokedAt',
    ])
    .where('authTokens.tokenHash', '=', tokenHash)
    .where('authTokens.kind', '=', kind)
    .executeTakeFirst();
}

/** Marks a refresh token used; false when another request used it first. */
export async function markUsed(db: Db, tokenHash: string, at: string): Promise<boolean> {
  const res = await db
    .updateTable('authTokens')
    .set({ usedAt: at })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Revokes a session: every token of it stops working. */
export async function revokeSession(db: Db, sessionId: string, at: string, reason: string) {
  await db
    .updateTable('authSessions')
    .set({ revokedAt: at, revokedReason: reason })
    .where('id', '=', sessionId)
    .where('revokedAt', 'is', null)
    .execute();
  forgetAccessTokens();
}

/** Revokes every open session of a user, except one (the caller's) when given. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  at: string,
  reason: string,
  except?: string,
) {
  let q = db
    .updateTable('authSessions')
    .set({ revokedAt: at, revokedReason: reason })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null);
  if (except) q = q.where('id', '!=', except);
  await q.execute();
  forgetAccessTokens();
}
