import type { Db } from '../../db/connect';
import type { Database, QuestionTable } from '../../db/database';
import { newId, nowIso } from '../../lib/ids';
import type { SeedBank } from './seed/seed.loader';
import { searchTextOf } from './question.mapper';
import { detailTextOf } from './question-search';

const chunks = <T>(xs: T[], n = 100): T[][] =>
  Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

/** Inserts rows whose ids are not there yet. */
async function insertMissing<T extends { id: string }>(
  db: Db,
  table: 'textbooks' | 'chapters' | 'knowledgePoints' | 'subjects',
  rows: T[],
): Promise<void> {
  const have = new Set((await db.selectFrom(table).select('id').execute()).map((r) => r.id));
  const fresh = rows.filter((r) => !have.has(r.id));
  for (const c of chunks(fresh))
    await db
      .insertInto(table)
      .values(c as never)
      .execute();
}

/**
 * Imports the seed bank (catalogue and questions) into the database; idempotent, so it runs at
 * every start and adds only what is missing. Ids of textbooks, chapters and knowledge points are
 * the seed keys; questions are matched by their seed key.
 */
export async function importSeedBank(db: Db, bank: SeedBank, now = Date.now()): Promise<number> {
  const subjectIds = new Map<string, string>();
  const subjects = [];
  const textbooks = [];
  const chapters = [];
  const knowledge = [];
  const links: { chapterId: string; knowledgeId: string }[] = [];
  for (const stage of bank.catalog.stages) {
    for (const [si, subject] of stage.subjects.entries()) {
      const subjectId = `${stage.key}-${subject.code}`;
      subjectIds.set(subject.key, subjectId);
      subjects.push({
        id: subjectId,
        stageId: stage.key,
        key: subjectId,
        name: subject.name,
        sort: si,
      });
      for (const edition of subject.editions) {
        for (const [ti, book] of edition.textbooks.entries()) {
          textbooks.push({
            id: book.key,
            subjectId,
            editionName: edition.name,
            name: book.name,
            grade: book.grade,
            sort: ti,
          });
          for (const [ci, ch] of book.chapters.entries()) {
            chapters.push({ id: ch.key, textbookId: book.key, pid: null, name: ch.name, sort: ci });
            for (const [xi, sec] of ch.sections.entries()) {
              chapters.push({
                id: sec.key,
                textbookId: book.key,
                pid: ch.key,
                name: sec.name,
                sort: xi,
              });
            }
          }
          for (const [chapterId, kps] of Object.entries(book.knowledgeMap)) {
            for (const knowledgeId of kps) links.push({ chapterId, knowledgeId });
          }
        }
      }
      for (const [ki, node] of subject.knowledge.entries()) {
        knowledge.push({ id: node.key, subjectId, pid: null, name: node.name, sort: ki });
        for (const [ci, child] of node.children.entries()) {
          knowledge.push({ id: child.key, subjectId, pid: node.key, name: child.name, sort: ci });
        }
      }
    }
  }
  const haveStages = new Set(
    (await db.selectFrom('stages').select('id').execute()).map((r) => r.id),
  );
  for (const [i, stage] of bank.catalog.stages.entries()) {
    if (!haveStages.has(stage.key)) {
      await db
        .insertInto('stages')
        .values({ id: stage.key, key: stage.key, name: stage.name, sort: i })
        .execute();
    }
  }
  await insertMissing(db, 'subjects', subjects);
  await insertMissing(db, 'textbooks', textbooks);
  await insertMissing(db, 'chapters', chapters);
  await insertMissing(db, 'knowledgePoints', knowledge);
  const haveLinks = new Set(
    (await db.selectFrom('chapterKnowledge').selectAll().execute()).map(
      (l) => `${l.chapterId}|${l.knowledgeId}`,
    ),
  );
  const freshLinks = links.filter((l) => !haveLinks.has(`${l.chapterId}|${l.knowledgeId}`));
  for (const c of chunks(freshLinks)) await db.insertInto('chapterKnowledge').values(c).execute();

  const haveQuestions = new Set(
    (
      await db.selectFrom('questions').select('seedKey').where('seedKey', 'is not', null).execute()
    ).map((r) => r.seedKey),
  );
  const at = nowIso(now);
  const rows: QuestionTable[] = [];
  const qChapters: Database['questionChapters'][] = [];
  const qKnowledge: Database['questionKnowledge'][] = [];
  for (const q of bank.questions) {
    if (haveQuestions.has(q.key)) continue;
    const id = newId(now);
    const content = {
      stem: q.stem,
      options: q.options,
      answerKey: q.answerKey,
      answer: q.answer,
      analysis: q.analysis,
      parts: q.parts,
      card: q.card,
    };
    rows.push({
      id,
      subjectId: subjectIds.get(q.subject) ?? q.subject,
      kind: q.kind,
      difficulty: q.difficulty,
      year: q.year,
      source: q.source,
      paperType: q.paperType,
      region: q.region ?? '',
      score: q.score,
      content: JSON.stringify(content),
      searchText: searchTextOf(content),
      detailText: detailTextOf(content),
      originId: null,
      ownerId: null,
      orgId: null,
      seedKey: q.key,
      usedCount: 0,
      createdAt: at,
      updatedAt: at,
      deletedAt: null,
    });
    qChapters.push({ questionId: id, chapterId: q.chapter, weight: 1 });
    for (const k of q.knowledge)
      qKnowledge.push({ questionId: id, knowledgeId: k.key, weight: k.weight });
  }
  await db.transaction().execute(async (trx) => {
    for (const c of chunks(rows, 50)) await trx.insertInto('questions').values(c).execute();
    for (const c of chunks(qChapters)) await trx.insertInto('questionChapters').values(c).execute();
    for (const c of chunks(qKnowledge))
      await trx.insertInto('questionKnowledge').values(c).execute();
  });
  return rows.length;
}
