import { QUESTION_KINDS, type QuestionKind } from '../../../layout';
import type {
  RehearseClassView,
  RehearseEntry,
  RehearseList,
  RehearseQuery,
} from '../../../shared/api/rehearse';
import type { ServerContext } from '../../context';
import { applyPractice } from './rehearse-apply';
import { collectWrong } from './rehearse-collect';
import { readableClass } from './rehearse.access';
import { dayOf } from './rehearse-schedule';
import { settingsOf } from './rehearse-settings';

const kindName = (k: string) => QUESTION_KINDS[k as QuestionKind]?.name ?? k;

/** Brings the classes' lists up to date: new wrong questions in, practice results applied. */
export async function syncClasses(ctx: ServerContext, orgId: string, classIds: string[]) {
  const s = await settingsOf(ctx.db, orgId);
  await applyPractice(ctx.db, classIds, s, ctx.now());
  await collectWrong(ctx.db, orgId, classIds, s, ctx.now());
  return s;
}

/** Knowledge points of bank questions, by question id. */
async function knowledgeOf(ctx: ServerContext, bankIds: string[]) {
  const out = new Map<string, { id: string; name: string }[]>();
  for (let i = 0; i < bankIds.length; i += 500) {
    const rows = await ctx.db
      .selectFrom('questionKnowledge as qk')
      .innerJoin('knowledgePoints as k', 'k.id', 'qk.knowledgeId')
      .select(['qk.questionId', 'k.id', 'k.name'])
      .where('qk.questionId', 'in', bankIds.slice(i, i + 500))
      .execute();
    for (const r of rows)
      out.set(r.questionId, [...(out.get(r.questionId) ?? []), { id: r.id, name: r.name }]);
  }
  return out;
}

/** A class's wrong questions, filtered by student, subject, 知识点, 题型, date and status. */
export async function listEntries(
  ctx: ServerContext,
  userId: string,
  q: RehearseQuery,
): Promise<RehearseList> {
  const c = await readableClass(ctx, userId, q.classId);
  await syncClasses(ctx, c.orgId, [c.id]);
  const today = dayOf(ctx.now());
  const rows = await ctx.db
    .selectFrom('rehearseEntries as e')
    .innerJoin('students as s', 's.id', 'e.studentId')
    .innerJoin('papers as p', 'p.id', 'e.paperId')
    .selectAll('e')
    .select(['s.name as studentName', 's.examNo', 'p.title as paperTitle'])
    .where('e.classId', '=', c.id)
    .$if(q.status !== 'all', (qb) =>
      qb.where('e.status', '=', q.status === 'cleared' ? 'cleared' : 'open'),
    )
    .$if(!!q.subjectId, (qb) => qb.where('e.subjectId', '=', q.subjectId!))
    .$if(!!q.studentId, (qb) => qb.where('e.studentId', '=', q.studentId!))
    .$if(!!q.kind, (qb) => qb.where('e.kind', '=', q.kind!))
    .$if(!!q.from, (qb) => qb.where('e.wrongAt', '>=', q.from!))
    .$if(!!q.to, (qb) => qb.where('e.wrongAt', '<=', q.to!))
    .$if(!!q.dueOnly, (qb) => qb.where('e.nextReviewAt', '<=', today))
    .$if(!!q.knowledgeId, (qb) =>
      qb.where('e.bankQuestionId', 'in', (eb) =>
        eb
          .selectFrom('questionKnowledge')
          .select('questionId')
          .where('knowledgeId', '=', q.knowledgeId!),
      ),
    )
    .orderBy('s.examNo')
    .orderBy('e.wrongAt', 'desc')
    .orderBy('e.paperId')
    .orderBy('e.no')
    .execute();
  const kn = await knowledgeOf(ctx, [
    ...new Set(rows.flatMap((r) => (r.bankQuestionId ? [r.bankQuestionId] : []))),
  ]);
  const entries: RehearseEntry[] = rows.map((r) => ({
    id: r.id,
    studentId: r.studentId,
    studentName: r.studentName,
    subjectId: r.subjectId,
    paperId: r.paperId,
    paperTitle: r.paperTitle,
    questionId: r.questionId,
    bankQuestionId: r.bankQuestionId,
    no: r.no,
    kind: r.kind,
    kindName: kindName(r.kind),
    score: Number(r.score),
    full: Number(r.fullMarks),
    knowledge: (r.bankQuestionId && kn.get(r.bankQuestionId)) || [],
    wrongAt: r.wrongAt,
    status: r.status,
    rightCount: r.rightCount,
    nextReviewAt: r.nextReviewAt,
    due: r.status === 'open' && r.nextReviewAt <= today,
  }));
  const subjects = await ctx.db
    .selectFrom('subjects')
    .select(['id', 'name'])
    .where('id', 'in', (eb) =>
      eb.selectFrom('rehearseEntries').select('subjectId').distinct().where('classId', '=', c.id),
    )
    .orderBy('sort')
    .execute();
  const knowledge = new Map(entries.flatMap((e) => e.knowledge.map((k) => [k.id, k] as const)));
  const kinds = [...new Set(entries.map((e) => e.kind))].map((k) => ({
    kind: k,
    name: kindName(k),
  }));
  return { today, entries, knowledge: [...knowledge.values()], kinds, subjects };
}

/** Who has cleared what: per student open, due and cleared counts; the most-wrong questions. */
export async function classView(
  ctx: ServerContext,
  userId: string,
  classId: string,
  subjectId: string | undefined,
): Promise<RehearseClassView> {
  const c = await readableClass(ctx, userId, classId);
  await syncClasses(ctx, c.orgId, [c.id]);
  const today = dayOf(ctx.now());
  const students = await ctx.db
    .selectFrom('students')
    .select(['id', 'name', 'examNo'])
    .where('classId', '=', c.id)
    .orderBy('examNo')
    .execute();
  const entries = await ctx.db
    .selectFrom('rehearseEntries as e')
    .innerJoin('papers as p', 'p.id', 'e.paperId')
    .select([
      'e.studentId',
      'e.status',
      'e.nextReviewAt',
      'e.paperId',
      'e.questionId',
      'e.no',
      'p.title',
    ])
    .where('e.classId', '=', c.id)
    .$if(!!subjectId, (qb) => qb.where('e.subjectId', '=', subjectId!))
    .execute();
  const common = new Map<string, RehearseClassView['common'][number]>();
  for (const e of entries) {
    const key = `${e.paperId}:${e.questionId}`;
    const x = common.get(key) ?? {
      paperId: e.paperId,
      paperTitle: e.title,
      questionId: e.questionId,
      no: e.no,
      wrong: 0,
      cleared: 0,
    };
    x.wrong += 1;
    if (e.status === 'cleared') x.cleared += 1;
    common.set(key, x);
  }
  return {
    students: students.map((s) => {
      const mine = entries.filter((e) => e.studentId === s.id);
      return {
        ...s,
        open: mine.filter((e) => e.status === 'open').length,
        due: mine.filter((e) => e.status === 'open' && e.nextReviewAt <= today).length,
        cleared: mine.filter((e) => e.status === 'cleared').length,
      };
    }),
    common: [...common.values()].sort((a, b) => b.wrong - a.wrong || a.no - b.no).slice(0, 30),
  };
}
