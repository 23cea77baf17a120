import type { BankQuestion } from '../../../shared/api';
import type { Db } from '../../db/connect';
import { toBankQuestion } from './question.mapper';

/**
 * Questions a user may see: the shared bank (seed questions, of no school) and their own while
 * they are a member of the school the question belongs to. A teacher's question is the school's:
 * teachers of other schools never see it, nor does its author after leaving that school.
 */
const visible = (db: Db, userId: string) =>
  db
    .selectFrom('questions')
    .innerJoin('subjects', 'subjects.id', 'questions.subjectId')
    .selectAll('questions')
    .select('subjects.stageId')
    .where('questions.deletedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb('questions.ownerId', 'is', null),
        eb.and([
          eb('questions.ownerId', '=', userId),
          eb(
            'questions.orgId',
            'in',
            eb
              .selectFrom('memberships')
              .select('memberships.orgId')
              .where('memberships.userId', '=', userId),
          ),
        ]),
      ]),
    );

/** Chapters and knowledge points of a set of questions, by question id. */
export async function loadLinks(db: Db, ids: string[]) {
  const out = new Map<
    string,
    { chapters: BankQuestion['chapters']; knowledge: BankQuestion['knowledge'] }
  >();
  for (const id of ids) out.set(id, { chapters: [], knowledge: [] });
  if (!ids.length) return out;
  const chapters = await db
    .selectFrom('questionChapters')
    .innerJoin('chapters', 'chapters.id', 'questionChapters.chapterId')
    .select(['questionChapters.questionId', 'chapters.id', 'chapters.name'])
    .where('questionChapters.questionId', 'in', ids)
    .execute();
  const knowledge = await db
    .selectFrom('questionKnowledge')
    .innerJoin('knowledgePoints', 'knowledgePoints.id', 'questionKnowledge.knowledgeId')
    .select([
      'questionKnowledge.questionId',
      'knowledgePoints.id',
      'knowledgePoints.name',
      'questionKnowledge.weight',
    ])
    .where('questionKnowledge.questionId', 'in', ids)
    .execute();
  for (const c of chapters) out.get(c.questionId)?.chapters.push({ id: c.id, name: c.name });
  for (const k of knowledge)
    out.get(k.questionId)?.knowledge.push({ id: k.id, name: k.name, weight: k.weight });
  return out;
}

/** One question the user may see, or undefined. */
export async function findQuestion(
  db: Db,
  userId: string,
  id: string,
): Promise<BankQuestion | undefined> {
  const row = await visible(db, userId).where('questions.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const links = await loadLinks(db, [id]);
  return toBankQuestion(row, links.get(id) ?? { chapters: [], knowledge: [] }, userId);
}

/** The query of questions a user may see, for filters to extend. */
export const visibleQuestions = visible;
