import type { PaperDoc } from '../../../layout';
import type { PersonPaper } from '../../../shared/api/analysis-person';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { questionsOf } from './exam-results';
import { readableStudent } from './person.access';

/**
 * One paper of a student: each question's score beside the class's 得分率, 知识点 mastery (a
 * question with several points counts by its weights) for the student and the class, and the
 * student's marked answers (题块) whose crops the marking module serves.
 */
export async function personPaper(
  ctx: ServerContext,
  userId: string,
  studentId: string,
  paperId: string,
): Promise<PersonPaper> {
  const s = await readableStudent(ctx, userId, studentId);
  const total = await ctx.db
    .selectFrom('studentTotals')
    .innerJoin('papers', 'papers.id', 'studentTotals.paperId')
    .select([
      'papers.title',
      'papers.fullMarks',
      'papers.currentVersion',
      'studentTotals.total',
      'studentTotals.absent',
      'studentTotals.classId',
    ])
    .where('studentTotals.paperId', '=', paperId)
    .where('studentTotals.studentId', '=', s.id)
    .executeTakeFirst();
  if (!total) throw fail.notFound('该学生没有这份作业的成绩');
  const version = await ctx.db
    .selectFrom('paperVersions')
    .select('doc')
    .where('paperId', '=', paperId)
    .where('version', '=', total.currentVersion)
    .executeTakeFirstOrThrow();
  const questions = await questionsOf(ctx.db, JSON.parse(version.doc) as PaperDoc);
  const mine = await ctx.db
    .selectFrom('studentScores')
    .select(['questionId', 'score'])
    .where('paperId', '=', paperId)
    .where('studentId', '=', s.id)
    .where('part', '=', 0)
    .execute();
  const cls = await ctx.db
    .selectFrom('studentScores as s')
    .innerJoin('studentTotals as t', (j) =>
      j.onRef('t.paperId', '=', 's.paperId').onRef('t.studentId', '=', 's.studentId'),
    )
    .select(['s.questionId', (eb) => eb.fn.avg<number>('s.score').as('mean')])
    .where('s.paperId', '=', paperId)
    .where('s.classId', '=', total.classId)
    .where('s.part', '=', 0)
    .where('t.absent', '=', 0)
    .where('t.complete', '=', 1)
    .groupBy('s.questionId')
    .execute();
  const absent = total.absent === 1;
  const scoreOf = (id: string) => {
    const v = mine.find((m) => m.questionId === id)?.score;
    return absent || v === null || v === undefined ? null : Number(v);
  };
  const classMean = (id: string) => {
    const v = cls.find((c) => c.questionId === id)?.mean;
    return v === null || v === undefined ? null : Number(v);
  };
  const knowledge = new Map<
    string,
    { id: string; name: string; s: number; c: number; f: number; cf: number }
  >();
  for (const q of questions)
    for (const k of q.knowledge) {
      const e = knowledge.get(k.id) ?? { id: k.id, name: k.name, s: 0, c: 0, f: 0, cf: 0 };
      const sc = scoreOf(q.id);
      const cm = classMean(q.id);
      if (sc !== null) {
        e.s += k.weight * sc;
        e.f += k.weight * q.full;
      }
      if (cm !== null) {
        e.c += k.weight * cm;
        e.cf += k.weight * q.full;
      }
      knowledge.set(k.id, e);
    }
  const items = await ctx.db
    .selectFrom('markingItems')
    .innerJoin('markingBlocks', 'markingBlocks.id', 'markingItems.blockId')
    .select([
      'markingItems.id',
      'markingItems.pages',
      'markingItems.finalTotal',
      'markingBlocks.name',
      'markingBlocks.sort',
    ])
    .where('markingItems.paperId', '=', paperId)
    .where('markingItems.studentId', '=', s.id)
    .where('markingItems.status', '=', 'final')
    .orderBy('markingBlocks.sort')
    .execute();
  return {
    paperId,
    title: total.title,
    total: absent || total.total === null ? null : Number(total.total),
    full: total.fullMarks,
    absent,
    questions: questions.map((q, i) => {
      const cm = classMean(q.id);
      return {
        questionId: q.id,
        no: Number(q.label) || i + 1,
        kind: q.kind,
        full: q.full,
        score: scoreOf(q.id),
        classRate: cm === null || q.full <= 0 ? null : cm / q.full,
      };
    }),
    knowledge: [...knowledge.values()].map((k) => ({
      id: k.id,
      name: k.name,
      rate: k.f > 0 ? k.s / k.f : null,
      classRate: k.cf > 0 ? k.c / k.cf : null,
    })),
    images: items.map((it) => ({
      itemId: it.id,
      blockName: it.name,
      score: it.finalTotal === null ? null : Number(it.finalTotal),
      crops: (JSON.parse(it.pages) as unknown[]).length,
    })),
  };
}
