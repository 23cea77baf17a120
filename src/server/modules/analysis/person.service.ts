import { sql } from 'kysely';
import { paperQuestions, type PaperDoc } from '../../../layout';
import type {
  PersonOverview,
  PersonPoint,
  WrongQuestion,
} from '../../../shared/api/analysis-person';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/connect';
import { readableStudent } from './person.access';

/** Paper question id → bank question id, per frozen paper version (versions do not change once scanned). */
const bankIds = new Map<string, Map<string, string>>();
async function bankIdsOf(db: Db, papers: { id: string; currentVersion: number }[]) {
  const missing = papers.filter((p) => !bankIds.has(`${p.id}:${p.currentVersion}`));
  if (missing.length) {
    const docs = await db
      .selectFrom('paperVersions')
      .select(['paperId', 'version', 'doc'])
      .where((eb) =>
        eb.or(
          missing.map((p) =>
            eb.and([eb('paperId', '=', p.id), eb('version', '=', p.currentVersion)]),
          ),
        ),
      )
      .execute();
    for (const d of docs) {
      const qs = paperQuestions(JSON.parse(d.doc) as PaperDoc);
      bankIds.set(`${d.paperId}:${d.version}`, new Map(qs.map((q) => [q.id, q.questionId])));
    }
  }
  return (paperId: string, version: number) => bankIds.get(`${paperId}:${version}`);
}

const sat = sql`o.absent = 0 and o.complete = 1 and o.total is not null`;

/**
 * 学生学情 overview: per subject the student's papers in date order with total, 得分率, class and
 * grade rank (ties share a place: 1 + the number above, counted by SQL), and every question got
 * wrong (score below full marks) across those papers.
 */
export async function personOverview(
  ctx: ServerContext,
  userId: string,
  studentId: string,
): Promise<PersonOverview> {
  const s = await readableStudent(ctx, userId, studentId);
  const mine = await ctx.db
    .selectFrom('studentTotals as m')
    .innerJoin('papers as p', 'p.id', 'm.paperId')
    .innerJoin('subjects as sub', 'sub.id', 'p.subjectId')
    .select([
      'p.id',
      'p.title',
      'p.fullMarks',
      'p.subjectId',
      'p.currentVersion',
      'p.createdAt',
      'sub.name as subjectName',
      'sub.sort as subjectSort',
      'm.total',
      'm.absent',
      'm.classId',
    ])
    .where('m.studentId', '=', studentId)
    .where('p.deletedAt', 'is', null)
    .where((eb) => eb.or([eb('m.complete', '=', 1), eb('m.absent', '=', 1)]))
    .execute();
  const ids = mine.map((p) => p.id);
  const ranks = ids.length
    ? await ctx.db
        .selectFrom('studentTotals as o')
        .innerJoin('studentTotals as m', (j) =>
          j.onRef('m.paperId', '=', 'o.paperId').on('m.studentId', '=', studentId),
        )
        .select([
          'o.paperId',
          sql<number>`sum(case when ${sat} then 1 else 0 end)`.as('n'),
          sql<number>`sum(case when ${sat} and o.total > m.total then 1 else 0 end)`.as('above'),
          sql<number>`sum(case when ${sat} and o.class_id = m.class_id then 1 else 0 end)`.as(
            'classN',
          ),
          sql<number>`sum(case when ${sat} and o.class_id = m.class_id and o.total > m.total then 1 else 0 end)`.as(
            'classAbove',
          ),
        ])
        .where('o.paperId', 'in', ids)
        .groupBy('o.paperId')
        .execute()
    : [];
  const dates = ids.length
    ? await ctx.db
        .selectFrom('paperClasses')
        .select(['paperId', (eb) => eb.fn.min('assignedAt').as('at')])
        .where('paperId', 'in', ids)
        .groupBy('paperId')
        .execute()
    : [];
  const points = mine.map((p) => {
    const r = ranks.find((x) => x.paperId === p.id);
    const absent = p.absent === 1 || p.total === null;
    const date = String(dates.find((d) => d.paperId === p.id)?.at ?? p.createdAt).slice(0, 10);
    const point: PersonPoint = {
      paperId: p.id,
      title: p.title,
      date,
      absent,
      total: absent ? null : Number(p.total),
      full: p.fullMarks,
      scoreRate: absent || p.fullMarks <= 0 ? null : Number(p.total) / p.fullMarks,
      classRank: absent ? null : 1 + Number(r?.classAbove ?? 0),
      classSize: Number(r?.classN ?? 0),
      gradeRank: absent ? null : 1 + Number(r?.above ?? 0),
      gradeSize: Number(r?.n ?? 0),
    };
    return { p, point };
  });
  const subjects = [...new Set(mine.map((p) => p.subjectId))]
    .map((id) => points.filter((x) => x.p.subjectId === id))
    .sort((a, b) => a[0]!.p.subjectSort - b[0]!.p.subjectSort)
    .map((list) => ({
      subjectId: list[0]!.p.subjectId,
      subjectName: list[0]!.p.subjectName,
      points: list
        .map((x) => x.point)
        .sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title)),
    }));
  return { student: s, subjects, wrong: await wrongQuestions(ctx.db, studentId, mine) };
}

/** Questions the student scored below full marks on, paper by paper (latest first), in order. */
async function wrongQuestions(
  db: Db,
  studentId: string,
  papers: {
    id: string;
    title: string;
    subjectId: string;
    currentVersion: number;
    absent: number;
  }[],
): Promise<WrongQuestion[]> {
  const sat = papers.filter((p) => p.absent !== 1);
  if (!sat.length) return [];
  const rows = await db
    .selectFrom('studentScores')
    .select(['paperId', 'questionId', 'no', 'kind', 'score', 'fullMarks'])
    .where('studentId', '=', studentId)
    .where(
      'paperId',
      'in',
      sat.map((p) => p.id),
    )
    .where('part', '=', 0)
    .where('score', 'is not', null)
    .whereRef('score', '<', 'fullMarks')
    .orderBy('paperId')
    .orderBy('no')
    .execute();
  const bank = await bankIdsOf(db, sat);
  const byId = new Map(sat.map((p) => [p.id, p]));
  return rows.map((r) => {
    const p = byId.get(r.paperId)!;
    return {
      paperId: r.paperId,
      paperTitle: p.title,
      subjectId: p.subjectId,
      questionId: r.questionId,
      bankQuestionId: bank(p.id, p.currentVersion)?.get(r.questionId) ?? null,
      no: r.no,
      kind: r.kind,
      score: Number(r.score),
      full: Number(r.fullMarks),
    };
  });
}
