import mammoth from 'mammoth';
import type { Material } from '../../../shared/api';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/connect';
import type { MaterialTable } from '../../db/database';
import { fail } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { blobStoreOf } from '../../storage/blobs';
import { clonePaper } from '../paper/paper-list.service';
import { findPaper } from '../paper/paper.repository';
import { isAdmin, requireMembership } from '../system/access';
import { materialFile } from './material-file';

/** Where a material is filed. */
export interface Place {
  title: string;
  subjectId: string;
  gradeLevel?: number | null;
  textbookId?: string | null;
  chapterId?: string | null;
}

/** Checks that the textbook and chapter exist and belong together and to the subject. */
async function checkPlace(db: Db, p: Place): Promise<{ gradeLevel: number | null }> {
  if (
    !(await db.selectFrom('subjects').select('id').where('id', '=', p.subjectId).executeTakeFirst())
  )
    throw fail.badRequest('学科不存在');
  if (!p.textbookId) {
    if (p.chapterId) throw fail.badRequest('请先选择教材');
    return { gradeLevel: p.gradeLevel ?? null };
  }
  const book = await db
    .selectFrom('textbooks')
    .select(['subjectId', 'grade'])
    .where('id', '=', p.textbookId)
    .executeTakeFirst();
  if (!book || book.subjectId !== p.subjectId) throw fail.badRequest('教材不属于所选学科');
  if (p.chapterId) {
    const ch = await db
      .selectFrom('chapters')
      .select('textbookId')
      .where('id', '=', p.chapterId)
      .executeTakeFirst();
    if (!ch || ch.textbookId !== p.textbookId) throw fail.badRequest('章节不属于所选教材');
  }
  return { gradeLevel: p.gradeLevel ?? book.grade };
}

/** Stores an uploaded file (blob first) as a material of the school. */
export async function uploadMaterial(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  place: Place,
  file: { name: string; bytes: Uint8Array },
): Promise<string> {
  await requireMembership(ctx.db, userId, orgId);
  const kind = await materialFile(file.name, file.bytes);
  const { gradeLevel } = await checkPlace(ctx.db, place);
  const { key } = await blobStoreOf(ctx).put(file.bytes);
  return insertMaterial(ctx, {
    orgId,
    userId,
    place,
    gradeLevel,
    kind: 'file',
    fileName: file.name,
    mime: kind.mime,
    size: file.bytes.byteLength,
    blobKey: key,
    paperId: null,
  });
}

async function insertMaterial(
  ctx: ServerContext,
  m: {
    orgId: string;
    userId: string;
    place: Place;
    gradeLevel: number | null;
    kind: MaterialTable['kind'];
    fileName: string;
    mime: string;
    size: number;
    blobKey: string | null;
    paperId: string | null;
  },
): Promise<string> {
  const id = newId(ctx.now());
  const title = m.place.title.trim();
  await ctx.db
    .insertInto('materials')
    .values({
      id,
      orgId: m.orgId,
      subjectId: m.place.subjectId,
      gradeLevel: m.gradeLevel,
      textbookId: m.place.textbookId ?? null,
      chapterId: m.place.chapterId ?? null,
      title,
      kind: m.kind,
      fileName: m.fileName,
      mime: m.mime,
      size: m.size,
      blobKey: m.blobKey,
      paperId: m.paperId,
      searchText: `${title} ${m.fileName}`.toLowerCase(),
      uploadedBy: m.userId,
      createdAt: nowIso(ctx.now()),
      deletedAt: null,
    })
    .execute();
  return id;
}

/** Shares one of my papers (or, for administrators, any paper of the school) as a school paper. */
export async function sharePaper(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  body: { paperId: string; textbookId?: string | null; chapterId?: string | null },
): Promise<string> {
  const m = await requireMembership(ctx.db, userId, orgId);
  const found = await findPaper(ctx.db, body.paperId);
  if (!found || found.paper.orgId !== orgId || found.paper.isBasket === 1)
    throw fail.notFound('试卷不存在');
  if (found.paper.ownerId !== userId && !isAdmin(m)) throw fail.forbidden();
  const place = {
    title: found.paper.title,
    subjectId: found.paper.subjectId,
    textbookId: body.textbookId ?? found.paper.textbookId,
    chapterId: body.chapterId ?? null,
  };
  const { gradeLevel } = await checkPlace(ctx.db, place);
  return insertMaterial(ctx, {
    orgId,
    userId,
    place,
    gradeLevel,
    kind: 'paper',
    fileName: `${found.paper.title}.paper`,
    mime: 'application/x-paper',
    size: 0,
    blobKey: null,
    paperId: found.paper.id,
  });
}

