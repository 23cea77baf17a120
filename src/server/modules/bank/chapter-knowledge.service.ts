import type { ChapterKnowledgeItem, KnowledgeChapterItem } from '../../../shared/api';
import type { Db } from '../../db/connect';
import { fail } from '../../lib/app-error';
import { withChildren } from './bank.service';

/**
 * The 知识点 a chapter teaches, from the chapter ↔ 知识点 map (a 章 teaches what its 节 teach),
 * each once, in the order of the 知识点 tree.
 */
export async function chapterKnowledge(db: Db, chapterId: string): Promise<ChapterKnowledgeItem[]> {
  const found = await db
    .selectFrom('chapters')
    .select('id')
    .where('id', '=', chapterId)
    .executeTakeFirst();
  if (!found) throw fail.notFound('章节不存在');
  const ids = await withChildren(db, 'chapters', chapterId);
  const rows = await db
    .selectFrom('knowledgePoints as kp')
    .leftJoin('knowledgePoints as parent', 'parent.id', 'kp.pid')
    .select(['kp.id', 'kp.name', 'parent.name as parentName'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('chapterKnowledge')
          .select('chapterKnowledge.knowledgeId')
          .whereRef('chapterKnowledge.knowledgeId', '=', 'kp.id')
          .where('chapterKnowledge.chapterId', 'in', ids),
      ),
    )
    .orderBy((eb) => eb.fn.coalesce('parent.sort', 'kp.sort'))
    .orderBy((eb) => eb.case().when('kp.pid', 'is', null).then(0).else(1).end())
    .orderBy('kp.sort')
    .orderBy('kp.id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, parentName: r.parentName ?? '' }));
}

/**
 * The chapters that teach a 知识点 (an upper 知识点: any of its sub-points), each once, in book
 * order (textbook, 章, 节).
 */
export async function knowledgeChapters(
  db: Db,
  knowledgeId: string,
): Promise<KnowledgeChapterItem[]> {
  const found = await db
    .selectFrom('knowledgePoints')
    .select('id')
    .where('id', '=', knowledgeId)
    .executeTakeFirst();
  if (!found) throw fail.notFound('知识点不存在');
  const ids = await withChildren(db, 'knowledgePoints', knowledgeId);
  const rows = await db
    .selectFrom('chapters as ch')
    .innerJoin('textbooks', 'textbooks.id', 'ch.textbookId')
    .leftJoin('chapters as parent', 'parent.id', 'ch.pid')
    .select([
      'ch.id',
      'ch.name',
      'parent.name as chapterName',
      'textbooks.id as textbookId',
      'textbooks.name as textbookName',
    ])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('chapterKnowledge')
          .select('chapterKnowledge.chapterId')
          .whereRef('chapterKnowledge.chapterId', '=', 'ch.id')
          .where('chapterKnowledge.knowledgeId', 'in', ids),
      ),
    )
    .orderBy('textbooks.grade')
    .orderBy('textbooks.sort')
    .orderBy((eb) => eb.fn.coalesce('parent.sort', 'ch.sort'))
    .orderBy((eb) => eb.case().when('ch.pid', 'is', null).then(0).else(1).end())
    .orderBy('ch.sort')
    .orderBy('ch.id')
    .execute();
  return rows.map((r) => ({ ...r, chapterName: r.chapterName ?? '' }));
}
