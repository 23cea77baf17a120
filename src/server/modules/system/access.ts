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

/** Tells whether a membership may change the school (its creator or an administrator). */
export const isAdmin = (m: { isCreator: number; isAdministrator: number }): boolean =>
  m.isCreator === 1 || m.isAdministrator === 1;

/** The caller's membership when they administer the school; 403 otherwise. */
export async function requireAdmin(db: Db, userId: string, orgId: string) {
  const m = await requireMembership(db, userId, orgId);
  if (!isAdmin(m)) throw fail.forbidden();
  return m;
}
