import type { QuestionInput } from '../../../shared/api';
import type { Db } from '../../db/connect';
import { fail } from '../../lib/app-error';

/** The chapters and 知识点 a question is linked to. */
export interface Links {
  chapterIds: string[];
  knowledgeIds: string[];
}

/** Refuses chapters or 知识点 of another subject (and unknown subjects). */
export async function checkLinks(
  db: Db,
  q: Pick<QuestionInput, 'subjectId' | 'chapterIds' | 'knowledgeIds'>,
) {
  const subject = await db
    .selectFrom('subjects')
    .select('id')
    .where('id', '=', q.subjectId)
    .executeTakeFirst();
  if (!subject) throw fail.badRequest('学科不存在');
  const chapterIds = [...new Set(q.chapterIds)];
  const knowledgeIds = [...new Set(q.knowledgeIds)];
  if (chapterIds.length) {
    const found = await db
      .selectFrom('chapters')
      .innerJoin('textbooks', 'textbooks.id', 'chapters.textbookId')
      .select('chapters.id')
      .where('textbooks.subjectId', '=', q.subjectId)
      .where('chapters.id', 'in', chapterIds)
      .execute();
    if (found.length !== chapterIds.length) throw fail.badRequest('所选章节不属于该学科');
  }
  if (knowledgeIds.length) {
    const found = await db
      .selectFrom('knowledgePoints')
      .select('id')
      .where('subjectId', '=', q.subjectId)
      .where('id', 'in', knowledgeIds)
      .execute();
    if (found.length !== knowledgeIds.length) throw fail.badRequest('所选知识点不属于该学科');
  }
  return { chapterIds, knowledgeIds };
}

/** Replaces a question's chapter and 知识点 links (知识点 weights shared equally). */
export async function writeLinks(
  db: Db,
  id: string,
  links: { chapterIds: string[]; knowledgeIds: string[] },
) {
  await db.deleteFrom('questionChapters').where('questionId', '=', id).execute();
  await db.deleteFrom('questionKnowledge').where('questionId', '=', id).execute();
  if (links.chapterIds.length)
    await db
      .insertInto('questionChapters')
      .values(links.chapterIds.map((chapterId) => ({ questionId: id, chapterId, weight: 1 })))
      .execute();
  const w = 1 / links.knowledgeIds.length;
  if (links.knowledgeIds.length)
    await db
      .insertInto('questionKnowledge')
      .values(links.knowledgeIds.map((knowledgeId) => ({ questionId: id, knowledgeId, weight: w })))
      .execute();
}