/** The school's materials, filtered by subject, grade, textbook, chapter and a keyword. */
export async function listMaterials(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  q: {
    subjectId?: string;
    gradeLevel?: number;
    textbookId?: string;
    chapterId?: string;
    keyword?: string;
  },
): Promise<Material[]> {
  const m = await requireMembership(ctx.db, userId, orgId);
  let query = ctx.db
    .selectFrom('materials')
    .innerJoin('subjects', 'subjects.id', 'materials.subjectId')
    .innerJoin('users', 'users.id', 'materials.uploadedBy')
    .leftJoin('chapters', 'chapters.id', 'materials.chapterId')
    .selectAll('materials')
    .select([
      'subjects.name as subjectName',
      'users.displayName as uploader',
      'chapters.name as chapterName',
    ])
    .where('materials.orgId', '=', orgId)
    .where('materials.deletedAt', 'is', null)
    .orderBy('materials.createdAt', 'desc')
    .limit(500);
  if (q.subjectId) query = query.where('materials.subjectId', '=', q.subjectId);
  if (q.gradeLevel) query = query.where('materials.gradeLevel', '=', q.gradeLevel);
  if (q.textbookId) query = query.where('materials.textbookId', '=', q.textbookId);
  if (q.chapterId) {
    const ids = [
      q.chapterId,
      ...(
        await ctx.db.selectFrom('chapters').select('id').where('pid', '=', q.chapterId).execute()
      ).map((c) => c.id),
    ];
    query = query.where('materials.chapterId', 'in', ids);
  }
  const k = q.keyword?.trim().toLowerCase();
  if (k) query = query.where('materials.searchText', 'like', `%${k}%`);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    kind: r.kind,
    preview: r.kind === 'paper' ? 'paper' : previewOf(r.mime),
    fileName: r.fileName,
    mime: r.mime,
    size: r.size,
    subjectId: r.subjectId,
    subjectName: r.subjectName,
    gradeLevel: r.gradeLevel,
    textbookId: r.textbookId,
    chapterId: r.chapterId,
    chapterName: r.chapterName,
    paperId: r.paperId,
    uploader: r.uploader,
    canDelete: r.uploadedBy === userId || isAdmin(m),
    createdAt: r.createdAt,
  }));
}

const previewOf = (mime: string): Material['preview'] =>
  mime === 'application/pdf'
    ? 'pdf'
    : mime.startsWith('image/')
      ? 'image'
      : mime.includes('wordprocessingml')
        ? 'word'
        : 'none';

/** A material of a school the user belongs to. */
async function findMaterial(ctx: ServerContext, userId: string, orgId: string, id: string) {
  const m = await requireMembership(ctx.db, userId, orgId);
  const row = await ctx.db
    .selectFrom('materials')
    .selectAll()
    .where('id', '=', id)
    .where('orgId', '=', orgId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!row) throw fail.notFound('资料不存在或已删除');
  return { row, m };
}

/** The stored file of a material. */
export async function materialBytes(ctx: ServerContext, userId: string, orgId: string, id: string) {
  const { row } = await findMaterial(ctx, userId, orgId, id);
  if (!row.blobKey) throw fail.badRequest('这是一份学校试卷，请复制到我的试卷后打印');
  return { row, bytes: await blobStoreOf(ctx).get(row.blobKey) };
}

/** A Word (.docx) material as HTML for the in-page preview. */
export async function materialHtml(ctx: ServerContext, userId: string, orgId: string, id: string) {
  const { row, bytes } = await materialBytes(ctx, userId, orgId, id);
  if (previewOf(row.mime) !== 'word') throw fail.badRequest('该资料不能在页面中预览，请下载查看');
  return (await mammoth.convertToHtml({ buffer: bytes })).value;
}

/** Deletes a material (its uploader or an administrator); the stored bytes stay for other copies. */
export async function deleteMaterial(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  id: string,
) {
  const { row, m } = await findMaterial(ctx, userId, orgId, id);
  if (row.uploadedBy !== userId && !isAdmin(m)) throw fail.forbidden();
  await ctx.db
    .updateTable('materials')
    .set({ deletedAt: nowIso(ctx.now()) })
    .where('id', '=', id)
    .execute();
}

/** Copies a school paper into my papers (作业列表); answers the new paper's id. */
export async function copyMaterialPaper(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  id: string,
) {
  const { row } = await findMaterial(ctx, userId, orgId, id);
  if (!row.paperId) throw fail.badRequest('只有学校试卷可以复制到我的试卷');
  const found = await findPaper(ctx.db, row.paperId);
  if (!found) throw fail.notFound('试卷已被删除');
  return clonePaper(ctx, found, userId);
}
