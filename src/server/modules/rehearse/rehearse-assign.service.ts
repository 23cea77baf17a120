import { paperQuestions, type PaperDoc } from '../../../layout';
import { rehearseAssignBody, type RehearseAssignBody } from '../../../shared/api/rehearse';
import { addQuestion, emptyPaper, shortId, totals } from '../../../shared/paper';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { insertPaper } from '../paper/paper.repository';
import { syncClasses } from './rehearse-list.service';
import { readableClass } from './rehearse.access';
import { dayOf } from './rehearse-schedule';

/**
 * 布置为作业: the questions at least `share` of the class got wrong (most wrong first, at most
 * `limit`) become one ordinary homework of the teacher, set for the class; it is printed, scanned
 * and marked like any paper, and its own wrong answers are collected again.
 */
export async function assignClassPractice(
  ctx: ServerContext,
  userId: string,
  input: RehearseAssignBody,
): Promise<{ paperId: string; questions: number }> {
  const body = rehearseAssignBody.parse(input);
  const c = await readableClass(ctx, userId, body.classId);
  const subject = await ctx.db
    .selectFrom('subjects')
    .select(['id', 'stageId'])
    .where('id', '=', body.subjectId)
    .executeTakeFirst();
  if (!subject) throw fail.notFound('学科不存在');
  await syncClasses(ctx, c.orgId, [c.id]);
  const size = (
    await ctx.db.selectFrom('students').select('id').where('classId', '=', c.id).execute()
  ).length;
  const counts = await ctx.db
    .selectFrom('rehearseEntries')
    .select([
      'paperId',
      'questionId',
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.min('no').as('no'),
    ])
    .where('classId', '=', c.id)
    .where('subjectId', '=', subject.id)
    .groupBy(['paperId', 'questionId'])
    .execute();
  const picked = counts
    .filter((r) => size > 0 && Number(r.n) / size >= body.share)
    .sort((a, b) => Number(b.n) - Number(a.n) || Number(a.no) - Number(b.no))
    .slice(0, body.limit);
  if (!picked.length) throw fail.badRequest('没有多数学生做错的题目');
  const now = ctx.now();
  const paperId = newId(now);
  const title = body.title?.trim() || `错题重练 ${c.name} ${dayOf(now)}`;
  let doc = emptyPaper(paperId);
  doc = { ...doc, settings: { ...doc.settings, title } };
  const docs = new Map<string, PaperDoc>();
  for (const p of picked) {
    if (!docs.has(p.paperId)) {
      const v = await ctx.db
        .selectFrom('papers')
        .innerJoin('paperVersions as v', (j) =>
          j.onRef('v.paperId', '=', 'papers.id').onRef('v.version', '=', 'papers.currentVersion'),
        )
        .select('v.doc')
        .where('papers.id', '=', p.paperId)
        .executeTakeFirstOrThrow();
      docs.set(p.paperId, JSON.parse(v.doc) as PaperDoc);
    }
    const q = paperQuestions(docs.get(p.paperId)!).find((x) => x.id === p.questionId);
    if (q) doc = addQuestion(doc, { ...q, id: shortId() });
  }
  const t = totals(doc);
  const at = nowIso(now);
  await insertPaper(
    ctx.db,
    {
      id: paperId,
      orgId: c.orgId,
      ownerId: userId,
      stageId: subject.stageId,
      subjectId: subject.id,
      textbookId: null,
      gradeId: c.pid,
      isBasket: 0,
      status: '已发布',
      title,
      currentVersion: 1,
      questionCount: t.count,
      fullMarks: t.marks,
      createdAt: at,
      updatedAt: at,
      deletedAt: null,
    },
    doc,
  );
  await ctx.db
    .insertInto('paperClasses')
    .values({ paperId, classId: c.id, assignedAt: at, assignedBy: userId })
    .execute();
  return { paperId, questions: t.count };
}
