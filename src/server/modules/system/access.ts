import type { Db } from '../../db/connect';
import { fail } from '../../lib/app-error';
import { findMembership } from './system.repository';

/**
 * The caller's membership in a school; 403 when they do not belong to it (unknown schools
 * answer 403 too, so ids of other schools are not confirmed).
 */
export async function requireMembership(db: Db, userId: string, orgId: string) {
  const m = await findMembership(db, userId, orgId);
  if (!m) throw fail.forbidden();
  return m;
}

/**
 * The caller's membership in the school of a record found by id; when they do not belong to it
 * the record answers 404 with its own not-found message, exactly as a made-up id does, so ids of
 * other schools are never confirmed.
 */
export async function requireMemberOf(db: Db, userId: string, orgId: string, notFound: string) {
  const m = await findMembership(db, userId, orgId);
  if (!m) throw fail.notFound(notFound);
  return m;
}

/** Tells whether a membership may change the school (its creator or an administrator). */
export const isAdmin = (m: { isCreator: number; isAdministrator: number }): boolean =>
  m.isCreator === 1 || m.isAdministrator === 1;

/** The caller's membership when they administer the school; 403 otherwise. */
export async function requireAdmin(db: Db, userId: string, orgId: string) {
  const m = await requireMembership(db, userId, orgId);
  if (!isAdmin(m)) throw fail.forbidden();
  return m;
}
