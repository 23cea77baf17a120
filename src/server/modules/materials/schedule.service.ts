import {
  weekOf,
  type BindablePaper,
  type PaperBinding,
  type ScheduleEntry,
} from '../../../shared/api';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { clonePaper } from '../paper/paper-list.service';
import { findPaper } from '../paper/paper.repository';
import { isAdmin, requireMembership } from '../system/access';

/** My saved papers and the school's shared papers: what I may bind or schedule. */
export async function bindablePapers(
  ctx: ServerContext,
  userId: string,
  orgId: string,
): Promise<BindablePaper[]> {
  await requireMembership(ctx.db, userId, orgId);
  const rows = await ctx.db
    .selectFrom('papers')
    .innerJoin('subjects', 'subjects.id', 'papers.subjectId')
    .select(['papers.id', 'papers.title', 'papers.ownerId', 'subjects.name as subjectName'])
    .where('papers.orgId', '=', orgId)
    .where('papers.isBasket', '=', 0)
    .where('papers.deletedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb('papers.ownerId', '=', userId),
        eb.exists(
          eb
            .selectFrom('materials')
            .select('materials.id')
            .whereRef('materials.paperId', '=', 'papers.id')
            .where('materials.deletedAt', 'is', null),
        ),
      ]),
    )
    .orderBy('papers.createdAt', 'desc')
    .limit(300)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    subjectName: r.subjectName,
    mine: r.ownerId === userId,
  }));
}

/** A paper I may bind or schedule, else 403/404. */
async function usablePaper(ctx: ServerContext, userId: string, orgId: string, paperId: string) {
  const ok = (await bindablePapers(ctx, userId, orgId)).find((p) => p.id === paperId);
  if (!ok) throw fail.notFound('试卷不存在，或不是你的试卷或学校试卷');
  return ok;
}

/** Binds a paper to a textbook chapter. */
export async function bindPaper(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  b: { paperId: string; textbookId: string; chapterId: string },
) {
  await usablePaper(ctx, userId, orgId, b.paperId);
  const ch = await ctx.db
    .selectFrom('chapters')
    .select('textbookId')
    .where('id', '=', b.chapterId)
    .executeTakeFirst();
  if (!ch || ch.textbookId !== b.textbookId) throw fail.badRequest('章节不属于所选教材');
  await ctx.db
    .insertInto('paperBindings')
    .values({ ...b, orgId, boundBy: userId, boundAt: nowIso(ctx.now()) })
    .onConflict((oc) => oc.columns(['paperId', 'chapterId']).doNothing())
    .execute();
}

/** Removes a paper's binding to a chapter. */
export async function unbindPaper(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  paperId: string,
  chapterId: string,
) {
  await usablePaper(ctx, userId, orgId, paperId);
  await ctx.db
    .deleteFrom('paperBindings')
    .where('orgId', '=', orgId)
    .where('paperId', '=', paperId)
    .where('chapterId', '=', chapterId)
    .execute();
}

/** Papers bound to the chapters of a textbook. */
export async function listBindings(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  textbookId: string,
): Promise<PaperBinding[]> {
  await requireMembership(ctx.db, userId, orgId);
  return ctx.db
    .selectFrom('paperBindings')
    .innerJoin('papers', 'papers.id', 'paperBindings.paperId')
    .innerJoin('chapters', 'chapters.id', 'paperBindings.chapterId')
    .innerJoin('users', 'users.id', 'paperBindings.boundBy')
    .select([
      'paperBindings.paperId',
      'papers.title',
      'paperBindings.textbookId',
      'paperBindings.chapterId',
      'chapters.name as chapterName',
      'users.displayName as boundBy',
    ])
    .where('paperBindings.orgId', '=', orgId)
    .where('paperBindings.textbookId', '=', textbookId)
    .where('papers.deletedAt', 'is', null)
    .orderBy('chapters.sort')
    .execute();
}

