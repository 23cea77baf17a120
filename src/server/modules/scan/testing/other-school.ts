import { newId, nowIso } from '../../../lib/ids';
import type { TestApp } from '../../../testing/test-app';
import { hashPassword } from '../../oauth/password';

/** Adds another school with a teacher of its own (username `other`, password `other123`); answers a token. */
export async function buildOtherSchoolTeacher(t: TestApp): Promise<string> {
  const at = nowIso(t.clock.now);
  const orgId = newId(t.clock.now);
  const userId = newId(t.clock.now + 1);
  await t.ctx.db
    .insertInto('orgs')
    .values({ id: orgId, name: '另一所学校', logo: '', createdAt: at })
    .execute();
  await t.ctx.db
    .insertInto('users')
    .values({
      id: userId,
      username: 'other',
      displayName: '王老师',
      avatar: '',
      passwordHash: await hashPassword('other123'),
      defaultOrgId: orgId,
      createdAt: at,
    })
    .execute();
  await t.ctx.db
    .insertInto('memberships')
    .values({
      id: newId(t.clock.now + 2),
      orgId,
      userId,
      isCreator: 1,
      isAdministrator: 1,
      isGradeDirector: 0,
      defaultClassId: null,
      createdAt: at,
    })
    .execute();
  return t.login('other', 'other123');
}
