import type { PaperDoc } from '../../../layout';
import type { PaperListItem, PaperStatusName } from '../../../shared/api';
import type { ServerContext } from '../../context';
import { toNumber } from '../../db/connect';
import type { PaperTable } from '../../db/database';
import { fail } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { forgetMarkingAccess } from '../marking/marking-access-cache';
import { requireMembership } from '../system/access';
import { findUser } from '../system/system.repository';
import { insertPaper, listPaperClasses } from './paper.repository';
import { paperDetail, requirePaper } from './paper.service';

/** 作业列表: the user's saved papers with filters and paging. */
export async function listPapers(
  ctx: ServerContext,
  userId: string,
  q: {
    subjectId?: string;
    classId?: string;
    status?: PaperStatusName;
    keyword?: string;
    page: number;
    pageSize: number;
  },
): Promise<{ total: number; list: PaperListItem[] }> {
  let base = ctx.db
    .selectFrom('papers')
    .innerJoin('subjects', 'subjects.id', 'papers.subjectId')
    .leftJoin('classes as grade', 'grade.id', 'papers.gradeId')
    .where('papers.ownerId', '=', userId)
    .where('papers.isBasket', '=', 0)
    .where('papers.deletedAt', 'is', null)
    // A student's 错题重练 practice paper lives on /rehearse, not in 作业列表.
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('rehearseSets')
            .select('id')
            .whereRef('rehearseSets.paperId', '=', 'papers.id'),
        ),
      ),
    );
  if (q.subjectId) base = base.where('papers.subjectId', '=', q.subjectId);
  if (q.status) base = base.where('papers.status', '=', q.status);
  if (q.keyword?.trim()) base = base.where('papers.title', 'like', `%${q.keyword.trim()}%`);
  if (q.classId) {
    const classId = q.classId;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('paperClasses')
          .select('paperClasses.paperId')
          .whereRef('paperClasses.paperId', '=', 'papers.id')
          .where('paperClasses.classId', '=', classId),
      ),
    );
  }
  const total = toNumber(
    (await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
  );
  const rows = await base
    .select([
      'papers.id',
      'papers.title',
      'papers.subjectId',
      'subjects.name as subjectName',
      'grade.name as gradeName',
      'papers.status',
      'papers.currentVersion',
      'papers.questionCount',
      'papers.fullMarks',
      'papers.createdAt',
    ])
    .orderBy('papers.createdAt', 'desc')
    .orderBy('papers.id', 'desc')
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  const classes = await listPaperClasses(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    total,
    list: rows.map((r) => ({
      id: r.id,
      title: r.title,
      subjectId: r.subjectId,
      subjectName: r.subjectName,
      gradeName: r.gradeName ?? '',
      classes: classes.filter((c) => c.paperId === r.id).map((c) => ({ id: c.id, name: c.name })),
      status: r.status,
      version: r.currentVersion,
      questionCount: r.questionCount,
      fullMarks: r.fullMarks,
      createdAt: r.createdAt,
    })),
  };
}

/** Assigns a paper to classes of the user's school year (default grade); 已发布 once assigned. */
export async function assignClasses(
  ctx: ServerContext,
  userId: string,
  paperId: string,
  classIds: string[],
) {
  const { paper } = await requirePaper(ctx, userId, paperId);
  if (paper.isBasket === 1) throw fail.badRequest('请先保存试卷，再布置到班级');
  const m = await requireMembership(ctx.db, userId, paper.orgId);
  if (!m.defaultClassId) throw fail.badRequest('请先在顶部选择学年');
  const ids = [...new Set(classIds)];
  const found = ids.length
    ? await ctx.db
        .selectFrom('classes')
        .select(['id', 'orgId', 'pid', 'type'])
        .where('id', 'in', ids)
        .execute()
    : [];
  // Unknown ids and classes of other schools get the same answer: nothing about them is confirmed.
  if (found.length !== ids.length || found.some((c) => c.orgId !== paper.orgId || c.type !== 2))
    throw fail.badRequest('只能布置到本校的班级');
  if (found.some((c) => c.pid !== m.defaultClassId))
    throw fail.badRequest('只能布置到当前学年的班级');
  const at = nowIso(ctx.now());
  const status =
    ids.length && paper.status === '草稿'
      ? '已发布'
      : !ids.length && paper.status === '已发布'
        ? '草稿'
        : paper.status;
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('paperClasses').where('paperId', '=', paperId).execute();
    if (ids.length) {
      await trx
        .insertInto('paperClasses')
        .values(ids.map((classId) => ({ paperId, classId, assignedAt: at, assignedBy: userId })))
        .execute();
    }
    await trx
      .updateTable('papers')
      .set({ gradeId: m.defaultClassId, status, updatedAt: at })
      .where('id', '=', paperId)
      .execute();
  });
  return paperDetail(ctx, userId, paperId);
}

/** Copies a paper into a new unfrozen 草稿 (title + （副本）). */
export async function copyPaper(ctx: ServerContext, userId: string, paperId: string) {
  const id = await clonePaper(ctx, await requirePaper(ctx, userId, paperId), userId);
  return paperDetail(ctx, userId, id);
}

/** Makes a found paper's current version a new 草稿 of `ownerId` (title + （副本））; answers its id. */
export async function clonePaper(
  ctx: ServerContext,
  { paper, doc }: { paper: PaperTable; doc: PaperDoc },
  ownerId: string,
): Promise<string> {
  const user = await findUser(ctx.db, ownerId);
  const id = newId(ctx.now());
  const at = nowIso(ctx.now());
  const title = `${paper.title || doc.settings.title}（副本）`.slice(0, 60);
  await insertPaper(
    ctx.db,
    {
      ...paper,
      id,
      ownerId: user?.id ?? ownerId,
      isBasket: 0,
      status: '草稿',
      title,
      currentVersion: 1,
      createdAt: at,
      updatedAt: at,
      deletedAt: null,
    },
    { ...doc, id, version: 1, settings: { ...doc.settings, title } },
  );
  return id;
}

/** Deletes a paper softly (it stays in the database, out of every list). */
export async function deletePaper(
  ctx: ServerContext,
  userId: string,
  paperId: string,
): Promise<void> {
  await requirePaper(ctx, userId, paperId);
  await ctx.db
    .updateTable('papers')
    .set({ deletedAt: nowIso(ctx.now()) })
    .where('id', '=', paperId)
    .execute();
  forgetMarkingAccess({ paperId });
}
