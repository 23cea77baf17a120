import { paperQuestions, type PaperDoc, type PaperQuestion } from '../../../layout';
import type { RehearseBatch, RehearseGenerateBody } from '../../../shared/api/rehearse';
import { rehearseGenerateBody } from '../../../shared/api/rehearse';
import { addQuestion, emptyPaper, shortId, totals } from '../../../shared/paper';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/connect';
import type { RehearseItemTable } from '../../db/database';
import { fail } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { loadLinks } from '../bank/question.repository';
import { toBankQuestion, toPaperQuestion } from '../bank/question.mapper';
import { insertPaper } from '../paper/paper.repository';
import { syncClasses } from './rehearse-list.service';
import { readableClasses } from './rehearse.access';
import { dayOf } from './rehearse-schedule';
import { createSimilarChooser, seenByStudents } from './rehearse-similar';

/** Source paper docs, parsed once per generation. */
function docCache(db: Db) {
  const docs = new Map<string, Promise<PaperDoc>>();
  return (paperId: string) => {
    let d = docs.get(paperId);
    if (!d) {
      d = db
        .selectFrom('papers')
        .innerJoin('paperVersions as v', (j) =>
          j.onRef('v.paperId', '=', 'papers.id').onRef('v.version', '=', 'papers.currentVersion'),
        )
        .select('v.doc')
        .where('papers.id', '=', paperId)
        .executeTakeFirstOrThrow()
        .then((r) => JSON.parse(r.doc) as PaperDoc);
      docs.set(paperId, d);
    }
    return d;
  };
}

/**
 * Generates practice for the students of some classes: per student, up to `limit` open wrong
 * questions of the subject (earliest due first) each followed by `similar` unseen bank questions
 * like it; each student's set becomes a paper of the teacher (assigned to the student's class)
 * so it is printed, scanned and marked like any paper, every item keeping its source.
 */
export async function generatePractice(
  ctx: ServerContext,
  userId: string,
  input: RehearseGenerateBody,
): Promise<RehearseBatch> {
  const body = rehearseGenerateBody.parse(input);
  const { classes, orgId } = await readableClasses(ctx, userId, body.classIds);
  const subject = await ctx.db
    .selectFrom('subjects')
    .select(['id', 'stageId', 'name'])
    .where('id', '=', body.subjectId)
    .executeTakeFirst();
  if (!subject) throw fail.notFound('学科不存在');
  await syncClasses(
    ctx,
    orgId,
    classes.map((c) => c.id),
  );
  const now = ctx.now();
  const today = dayOf(now);
  const students = await ctx.db
    .selectFrom('students')
    .select(['id', 'name', 'classId'])
    .where(
      'classId',
      'in',
      classes.map((c) => c.id),
    )
    .$if(!!body.studentIds, (q) =>
      q.where('id', 'in', body.studentIds!.length ? body.studentIds! : ['']),
    )
    .orderBy('classId')
    .orderBy('examNo')
    .execute();
  const entries = await ctx.db
    .selectFrom('rehearseEntries')
    .selectAll()
    .where(
      'classId',
      'in',
      classes.map((c) => c.id),
    )
    .where('subjectId', '=', subject.id)
    .where('status', '=', 'open')
    .$if(body.dueOnly, (q) => q.where('nextReviewAt', '<=', today))
    .orderBy('nextReviewAt')
    .orderBy('wrongAt', 'desc')
    .orderBy('no')
    .execute();
  const seen = await seenByStudents(ctx.db, students);
  const difficulties = new Map<string, number>();
  const bankIds = [
    ...new Set(entries.flatMap((e) => (e.bankQuestionId ? [e.bankQuestionId] : []))),
  ];
  for (let i = 0; i < bankIds.length; i += 500)
    for (const r of await ctx.db
      .selectFrom('questions')
      .select(['id', 'difficulty'])
      .where('id', 'in', bankIds.slice(i, i + 500))
      .execute())
      difficulties.set(r.id, r.difficulty);
  const choose = createSimilarChooser(ctx.db, userId);
  const sourceDoc = docCache(ctx.db);
  const batchId = newId(now);
  const at = nowIso(now);
  const grade = classes[0]!.pid;
  const out: RehearseBatch = { batchId, sets: [] };
  for (const s of students) {
    const mine = entries.filter((e) => e.studentId === s.id).slice(0, body.limit);
    if (!mine.length) continue;
    const mySeen = seen.get(s.id) ?? new Set<string>();
    const similar = await choose(
      mine.flatMap((e) =>
        e.bankQuestionId
          ? [
              {
                key: e.id,
                bankId: e.bankQuestionId,
                difficulty: body.difficulty ?? difficulties.get(e.bankQuestionId) ?? 3,
              },
            ]
          : [],
      ),
      body.similar,
      mySeen,
    );
    const paperId = newId(now);
    const setId = newId(now);
    let doc = emptyPaper(paperId);
    doc = { ...doc, settings: { ...doc.settings, title: `错题重练 ${s.name} ${today}` } };
    const items: RehearseItemTable[] = [];
    const simRows = [...similar.values()].flat();
    const links = await loadLinks(
      ctx.db,
      simRows.map((r) => r.id),
    );
    for (const e of mine) {
      const src = paperQuestions(await sourceDoc(e.paperId)).find((q) => q.id === e.questionId);
      if (!src) continue;
      const original: Omit<PaperQuestion, 'no'> = { ...src, id: shortId() };
      const placed: Omit<PaperQuestion, 'no'>[] = [original];
      for (const r of similar.get(e.id) ?? [])
        placed.push(
          toPaperQuestion(
            toBankQuestion(r, links.get(r.id) ?? { chapters: [], knowledge: [] }, userId),
          ),
        );
      placed.forEach((q, i) => {
        const next = addQuestion(doc, q);
        if (next === doc) return;
        doc = next;
        items.push({
          setId,
          questionId: q.id,
          entryId: e.id,
          role: i === 0 ? 'original' : 'similar',
          bankQuestionId: q.questionId || null,
          sourceBankQuestionId: e.bankQuestionId,
          sort: items.length,
        });
      });
    }
    if (!items.length) continue;
    const t = totals(doc);
    await insertPaper(
      ctx.db,
      {
        id: paperId,
        orgId,
        ownerId: userId,
        stageId: subject.stageId,
        subjectId: subject.id,
        textbookId: null,
        gradeId: grade,
        isBasket: 0,
        status: '已发布',
        title: doc.settings.title,
        currentVersion: 1,
        questionCount: t.count,
        fullMarks: t.marks,
        createdAt: at,
        updatedAt: at,
        deletedAt: null,
      },
      doc,
    );
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('paperClasses')
        .values({ paperId, classId: s.classId, assignedAt: at, assignedBy: userId })
        .execute();
      await trx
        .insertInto('rehearseSets')
        .values({
          id: setId,
          orgId,
          ownerId: userId,
          studentId: s.id,
          classId: s.classId,
          subjectId: subject.id,
          paperId,
          batchId,
          similar: body.similar,
          difficulty: body.difficulty,
          status: 'open',
          createdAt: at,
          appliedAt: null,
        })
        .execute();
      await trx.insertInto('rehearseItems').values(items).execute();
    });
    out.sets.push({
      setId,
      paperId,
      studentId: s.id,
      studentName: s.name,
      originals: items.filter((i) => i.role === 'original').length,
      similar: items.filter((i) => i.role === 'similar').length,
    });
  }
  return out;
}
