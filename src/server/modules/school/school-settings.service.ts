import { levelName, type SchoolSettings } from '../../../shared/api';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/connect';
import { fail } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { isAdmin, requireAdmin, requireMembership } from '../system/access';
import { findOrg } from '../system/system.repository';
import { analysisSettingsOf } from './analysis-settings';
import {
  findProfile,
  gradeLevel,
  listAllClasses,
  saveProfile,
  stageOfLevel,
  studentCounts,
} from './school.repository';

/** Stage and subject ids in use: the saved profile, else the stages of the school's grades. */
export async function profileOf(db: Db, orgId: string) {
  const saved = await findProfile(db, orgId);
  if (saved) return saved;
  const grades = (await listAllClasses(db, orgId)).filter((c) => c.type === 1 && !c.retiredAt);
  const stageIds = [...new Set(grades.map((g) => stageOfLevel(gradeLevel(g))))];
  const subjects = stageIds.length
    ? await db.selectFrom('subjects').select('id').where('stageId', 'in', stageIds).execute()
    : [];
  return { stageIds, subjectIds: subjects.map((s) => s.id) };
}

/** 学校设置: name, logo, 学段, subjects, grades and classes, analysis settings, rollovers. */
export async function getSchoolSettings(
  ctx: ServerContext,
  userId: string,
  orgId: string,
): Promise<SchoolSettings> {
  const m = await requireMembership(ctx.db, userId, orgId);
  const org = await findOrg(ctx.db, orgId);
  if (!org) throw fail.forbidden();
  const profile = await profileOf(ctx.db, orgId);
  const stages = await ctx.db.selectFrom('stages').select(['id', 'name']).orderBy('sort').execute();
  const subjects = await ctx.db
    .selectFrom('subjects')
    .select(['id', 'name', 'stageId'])
    .where('stageId', 'in', profile.stageIds.length ? profile.stageIds : ['-'])
    .orderBy('stageId')
    .orderBy('sort')
    .execute();
  const rows = await listAllClasses(ctx.db, orgId);
  const counts = await studentCounts(ctx.db, orgId);
  const grades = rows
    .filter((r) => r.type === 1)
    .map((g) => ({
      id: g.id,
      name: g.name,
      level: gradeLevel(g),
      cohort: g.cohort,
      retired: !!g.retiredAt,
      classes: rows
        .filter((c) => c.pid === g.id)
        .map((c) => ({
          id: c.id,
          name: c.name,
          students: counts.get(c.id) ?? 0,
          retired: !!c.retiredAt,
        })),
    }))
    .sort((a, b) => Number(a.retired) - Number(b.retired) || a.level - b.level);
  const inUse = subjects.filter((s) => profile.subjectIds.includes(s.id));
  const analysis = [];
  for (const s of inUse) {
    const { isDefault, ...settings } = await analysisSettingsOf(ctx.db, orgId, s.id);
    analysis.push({ subjectId: s.id, subjectName: s.name, settings, isDefault });
  }
  const rollovers = await ctx.db
    .selectFrom('rollovers')
    .innerJoin('users', 'users.id', 'rollovers.doneBy')
    .select([
      'rollovers.id',
      'rollovers.doneAt',
      'users.displayName as doneBy',
      'rollovers.summary',
    ])
    .where('rollovers.orgId', '=', orgId)
    .orderBy('rollovers.doneAt', 'desc')
    .execute();
  return {
    org: { id: org.id, name: org.name, logo: org.logo },
    canEdit: isAdmin(m),
    stages,
    stageIds: profile.stageIds,
    subjects: subjects.map((s) => ({ ...s, inUse: profile.subjectIds.includes(s.id) })),
    grades,
    analysis,
    rollovers,
  };
}

/** Changes the name, 学段 and subjects in use. */
export async function updateSchoolProfile(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  body: { name: string; stageIds: string[]; subjectIds: string[] },
): Promise<void> {
  await requireAdmin(ctx.db, userId, orgId);
  const subjects = await ctx.db
    .selectFrom('subjects')
    .select(['id', 'stageId'])
    .where('id', 'in', body.subjectIds)
    .execute();
  if (subjects.length !== new Set(body.subjectIds).size) throw fail.badRequest('学科不存在');
  if (subjects.some((s) => !body.stageIds.includes(s.stageId)))
    throw fail.badRequest('所选学科不属于所选学段');
  await ctx.db
    .updateTable('orgs')
    .set({ name: body.name.trim() })
    .where('id', '=', orgId)
    .execute();
  await saveProfile(ctx.db, { orgId, ...body, updatedBy: userId, updatedAt: nowIso(ctx.now()) });
}

/** Creates a grade (学年) of a level and cohort with `classCount` classes named 初一(1)班 …. */
export async function addGrade(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  body: { level: number; cohort: number; classCount: number },
): Promise<string> {
  await requireAdmin(ctx.db, userId, orgId);
  return insertGrade(ctx.db, orgId, body, ctx.now());
}

/** Inserts a grade and its classes (also used by the rollover and a new school). */
export async function insertGrade(
  db: Db,
  orgId: string,
  g: { level: number; cohort: number; classCount: number },
  now: number,
): Promise<string> {
  const name = `${levelName(g.level)}（${g.cohort}级）`;
  const clash = await db
    .selectFrom('classes')
    .select('id')
    .where('orgId', '=', orgId)
    .where('type', '=', 1)
    .where('name', '=', name)
    .where('retiredAt', 'is', null)
    .executeTakeFirst();
  if (clash) throw fail.badRequest(`已有年级“${name}”`);
  const id = newId(now);
  const at = nowIso(now);
  await db
    .insertInto('classes')
    .values({
      id,
      orgId,
      pid: null,
      type: 1,
      name,
      cohort: g.cohort,
      level: g.level,
      sort: g.level,
      createdAt: at,
    })
    .execute();
  for (let n = 1; n <= g.classCount; n++) {
    await db
      .insertInto('classes')
      .values({
        id: newId(now),
        orgId,
        pid: id,
        type: 2,
        name: `${levelName(g.level)}(${n})班`,
        cohort: g.cohort,
        level: g.level,
        sort: n,
        createdAt: at,
      })
      .execute();
  }
  return id;
}

/** Adds a class to a grade, named after the next number unless a name is given. */
export async function addClass(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  gradeId: string,
  name?: string,
): Promise<string> {
  await requireAdmin(ctx.db, userId, orgId);
  const grade = await ctx.db
    .selectFrom('classes')
    .selectAll()
    .where('orgId', '=', orgId)
    .where('id', '=', gradeId)
    .where('type', '=', 1)
    .where('retiredAt', 'is', null)
    .executeTakeFirst();
  if (!grade) throw fail.notFound('年级不存在');
  const siblings = await ctx.db
    .selectFrom('classes')
    .select(['name', 'sort'])
    .where('pid', '=', gradeId)
    .execute();
  const sort = Math.max(0, ...siblings.map((s) => s.sort)) + 1;
  const level = gradeLevel(grade);
  const finalName = name?.trim() || `${levelName(level)}(${sort})班`;
  if (siblings.some((s) => s.name === finalName)) throw fail.badRequest(`已有班级“${finalName}”`);
  const id = newId(ctx.now());
  await ctx.db
    .insertInto('classes')
    .values({
      id,
      orgId,
      pid: gradeId,
      type: 2,
      name: finalName,
      cohort: grade.cohort,
      level,
      sort,
      createdAt: nowIso(ctx.now()),
    })
    .execute();
  return id;
}
