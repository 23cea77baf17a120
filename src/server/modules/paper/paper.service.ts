import type { PaperDoc } from '../../../layout';
import type { PaperDetail } from '../../../shared/api';
import { renumber } from '../../../shared/paper';
import type { ServerContext } from '../../context';
import { AppError, fail } from '../../lib/app-error';
import { nowIso } from '../../lib/ids';
import { requireMemberOf } from '../system/access';
import {
  addVersion,
  findPaper,
  listPaperClasses,
  listVersions,
  writeDoc,
} from './paper.repository';

type Found = NonNullable<Awaited<ReturnType<typeof findPaper>>>;

/** A paper the user may change (its owner or a school administrator), else 404/403. */
export async function requirePaper(
  ctx: ServerContext,
  userId: string,
  paperId: string,
): Promise<Found> {
  const found = await findPaper(ctx.db, paperId);
  const gone = '试卷不存在或已删除';
  if (!found) throw fail.notFound(gone);
  const m = await requireMemberOf(ctx.db, userId, found.paper.orgId, gone);
  if (found.paper.ownerId !== userId && m.isAdministrator !== 1) throw fail.forbidden();
  return found;
}

/** The paper with its current version, names and classes. */
export async function paperDetail(
  ctx: ServerContext,
  userId: string,
  paperId: string,
): Promise<PaperDetail> {
  const { paper, version, doc } = await requirePaper(ctx, userId, paperId);
  const names = await ctx.db
    .selectFrom('subjects')
    .innerJoin('stages', 'stages.id', 'subjects.stageId')
    .select(['subjects.name as subjectName', 'stages.name as stageName'])
    .where('subjects.id', '=', paper.subjectId)
    .executeTakeFirstOrThrow();
  const classes = await listPaperClasses(ctx.db, [paper.id]);
  const versions = await listVersions(ctx.db, paper.id);
  return {
    id: paper.id,
    isBasket: paper.isBasket === 1,
    status: paper.status,
    title: paper.title,
    stageId: paper.stageId,
    stageName: names.stageName,
    subjectId: paper.subjectId,
    subjectName: names.subjectName,
    textbookId: paper.textbookId,
    gradeId: paper.gradeId,
    version: version.version,
    revision: version.revision,
    frozen: version.frozenAt !== null,
    frozenReason: version.frozenReason,
    versions: versions.map((v) => ({ version: v.version, frozenAt: v.frozenAt })),
    doc,
    classes: classes.map((c) => ({ id: c.id, name: c.name })),
    questionCount: paper.questionCount,
    fullMarks: paper.fullMarks,
    canEdit: true,
    createdAt: paper.createdAt,
    updatedAt: paper.updatedAt,
  };
}

/**
 * Saves the paper's doc (order, scores, settings). A frozen version (printed or scanned) is never
 * changed: the doc becomes a new version instead. A stale revision, or a save that another one
 * (e.g. a second tab) overtook, answers 409 数据已被修改，请刷新后重试 — never a 500.
 */
export async function saveDoc(
  ctx: ServerContext,
  userId: string,
  paperId: string,
  body: { doc: PaperDoc; revision: number },
): Promise<PaperDetail> {
  const { version } = await requirePaper(ctx, userId, paperId);
  if (body.doc.id !== paperId) throw fail.badRequest('试卷编号不符');
  const doc = renumber({ ...body.doc, version: version.version });
  if (body.revision !== version.revision) throw new AppError('CONFLICT');
  const saved = version.frozenAt
    ? await addVersion(ctx.db, paperId, { ...doc, version: version.version + 1 }, ctx.now())
    : await writeDoc(ctx.db, paperId, doc, version.revision, ctx.now());
  if (!saved) throw new AppError('CONFLICT');
  if (doc.settings.title) {
    await ctx.db
      .updateTable('papers')
      .set({ title: doc.settings.title.trim(), updatedAt: nowIso(ctx.now()) })
      .where('id', '=', paperId)
      .execute();
  }
  return paperDetail(ctx, userId, paperId);
}

/** Turns a basket draft into a saved paper (status 草稿) listed in 作业列表. */
export async function savePaper(
  ctx: ServerContext,
  userId: string,
  paperId: string,
): Promise<PaperDetail> {
  const { paper, doc } = await requirePaper(ctx, userId, paperId);
  if (!doc.settings.title.trim()) throw fail.badRequest('请填写试卷标题');
  if (!doc.sections.some((s) => s.questions.length)) throw fail.badRequest('试卷中还没有试题');
  if (paper.isBasket === 1) {
    await ctx.db
      .updateTable('papers')
      .set({ isBasket: 0, title: doc.settings.title.trim(), updatedAt: nowIso(ctx.now()) })
      .where('id', '=', paperId)
      .execute();
  }
  return paperDetail(ctx, userId, paperId);
}
