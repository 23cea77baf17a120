import type { MarkingSetup, SetupBody } from '../../../shared/api/marking';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/connect';
import { fail } from '../../lib/app-error';
import { nowIso } from '../../lib/ids';
import { coverageProblem, subjectiveQuestions } from './block-defaults';
import { syncStudent } from './item-sync';
import { paperRole } from './marking-access';
import { forgetMarkingAccess } from './marking-access-cache';
import { paperChanged } from './marking-signals';
import { ensureSetup, insertBlocks, printedVersion, type Block } from './setup.repository';

/** The version marked: the one asked for, else the newest version with scanned pages, else the current. */
async function versionOf(db: Db, paperId: string, current: number, asked?: number) {
  if (asked) return asked;
  const row = await db
    .selectFrom('scanPages')
    .select('paperVersion')
    .where('paperId', '=', paperId)
    .where('paperVersion', 'is not', null)
    .orderBy('paperVersion', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.paperVersion ?? current;
}

/** Teachers of a school (for choosing markers). */
export const schoolTeachers = (db: Db, orgId: string) =>
  db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.userId')
    .select(['users.id as userId', 'users.displayName as name'])
    .where('memberships.orgId', '=', orgId)
    .orderBy('users.displayName')
    .execute();

/** Brings every scanned student of a paper in line with the setup (after settings change). */
export async function syncPaper(db: Db, paperId: string, now: number): Promise<void> {
  const students = await db
    .selectFrom('scanPages')
    .select('studentId')
    .distinct()
    .where('paperId', '=', paperId)
    .where('studentId', 'is not', null)
    .execute();
  for (const s of students) await syncStudent(db, paperId, s.studentId!, now);
}

/** 阅卷设置 of a paper version (made with the defaults on first look). */
export async function getSetup(
  ctx: ServerContext,
  userId: string,
  paperId: string,
  askedVersion?: number,
): Promise<MarkingSetup> {
  const { paper, manager } = await paperRole(ctx.db, userId, paperId);
  const version = await versionOf(ctx.db, paperId, paper.currentVersion, askedVersion);
  const pv = await printedVersion(ctx.db, paperId, version);
  if (!pv) throw fail.badRequest('该试卷尚未打印答题卡，还不能设置阅卷');
  const { setup, blocks } = await ensureSetup(ctx.db, pv, paper.orgId, paper.ownerId, ctx.now());
  const teachers = await schoolTeachers(ctx.db, paper.orgId);
  const names = new Map(teachers.map((t) => [t.userId, t.name]));
  const markers = blocks.length
    ? await ctx.db
        .selectFrom('markingMarkers')
        .selectAll()
        .where(
          'blockId',
          'in',
          blocks.map((b) => b.id),
        )
        .orderBy('addedAt')
        .execute()
    : [];
  return {
    paperId,
    paperVersion: version,
    title: paper.title,
    assign: setup.assign,
    startedAt: setup.startedAt,
    revision: setup.revision,
    canEdit: manager,
    blocks: blocks.map((b) => ({
      id: b.id,
      sort: b.sort,
      name: b.name,
      questionKind: b.questionKind,
      fields: b.fields,
      full: b.full,
      step: b.step === 0.5 ? 0.5 : 1,
      points: b.points,
      mode: b.mode,
      tolerance: b.tolerance,
      combine: b.combine,
      leaderId: b.leaderId,
      closedAt: b.closedAt,
      markers: markers
        .filter((m) => m.blockId === b.id)
        .map((m) => ({ userId: m.userId, name: names.get(m.userId) ?? '', quota: m.quota })),
    })),
    questions: subjectiveQuestions(pv.doc).map((q) => ({
      questionId: q.id,
      no: q.no,
      kind: q.kind,
      full: q.score,
      parts: q.parts.map((p) => ({ label: p.label, full: p.score })),
    })),
    teachers,
  };
}

const structure = (b: {
  fields: unknown;
  step: number;
  points: unknown;
  mode: string;
  tolerance: number;
  combine: string;
  leaderId: string | null;
  name: string;
}) =>
  JSON.stringify([b.name, b.fields, b.step, b.points, b.mode, b.tolerance, b.combine, b.leaderId]);

/** Once marking has begun only markers may be added; a changed full mark gets its own message. */
async function addMarkersOnly(ctx: ServerContext, blocks: Block[], body: SetupBody): Promise<void> {
  if (body.blocks.length !== blocks.length)
    throw fail.conflict('已开始阅卷，题块不能再合并或拆分，只能添加阅卷老师');
  const at = nowIso(ctx.now());
  for (const [i, old] of blocks.entries()) {
    const next = body.blocks[i]!;
    if (next.id !== old.id)
      throw fail.conflict('已开始阅卷，题块不能再合并或拆分，只能添加阅卷老师');
    const full = next.fields.reduce((n, f) => n + f.full, 0);
    if (
      Math.abs(full - old.full) > 1e-9 ||
      next.fields.some((f, j) => f.full !== old.fields[j]?.full)
    )
      throw fail.conflict(`已有评分，${old.name}的满分不能再修改`);
    if (structure(next) !== structure(old))
      throw fail.conflict('已开始阅卷，阅卷设置已锁定，只能添加阅卷老师');
    const have = await ctx.db
      .selectFrom('markingMarkers')
      .select('userId')
      .where('blockId', '=', old.id)
      .execute();
    const had = new Set(have.map((m) => m.userId));
    if ([...had].some((u) => !next.markers.some((m) => m.userId === u)))
      throw fail.conflict('已开始阅卷，不能移除阅卷老师');
    const added = next.markers.filter((m) => !had.has(m.userId));
    if (added.length)
      await ctx.db
        .insertInto('markingMarkers')
        .values(
          added.map((m) => ({ blockId: old.id, userId: m.userId, quota: m.quota, addedAt: at })),
        )
        .execute();
  }
}

/** Saves 阅卷设置 (owner or administrator): blocks, modes, markers; frozen once marking began. */
export async function saveSetup(
  ctx: ServerContext,
  userId: string,
  paperId: string,
  body: SetupBody,
): Promise<MarkingSetup> {
  const { paper, manager } = await paperRole(ctx.db, userId, paperId);
  if (!manager) throw fail.forbidden();
  const pv = await printedVersion(ctx.db, paperId, body.paperVersion);
  if (!pv) throw fail.badRequest('该试卷尚未打印答题卡，还不能设置阅卷');
  const { setup, blocks } = await ensureSetup(ctx.db, pv, paper.orgId, paper.ownerId, ctx.now());
  if (setup.revision !== body.revision) throw fail.conflict('阅卷设置已被他人修改，请刷新后重试');
  const teachers = new Set((await schoolTeachers(ctx.db, paper.orgId)).map((t) => t.userId));
  for (const b of body.blocks) {
    if (b.markers.some((m) => !teachers.has(m.userId)) || (b.leaderId && !teachers.has(b.leaderId)))
      throw fail.badRequest('阅卷老师须是本校老师');
    if (body.assign === 'pooled' && !b.markers.length && !b.leaderId)
      throw fail.badRequest(`请为${b.name}指定阅卷老师`);
    if (b.mode === 'double' && body.assign === 'class')
      throw fail.badRequest('按班级阅卷只能单评，双评请选择流水阅卷');
  }
  const now = ctx.now();
  if (setup.startedAt) {
    if (body.assign !== setup.assign) throw fail.conflict('已开始阅卷，阅卷方式不能再修改');
    await addMarkersOnly(ctx, blocks, body);
  } else {
    const problem = coverageProblem(pv.doc, body.blocks);
    if (problem) throw fail.badRequest(problem);
    await ctx.db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable('markingSetups')
        .set({ assign: body.assign, revision: setup.revision + 1, updatedAt: nowIso(now) })
        .where('id', '=', setup.id)
        .where('revision', '=', setup.revision)
        .where('startedAt', 'is', null)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1)
        throw fail.conflict('阅卷已经开始或设置已被他人修改，请刷新后重试');
      const ids = blocks.map((b) => b.id);
      if (ids.length) {
        const items = trx.selectFrom('markingItems').select('id').where('blockId', 'in', ids);
        await trx.deleteFrom('markingTasks').where('itemId', 'in', items).execute();
        await trx.deleteFrom('markingItems').where('blockId', 'in', ids).execute();
        await trx.deleteFrom('markingMarkers').where('blockId', 'in', ids).execute();
        await trx.deleteFrom('markingComments').where('blockId', 'in', ids).execute();
        await trx.deleteFrom('markingBlocks').where('id', 'in', ids).execute();
      }
      await insertBlocks(
        trx,
        setup.id,
        pv,
        body.blocks.map((b) => ({ ...b, id: undefined })),
        now,
      );
    });
    await syncPaper(ctx.db, paperId, now);
  }
  forgetMarkingAccess({ paperId });
  paperChanged(paperId);
  return getSetup(ctx, userId, paperId, body.paperVersion);
}
