import sharp from 'sharp';
import { FEEDBACK_LIMITS, type FeedbackItem } from '../../../shared/api';
import type { ServerContext } from '../../context';
import type { FeedbackTable } from '../../db/database';
import { fail } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import type { Upload } from '../../lib/multipart';
import { blobStoreOf } from '../../storage/blobs';
import { isAdmin, requireAdmin } from '../system/access';
import { findMembership, findUser } from '../system/system.repository';

type Shot = { key: string; name: string; mime: string };
const shotsOf = (row: FeedbackTable) => JSON.parse(row.screenshots) as Shot[];

/** Files a report with optional screenshots (stored first); it goes to the default school's administrators. */
export async function fileFeedback(
  ctx: ServerContext,
  userId: string,
  input: { content: string; page: string; files: Upload[] },
): Promise<string> {
  const content = input.content.trim();
  if (!content) throw fail.badRequest('请描述遇到的问题');
  if (content.length > FEEDBACK_LIMITS.text)
    throw fail.badRequest(`问题描述不能超过 ${FEEDBACK_LIMITS.text} 个字`);
  const user = await findUser(ctx.db, userId);
  if (!user) throw fail.unauthorized();
  const shots: Shot[] = [];
  for (const f of input.files) {
    const meta = await sharp(f.bytes)
      .metadata()
      .catch(() => null);
    if (!meta || !['png', 'jpeg', 'gif', 'webp'].includes(meta.format ?? ''))
      throw fail.badRequest(`截图“${f.name}”不是图片（支持 PNG、JPG、GIF、WebP）`);
    const { key } = await blobStoreOf(ctx).put(f.bytes);
    shots.push({ key, name: f.name, mime: `image/${meta.format}` });
  }
  const id = newId(ctx.now());
  await ctx.db
    .insertInto('feedback')
    .values({
      id,
      orgId: user.defaultOrgId,
      userId,
      content,
      page: input.page.slice(0, 200),
      screenshots: JSON.stringify(shots),
      status: 'open',
      answer: null,
      answeredBy: null,
      answeredAt: null,
      createdAt: nowIso(ctx.now()),
    })
    .execute();
  return id;
}

const base = (ctx: ServerContext) =>
  ctx.db
    .selectFrom('feedback')
    .innerJoin('users as author', 'author.id', 'feedback.userId')
    .leftJoin('users as answerer', 'answerer.id', 'feedback.answeredBy')
    .selectAll('feedback')
    .select(['author.displayName as authorName', 'answerer.displayName as answererName'])
    .orderBy('feedback.createdAt', 'desc');

const toItem = (
  r: FeedbackTable & { authorName: string; answererName: string | null },
): FeedbackItem => ({
  id: r.id,
  content: r.content,
  page: r.page,
  screenshots: shotsOf(r).map((s, index) => ({ index, name: s.name })),
  status: r.status,
  answer: r.answer,
  answeredBy: r.answererName,
  answeredAt: r.answeredAt,
  author: r.authorName,
  createdAt: r.createdAt,
});

/** My reports with their answers. */
export async function myFeedback(ctx: ServerContext, userId: string): Promise<FeedbackItem[]> {
  return (await base(ctx).where('feedback.userId', '=', userId).limit(200).execute()).map(toItem);
}

/** The school's reports (administrators), open ones first. */
export async function schoolFeedback(
  ctx: ServerContext,
  userId: string,
  orgId: string,
): Promise<FeedbackItem[]> {
  await requireAdmin(ctx.db, userId, orgId);
  const rows = await base(ctx).where('feedback.orgId', '=', orgId).limit(500).execute();
  return rows
    .map(toItem)
    .sort((a, b) => Number(a.status === 'answered') - Number(b.status === 'answered'));
}

/** A report the user may see: their own, or one of a school they administer. */
async function visible(ctx: ServerContext, userId: string, id: string) {
  const row = await ctx.db
    .selectFrom('feedback')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw fail.notFound('反馈不存在');
  if (row.userId === userId) return row;
  const m = row.orgId ? await findMembership(ctx.db, userId, row.orgId) : undefined;
  if (!m || !isAdmin(m)) throw fail.forbidden();
  return row;
}

/** Answers a report (administrators of its school). */
export async function answerFeedback(
  ctx: ServerContext,
  userId: string,
  id: string,
  answer: string,
) {
  const row = await ctx.db
    .selectFrom('feedback')
    .select(['orgId'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw fail.notFound('反馈不存在');
  if (!row.orgId) throw fail.forbidden();
  await requireAdmin(ctx.db, userId, row.orgId);
  await ctx.db
    .updateTable('feedback')
    .set({
      answer: answer.trim(),
      answeredBy: userId,
      answeredAt: nowIso(ctx.now()),
      status: 'answered',
    })
    .where('id', '=', id)
    .execute();
}

/** A screenshot's bytes and type (its author or the school's administrators). */
export async function screenshot(ctx: ServerContext, userId: string, id: string, index: number) {
  const row = await visible(ctx, userId, id);
  const shot = shotsOf(row)[index];
  if (!shot) throw fail.notFound('截图不存在');
  return { mime: shot.mime, bytes: await blobStoreOf(ctx).get(shot.key) };
}
