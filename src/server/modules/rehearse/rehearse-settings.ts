import {
  DEFAULT_SCHEDULE,
  type RehearseSettings,
  type RehearseSettingsView,
} from '../../../shared/api/rehearse';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/connect';
import { fail } from '../../lib/app-error';
import { nowIso } from '../../lib/ids';
import { isAdmin, requireAdmin, requireMembership } from '../system/access';

/**
 * Defaults: wrong below full marks, cleared after one right answer, 1-2-4-7-15-30 days, two
 * similar questions of the wrong question's own difficulty.
 */
export const DEFAULT_SETTINGS: RehearseSettings = {
  wrongLine: 1,
  clearAfter: 1,
  schedule: DEFAULT_SCHEDULE,
  similar: 2,
  difficulty: null,
};

/** The school's settings (the defaults until an administrator saves). */
export async function settingsOf(db: Db, orgId: string): Promise<RehearseSettings> {
  const row = await db
    .selectFrom('rehearseSettings')
    .selectAll()
    .where('orgId', '=', orgId)
    .executeTakeFirst();
  if (!row) return DEFAULT_SETTINGS;
  return {
    wrongLine: Number(row.wrongLine),
    clearAfter: Number(row.clearAfter),
    schedule: JSON.parse(row.schedule) as number[],
    similar: Number(row.similar),
    difficulty: row.difficulty === null ? null : Number(row.difficulty),
  };
}

/** The user's default school. */
async function defaultOrg(ctx: ServerContext, userId: string) {
  const u = await ctx.db
    .selectFrom('users')
    .select('defaultOrgId')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!u?.defaultOrgId) throw fail.forbidden('请先加入学校');
  return u.defaultOrgId;
}

/** Reads the settings of the user's school (any member), saying whether the user may change them. */
export async function readSettings(
  ctx: ServerContext,
  userId: string,
): Promise<RehearseSettingsView> {
  const orgId = await defaultOrg(ctx, userId);
  const m = await requireMembership(ctx.db, userId, orgId);
  return { ...(await settingsOf(ctx.db, orgId)), canEdit: isAdmin(m) };
}

/** Saves the settings of the user's school (administrators only); intervals must increase. */
export async function saveSettings(
  ctx: ServerContext,
  userId: string,
  s: RehearseSettings,
): Promise<RehearseSettingsView> {
  const orgId = await defaultOrg(ctx, userId);
  await requireAdmin(ctx.db, userId, orgId);
  if (s.schedule.some((d, i) => i > 0 && d <= s.schedule[i - 1]!))
    throw fail.badRequest('复习间隔须逐次增加');
  const row = {
    wrongLine: s.wrongLine,
    clearAfter: s.clearAfter,
    schedule: JSON.stringify(s.schedule),
    similar: s.similar,
    difficulty: s.difficulty,
    updatedBy: userId,
    updatedAt: nowIso(ctx.now()),
  };
  await ctx.db
    .insertInto('rehearseSettings')
    .values({ orgId, ...row })
    .onConflict((oc) => oc.column('orgId').doUpdateSet(row))
    .execute();
  return { ...(await settingsOf(ctx.db, orgId)), canEdit: true };
}
