import { newId, nowIso } from '../lib/ids';
import { hashPassword } from '../modules/oauth/password';
import { DEMO } from '../modules/seed/demo-seed';
import type { TestApp } from './test-app';

/** A teacher added by a test: their id and a signed-in token. */
export interface AddedTeacher {
  userId: string;
  token: string;
}

/** Another school for permission tests: one grade (school year) with one class, and its teacher. */
export interface OtherSchool extends AddedTeacher {
  orgId: string;
  gradeId: string;
  classId: string;
}

/** The id of the demo school every test app starts with. */
export async function demoSchoolId(t: TestApp): Promise<string> {
  const org = await t.ctx.db
    .selectFrom('orgs')
    .select('id')
    .where('name', '=', DEMO.school)
    .executeTakeFirstOrThrow();
  return org.id;
}

/**
 * Adds a teacher who signs in with `<username>123` as a member of a school (the demo school
 * unless `orgId` is given), optionally its administrator and with a default school year.
 */
export async function addSchoolTeacher(
  t: TestApp,
  username: string,
  opts: { orgId?: string; admin?: boolean; defaultClassId?: string | null } = {},
): Promise<AddedTeacher> {
  const db = t.ctx.db;
  const at = nowIso(t.clock.now);
  const orgId = opts.orgId ?? (await demoSchoolId(t));
  const userId = newId(t.clock.now);
  await db
    .insertInto('users')
    .values({
      id: userId,
      username,
      displayName: username,
      avatar: '',
      passwordHash: await hashPassword(`${username}123`),
      defaultOrgId: orgId,
      createdAt: at,
    })
    .execute();
  const admin = opts.admin ? 1 : 0;
  await db
    .insertInto('memberships')
    .values({
      id: newId(t.clock.now),
      orgId,
      userId,
      isCreator: admin,
      isAdministrator: admin,
      isGradeDirector: 0,
      defaultClassId: opts.defaultClassId ?? null,
      createdAt: at,
    })
    .execute();
  return { userId, token: await t.login(username, `${username}123`) };
}

/**
 * Adds 另一所学校 with a grade 初二（2025级）, its class 初二(1)班, and a teacher of its own
 * (username `other` unless given; its administrator unless `admin: false`) whose default school
 * year is that grade.
 */
export async function buildOtherSchool(
  t: TestApp,
  opts: { username?: string; admin?: boolean } = {},
): Promise<OtherSchool> {
  const db = t.ctx.db;
  const at = nowIso(t.clock.now);
  const orgId = newId(t.clock.now);
  const gradeId = newId(t.clock.now);
  const classId = newId(t.clock.now);
  await db
    .insertInto('orgs')
    .values({ id: orgId, name: '另一所学校', logo: '', createdAt: at })
    .execute();
  const row = { orgId, cohort: 2025, createdAt: at };
  await db
    .insertInto('classes')
    .values([
      { ...row, id: gradeId, pid: null, type: 1, name: '初二（2025级）', sort: 0 },
      { ...row, id: classId, pid: gradeId, type: 2, name: '初二(1)班', sort: 1 },
    ])
    .execute();
  const teacher = await addSchoolTeacher(t, opts.username ?? 'other', {
    orgId,
    admin: opts.admin ?? true,
    defaultClassId: gradeId,
  });
  return { ...teacher, orgId, gradeId, classId };
}