/** Puts a paper on the schedule of a class for a week (its teachers and administrators). */
export async function scheduleHomework(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  b: { classId: string; week: string; paperId: string; note: string },
) {
  const m = await requireMembership(ctx.db, userId, orgId);
  await usablePaper(ctx, userId, orgId, b.paperId);
  const cls = await ctx.db
    .selectFrom('classes')
    .select(['id', 'type'])
    .where('id', '=', b.classId)
    .where('orgId', '=', orgId)
    .where('retiredAt', 'is', null)
    .executeTakeFirst();
  if (!cls || cls.type !== 2) throw fail.badRequest('班级不存在');
  const teaches = await ctx.db
    .selectFrom('teacherAssignments')
    .select('id')
    .where('userId', '=', userId)
    .where('classId', '=', b.classId)
    .executeTakeFirst();
  if (!teaches && !isAdmin(m)) throw fail.forbidden('只能为自己任教的班级安排作业');
  const id = newId(ctx.now());
  await ctx.db
    .insertInto('teachingSchedule')
    .values({
      id,
      orgId,
      classId: b.classId,
      week: weekOf(Date.parse(`${b.week}T12:00:00+08:00`)),
      paperId: b.paperId,
      note: b.note.trim(),
      createdBy: userId,
      createdAt: nowIso(ctx.now()),
    })
    .execute();
  return id;
}

/** Removes a schedule entry (whoever made it, or an administrator). */
export async function unschedule(ctx: ServerContext, userId: string, orgId: string, id: string) {
  const m = await requireMembership(ctx.db, userId, orgId);
  const row = await ctx.db
    .selectFrom('teachingSchedule')
    .select('createdBy')
    .where('id', '=', id)
    .where('orgId', '=', orgId)
    .executeTakeFirst();
  if (!row) throw fail.notFound('安排不存在');
  if (row.createdBy !== userId && !isAdmin(m)) throw fail.forbidden();
  await ctx.db.deleteFrom('teachingSchedule').where('id', '=', id).execute();
}

/** The schedule of a week; `mineOnly`: the classes I teach (本周作业). */
export async function weekSchedule(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  week: string | undefined,
  mineOnly: boolean,
): Promise<ScheduleEntry[]> {
  await requireMembership(ctx.db, userId, orgId);
  const w = week ?? weekOf(ctx.now());
  let q = ctx.db
    .selectFrom('teachingSchedule')
    .innerJoin('classes', 'classes.id', 'teachingSchedule.classId')
    .innerJoin('papers', 'papers.id', 'teachingSchedule.paperId')
    .innerJoin('users', 'users.id', 'teachingSchedule.createdBy')
    .select([
      'teachingSchedule.id',
      'teachingSchedule.week',
      'teachingSchedule.classId',
      'classes.name as className',
      'teachingSchedule.paperId',
      'papers.title',
      'papers.ownerId',
      'teachingSchedule.note',
      'users.displayName as createdBy',
    ])
    .where('teachingSchedule.orgId', '=', orgId)
    .where('teachingSchedule.week', '=', w)
    .orderBy('classes.sort');
  if (mineOnly)
    q = q.where('teachingSchedule.classId', 'in', (eb) =>
      eb
        .selectFrom('teacherAssignments')
        .select('classId')
        .where('userId', '=', userId)
        .where('orgId', '=', orgId),
    );
  const rows = await q.execute();
  return rows.map(({ ownerId, ...r }) => ({ ...r, mine: ownerId === userId }));
}

/**
 * One click on this week's homework: the paper itself when it is mine, else a copy of the school
 * paper made into my papers (作业列表); answers the paper id to open.
 */
export async function useScheduled(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  id: string,
): Promise<string> {
  await requireMembership(ctx.db, userId, orgId);
  const row = await ctx.db
    .selectFrom('teachingSchedule')
    .select('paperId')
    .where('id', '=', id)
    .where('orgId', '=', orgId)
    .executeTakeFirst();
  if (!row) throw fail.notFound('安排不存在');
  const found = await findPaper(ctx.db, row.paperId);
  if (!found) throw fail.notFound('试卷已被删除');
  return found.paper.ownerId === userId ? found.paper.id : clonePaper(ctx, found, userId);
}
