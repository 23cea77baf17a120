import { paperQuestions, type PaperDoc } from '../../../layout';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { paperRole } from './marking-access';

/** A column of the score table: a question or one of its parts. */
export interface ScoreColumn {
  key: string;
  label: string;
  full: number;
}

/** A student's row: 缺考 and 未扫描 kept apart from 0. */
export interface ScoreRowView {
  studentId: string;
  name: string;
  examNo: string;
  className: string;
  state: '已完成' | '批改中' | '缺考' | '未扫描';
  scores: Record<string, number | null>;
  objective: number | null;
  subjective: number | null;
  total: number | null;
  rank: number | null;
}

/** Class rank by total among students with a complete score; ties share a rank. */
function rank(rows: ScoreRowView[]): void {
  const byClass = new Map<string, ScoreRowView[]>();
  for (const r of rows)
    if (r.state === '已完成') byClass.set(r.className, [...(byClass.get(r.className) ?? []), r]);
  for (const list of byClass.values()) {
    const sorted = [...list].sort((a, b) => (b.total ?? 0) - (a.total ?? 0));
    sorted.forEach((r, i) => {
      const prev = sorted[i - 1];
      r.rank = prev && prev.total === r.total ? prev.rank : i + 1;
    });
  }
}

/** The score table of a paper for some classes (all its classes when none given). */
export async function scoreTable(
  ctx: ServerContext,
  userId: string,
  paperId: string,
  classId?: string,
) {
  const { paper } = await paperRole(ctx.db, userId, paperId);
  const version = await ctx.db
    .selectFrom('paperVersions')
    .select('doc')
    .where('paperId', '=', paperId)
    .where('version', '=', paper.currentVersion)
    .executeTakeFirstOrThrow();
  const doc = JSON.parse(version.doc) as PaperDoc;
  const columns: ScoreColumn[] = paperQuestions(doc).flatMap((q) => [
    { key: `${q.id}:0`, label: `第${q.no}题`, full: q.score },
    ...q.parts.map((p, i) => ({
      key: `${q.id}:${i + 1}`,
      label: `第${q.no}题${p.label}`,
      full: p.score,
    })),
  ]);
  let classIds: string[];
  if (classId) {
    const c = await ctx.db
      .selectFrom('classes')
      .select('orgId')
      .where('id', '=', classId)
      .executeTakeFirst();
    if (!c || c.orgId !== paper.orgId) throw fail.notFound('班级不存在');
    classIds = [classId];
  } else {
    const assigned = await ctx.db
      .selectFrom('paperClasses')
      .select('classId')
      .where('paperId', '=', paperId)
      .execute();
    const scanned = await ctx.db
      .selectFrom('studentTotals')
      .select('classId')
      .distinct()
      .where('paperId', '=', paperId)
      .execute();
    classIds = [...new Set([...assigned, ...scanned].map((r) => r.classId))];
  }
  if (!classIds.length)
    return {
      paperId,
      title: paper.title,
      status: paper.status,
      columns,
      rows: [] as ScoreRowView[],
    };
  const students = await ctx.db
    .selectFrom('students')
    .innerJoin('classes', 'classes.id', 'students.classId')
    .select(['students.id', 'students.name', 'students.examNo', 'classes.name as className'])
    .where('students.classId', 'in', classIds)
    .orderBy('classes.sort')
    .orderBy('students.examNo')
    .execute();
  const totals = await ctx.db
    .selectFrom('studentTotals')
    .selectAll()
    .where('paperId', '=', paperId)
    .where('classId', 'in', classIds)
    .execute();
  const scores = await ctx.db
    .selectFrom('studentScores')
    .select(['studentId', 'questionId', 'part', 'score'])
    .where('paperId', '=', paperId)
    .where('classId', 'in', classIds)
    .execute();
  const byStudent = new Map<string, Record<string, number | null>>();
  for (const s of scores) {
    const rec = byStudent.get(s.studentId) ?? {};
    rec[`${s.questionId}:${s.part}`] = s.score === null ? null : Number(s.score);
    byStudent.set(s.studentId, rec);
  }
  const totalOf = new Map(totals.map((t) => [t.studentId, t]));
  const num = (v: number | null) => (v === null ? null : Number(v));
  const rows = students.map((s): ScoreRowView => {
    const t = totalOf.get(s.id);
    const state = !t ? '未扫描' : t.absent ? '缺考' : t.complete ? '已完成' : '批改中';
    return {
      studentId: s.id,
      name: s.name,
      examNo: s.examNo,
      className: s.className,
      state,
      scores: byStudent.get(s.id) ?? {},
      objective: t ? num(t.objective) : null,
      subjective: t ? num(t.subjective) : null,
      total: t ? num(t.total) : null,
      rank: null,
    };
  });
  rank(rows);
  return { paperId, title: paper.title, status: paper.status, columns, rows };
}
