import type { ClassItem, UserGradeInfo, UserInfo } from '../../../shared/api';
import type { Db } from '../../db/connect';
import { fail } from '../../lib/app-error';
import { requireMembership } from './access';
import {
  findClass,
  findOrg,
  findUser,
  listAssignments,
  listClasses,
  setDefaultClass,
} from './system.repository';

/** Served path of a school's logo. */
export const logoPath = (orgId: string): string => `/api/system/org/${orgId}/logo`;

/** The signed-in user with the default school's logo. */
export async function getUserInfo(db: Db, userId: string): Promise<UserInfo> {
  const user = await findUser(db, userId);
  if (!user) throw fail.unauthorized();
  const org = user.defaultOrgId ? await findOrg(db, user.defaultOrgId) : undefined;
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    avatar: user.avatar,
    orgLogo: org?.logo ?? '',
    logoPath: org?.logo ? logoPath(org.id) : '',
    orgDefaultId: org?.id ?? null,
    orgName: org?.name ?? '',
  };
}

/** Roles, default grade, subjects and classes of the user in the default school. */
export async function getGradeInfo(db: Db, userId: string): Promise<UserGradeInfo> {
  const user = await findUser(db, userId);
  if (!user) throw fail.unauthorized();
  const empty: UserGradeInfo = {
    orgDefaultId: null,
    gradeDirector: false,
    isCreator: false,
    isAdministrator: false,
    classDefaultId: null,
    classDefaultName: null,
    subjects: [],
    classes: [],
  };
  if (!user.defaultOrgId) return empty;
  const m = await requireMembership(db, userId, user.defaultOrgId);
  const grade = m.defaultClassId ? await findClass(db, m.orgId, m.defaultClassId) : undefined;
  const rows = await listAssignments(db, userId, m.orgId);
  const subjects = new Map<string, { id: string; name: string; sort: number }>();
  const classes = new Map<string, { id: string; name: string; gradeId: string; sort: number }>();
  for (const r of rows) {
    subjects.set(r.subjectId, { id: r.subjectId, name: r.subjectName, sort: r.subjectSort });
    classes.set(r.classId, {
      id: r.classId,
      name: r.className,
      gradeId: r.gradeId ?? '',
      sort: r.classSort,
    });
  }
  const bySort = <T extends { sort: number }>(a: T, b: T) => a.sort - b.sort;
  return {
    orgDefaultId: m.orgId,
    gradeDirector: m.isGradeDirector === 1,
    isCreator: m.isCreator === 1,
    isAdministrator: m.isAdministrator === 1,
    classDefaultId: grade?.id ?? null,
    classDefaultName: grade?.name ?? null,
    subjects: [...subjects.values()].sort(bySort).map(({ id, name }) => ({ id, name })),
    classes: [...classes.values()]
      .sort(bySort)
      .map(({ id, name, gradeId }) => ({ id, name, gradeId })),
  };
}

/** Grade/class items of a school the user belongs to. */
export async function getClasses(
  db: Db,
  userId: string,
  q: { orgId: string; type?: number; pid?: string },
): Promise<ClassItem[]> {
  await requireMembership(db, userId, q.orgId);
  return listClasses(db, q.orgId, { type: q.type, pid: q.pid ? q.pid : null });
}

/** Sets the user's default grade (school year) in a school. */
export async function updateClassDefault(db: Db, userId: string, orgId: string, classId: string) {
  const m = await requireMembership(db, userId, orgId);
  const item = await findClass(db, orgId, classId);
  if (!item || item.type !== 1) throw fail.notFound('所选学年不存在');
  await setDefaultClass(db, m.id, classId);
}

/** The logo image of a school (public: shown before sign-in too). */
export async function getLogo(db: Db, orgId: string): Promise<{ type: string; body: Buffer }> {
  const org = await findOrg(db, orgId);
  const m = org ? /^data:([^;,]+)(;base64)?,(.*)$/s.exec(org.logo) : null;
  if (!m?.[1] || m[3] === undefined) throw fail.notFound();
  const body = m[2] ? Buffer.from(m[3], 'base64') : Buffer.from(decodeURIComponent(m[3]), 'utf8');
  return { type: m[1], body };
}
