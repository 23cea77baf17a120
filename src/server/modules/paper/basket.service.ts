import { QUESTION_KINDS, type PaperDoc, type QuestionKind } from '../../../layout';
import type { BasketInfo } from '../../../shared/api';
import {
  addQuestion,
  bankQuestionIds,
  emptyPaper,
  removeKind,
  removeQuestion,
  totals,
} from '../../../shared/paper';
import type { ServerContext } from '../../context';
import { AppError, fail } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { findQuestion } from '../bank/question.repository';
import { toPaperQuestion } from '../bank/question.mapper';
import { requireMembership } from '../system/access';
import { findUser } from '../system/system.repository';
import { findPaper, insertPaper, listBaskets, writeDoc } from './paper.repository';

/** The 试题篮 of a user: every non-empty basket paper, its counts per 题型 and all question ids. */
export async function getBasket(ctx: ServerContext, userId: string): Promise<BasketInfo> {
  const rows = await listBaskets(ctx.db, userId);
  const info: BasketInfo = { sumCount: 0, paperInfo: [], type: {}, questionIds: [] };
  for (const row of rows) {
    const found = await findPaper(ctx.db, row.id);
    if (!found) continue;
    const t = totals(found.doc);
    if (t.count === 0) continue;
    info.sumCount += t.count;
    info.paperInfo.push({
      id: row.id,
      stageId: row.stageId,
      subjectId: row.subjectId,
      stageName: row.stageName,
      subjectName: row.subjectName,
      testPaperTextbook: row.textbookId ?? '',
    });
    info.type[row.id] = [...t.byKind.entries()].map(([kind, v]) => ({
      dataName: QUESTION_KINDS[kind].name,
      questionCount: v.count,
      typeId: QUESTION_KINDS[kind].typeId,
    }));
    info.questionIds.push(...bankQuestionIds(found.doc));
  }
  return info;
}

/** Applies a change to a basket paper's doc, retrying when another request saved in between. */
async function change(
  ctx: ServerContext,
  paperId: string,
  f: (doc: PaperDoc) => PaperDoc,
): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const found = await findPaper(ctx.db, paperId);
    if (!found) throw fail.notFound('试题篮不存在');
    const next = f(found.doc);
    if (next === found.doc) return;
    if (await writeDoc(ctx.db, paperId, next, found.version.revision, ctx.now())) return;
  }
  throw new AppError('CONFLICT');
}

/** Adds a bank question to the basket paper of its stage + subject (made when missing). */
export async function addToBasket(
  ctx: ServerContext,
  userId: string,
  questionId: string,
): Promise<BasketInfo> {
  const q = await findQuestion(ctx.db, userId, questionId);
  if (!q) throw fail.notFound('试题不存在');
  const user = await findUser(ctx.db, userId);
  if (!user?.defaultOrgId) throw fail.forbidden('请先加入学校后再组卷');
  const m = await requireMembership(ctx.db, userId, user.defaultOrgId);
  const baskets = await listBaskets(ctx.db, userId);
  let basket = baskets.find((b) => b.stageId === q.stageId && b.subjectId === q.subjectId);
  if (!basket) {
    const id = newId(ctx.now());
    const at = nowIso(ctx.now());
    const textbookId = q.chapters[0]
      ? ((
          await ctx.db
            .selectFrom('chapters')
            .select('textbookId')
            .where('id', '=', q.chapters[0].id)
            .executeTakeFirst()
        )?.textbookId ?? null)
      : null;
    await insertPaper(
      ctx.db,
      {
        id,
        orgId: m.orgId,
        ownerId: userId,
        stageId: q.stageId,
        subjectId: q.subjectId,
        textbookId,
        gradeId: m.defaultClassId,
        isBasket: 1,
        status: '草稿',
        title: '',
        currentVersion: 1,
        questionCount: 0,
        fullMarks: 0,
        createdAt: at,
        updatedAt: at,
        deletedAt: null,
      },
      emptyPaper(id),
    );
    basket = (await listBaskets(ctx.db, userId)).find((b) => b.id === id);
  }
  if (!basket) throw fail.notFound('试题篮不存在');
  await change(ctx, basket.id, (doc) => addQuestion(doc, toPaperQuestion(q)));
  return getBasket(ctx, userId);
}

/** A basket paper of the user, or 404/403. */
async function ownBasket(ctx: ServerContext, userId: string, paperId: string) {
  const found = await findPaper(ctx.db, paperId);
  if (!found || found.paper.isBasket !== 1) throw fail.notFound('试题篮不存在');
  if (found.paper.ownerId !== userId) throw fail.forbidden();
  return found;
}

/** Removes one question from whichever basket paper holds it. */
export async function removeFromBasket(ctx: ServerContext, userId: string, questionId: string) {
  for (const b of await listBaskets(ctx.db, userId)) {
    await change(ctx, b.id, (doc) =>
      bankQuestionIds(doc).includes(questionId) ? removeQuestion(doc, questionId) : doc,
    );
  }
  return getBasket(ctx, userId);
}

/** Empties one basket paper (清空全部). */
export async function clearBasket(
  ctx: ServerContext,
  userId: string,
  paperId: string,
): Promise<void> {
  await ownBasket(ctx, userId, paperId);
  await change(ctx, paperId, (doc) => (doc.sections.length ? { ...doc, sections: [] } : doc));
}

/** Removes every question of one 题型 from a basket paper. */
export async function removeTypeFromBasket(
  ctx: ServerContext,
  userId: string,
  paperId: string,
  typeId: number,
) {
  await ownBasket(ctx, userId, paperId);
  const kind = (Object.keys(QUESTION_KINDS) as QuestionKind[]).find(
    (k) => QUESTION_KINDS[k].typeId === typeId,
  );
  if (!kind) throw fail.badRequest('题型不存在');
  await change(ctx, paperId, (doc) => removeKind(doc, kind));
  return getBasket(ctx, userId);
}
