import { levelName, STAGE_LEVELS, type RolloverPlan } from '../../../shared/api';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/connect';
import { fail } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { forgetMarkingAccess } from '../marking/marking-access-cache';
import { requireAdmin } from '../system/access';
import { insertGrade, profileOf } from './school-settings.service';
import { gradeLevel, listAllClasses, stageOfLevel, studentCounts } from './school.repository';

/** A name with the old level's name swapped for the new one (custom names stay as they are). */
const renamed = (name: string, from: number, to: number): string =>
  name.startsWith(levelName(from)) ? levelName(to) + name.slice(levelName(from).length) : name;

/**
 * What 每个年级升一级 will do: each active grade moves up a level (its classes renamed with it),
 * the top grade of each 学段 graduates, and each 学段 gets a new first grade whose class count
 * defaults to the current first grade's.
 */
export async function planRollover(
  db: Db,
  orgId: string,
  now: number,
  classCounts: Record<string, number> = {},
): Promise<RolloverPlan> {
  const rows = (await listAllClasses(db, orgId)).filter((r) => !r.retiredAt);
  const grades = rows.filter((r) => r.type === 1);
  const counts = await studentCounts(db, orgId);
  const classesOf = (id: string) => rows.filter((r) => r.pid === id);
  const plan: RolloverPlan = { promote: [], graduate: [], create: [] };
  for (const g of grades) {
    const level = gradeLevel(g);
    const stage = STAGE_LEVELS[stageOfLevel(level)]!;
    if (level >= stage.last) {
      const classes = classesOf(g.id);
      plan.graduate.push({
        gradeId: g.id,
        name: g.name,
        classes: classes.length,
        students: classes.reduce((n, c) => n + (counts.get(c.id) ?? 0), 0),
      });
    } else {
      plan.promote.push({
        gradeId: g.id,
        from: g.name,
        to: renamed(g.name, level, level + 1),
        classes: classesOf(g.id).map((c) => ({
          from: c.name,
          to: renamed(c.name, level, level + 1),
        })),
      });
    }
  }
  const cohort = Math.max(new Date(now).getFullYear() - 1, ...grades.map((g) => g.cohort)) + 1;
  for (const stageId of (await profileOf(db, orgId)).stageIds) {
    const first = STAGE_LEVELS[stageId]?.first;
    if (first === undefined) continue;
    const current = grades.find((g) => gradeLevel(g) === first);
    const classCount = classCounts[stageId] ?? (current ? classesOf(current.id).length : 0);
    plan.create.push({
      stageId,
      name: `${levelName(first)}（${cohort}级）`,
      level: first,
      cohort,
      classCount,
    });
  }
  return plan;
}

/** The rollover preview of a school (administrators). */
export async function previewRollover(ctx: ServerContext, userId: string, orgId: string) {
  await requireAdmin(ctx.db, userId, orgId);
  return planRollover(ctx.db, orgId, ctx.now());
}

/**
 * Carries out the rollover in one transaction and records it: grades move up and keep their
 * students and teachers (跟班走), graduated grades retire (their teaching assignments end and
 * nobody keeps them as default school year), new first grades are created.
 */
export async function runRollover(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  classCounts: Record<string, number>,
): Promise<RolloverPlan> {
  await requireAdmin(ctx.db, userId, orgId);
  const plan = await planRollover(ctx.db, orgId, ctx.now(), classCounts);
  if (!plan.promote.length && !plan.graduate.length && !plan.create.length)
    throw fail.badRequest('学校还没有年级，无需升级');
  const at = nowIso(ctx.now());
  await ctx.db.transaction().execute(async (trx) => {
    const rows = await listAllClasses(trx, orgId);
    for (const p of plan.promote) {
      const grade = rows.find((r) => r.id === p.gradeId)!;
      const level = gradeLevel(grade);
      for (const r of rows.filter(
        (x) => x.id === p.gradeId || (x.pid === p.gradeId && !x.retiredAt),
      ))
        await trx
          .updateTable('classes')
          .set({ name: renamed(r.name, level, level + 1), level: level + 1 })
          .where('id', '=', r.id)
          .execute();
    }
    for (const g of plan.graduate) {
      const ids = [g.gradeId, ...rows.filter((r) => r.pid === g.gradeId).map((r) => r.id)];
      await trx
        .updateTable('classes')
        .set({ retiredAt: at })
        .where('id', 'in', ids)
        .where('retiredAt', 'is', null)
        .execute();
      await trx.deleteFrom('teacherAssignments').where('classId', 'in', ids).execute();
      await trx
        .updateTable('memberships')
        .set({ defaultClassId: null })
        .where('defaultClassId', '=', g.gradeId)
        .execute();
    }
    for (const c of plan.create) await insertGrade(trx, orgId, c, ctx.now());
    await trx
      .insertInto('rollovers')
      .values({
        id: newId(ctx.now()),
        orgId,
        summary: JSON.stringify(plan),
        doneBy: userId,
        doneAt: at,
      })
      .execute();
  });
  forgetMarkingAccess({ orgId });
  return plan;
}
