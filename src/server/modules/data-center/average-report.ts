import { bandsFromCounts, overAverageRate, summaryFromAggregates } from '../../../shared/analysis';
import type { AverageReport } from '../../../shared/api/data-center';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { settingsFor } from '../analysis/exam-results';
import { directorGrade, gradePapers } from './director-grade';
import { gradeOf, paperClassAggregates } from './grade-aggregates';
import { withoutOrg } from './subject-report';

/** Per class and question of a paper: Σ score, count and full marks of the students who sat it. */
async function questionSums(ctx: ServerContext, paperId: string) {
  const rows = await ctx.db
    .selectFrom('studentScores as s')
    .innerJoin('studentTotals as t', (j) =>
      j.onRef('t.paperId', '=', 's.paperId').onRef('t.studentId', '=', 's.studentId'),
    )
    .select([
      's.classId',
      's.questionId',
      's.no',
      (eb) => eb.fn.sum<number>('s.score').as('sum'),
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.max('s.fullMarks').as('full'),
    ])
    .where('s.paperId', '=', paperId)
    .where('s.part', '=', 0)
    .where('t.absent', '=', 0)
    .where('t.complete', '=', 1)
    .groupBy(['s.classId', 's.questionId', 's.no'])
    .execute();
  return rows.map((r) => ({ ...r, sum: Number(r.sum), n: Number(r.n), full: Number(r.full) }));
}

/**
 * 班级均分及小题对比 of a paper given to the grade (the latest scored one unless asked): each
 * class's summary beside the grade's (SQL aggregates) and every question's 得分率 per class.
 */
export async function averageReport(
  ctx: ServerContext,
  userId: string,
  gradeId?: string,
  paperId?: string,
): Promise<AverageReport> {
  const grade = await directorGrade(ctx, userId, gradeId);
  const given = await gradePapers(ctx, grade.gradeId);
  const scored = new Set(
    (
      await ctx.db
        .selectFrom('studentTotals')
        .select('paperId')
        .distinct()
        .where('paperId', 'in', given.length ? given.map((g) => g.id) : [''])
        .where('complete', '=', 1)
        .execute()
    ).map((r) => r.paperId),
  );
  const papers = [...new Map(given.filter((g) => scored.has(g.id)).map((g) => [g.id, g])).values()];
  const base = {
    ...withoutOrg(grade),
    papers: papers.map((p) => ({
      id: p.id,
      title: p.title,
      subjectName: p.subjectName,
      date: p.assignedAt.slice(0, 10),
    })),
  };
  const chosen = paperId ? papers.find((p) => p.id === paperId) : papers[papers.length - 1];
  if (paperId && !chosen) throw fail.notFound('该试卷没有本年级的成绩');
  if (!chosen)
    return { ...base, paperId: null, title: '', full: 0, grade: null, rows: [], questions: [] };
  const settings = await settingsFor(ctx.db, grade.orgId, chosen.subjectId);
  const full = chosen.fullMarks;
  const aggs = await paperClassAggregates(
    ctx.db,
    chosen.id,
    full,
    settings.lines,
    settings.bandWidth,
  );
  const g = gradeOf(aggs);
  const gradeSummary = summaryFromAggregates(g.agg, full);
  const rows = grade.classes.flatMap((c) => {
    const a = aggs.find((x) => x.classId === c.id);
    if (!a) return [];
    const summary = summaryFromAggregates(a.agg, full);
    return [
      {
        classId: c.id,
        className: c.name,
        summary,
        overAverage: overAverageRate(summary.mean, gradeSummary.mean),
      },
    ];
  });
  const sums = await questionSums(ctx, chosen.id);
  const byQuestion = new Map<string, typeof sums>();
  for (const s of sums) byQuestion.set(s.questionId, [...(byQuestion.get(s.questionId) ?? []), s]);
  const rate = (list: typeof sums) => {
    const n = list.reduce((s, x) => s + x.n, 0);
    const full = list[0]?.full ?? 0;
    return n === 0 || full <= 0 ? null : list.reduce((s, x) => s + x.sum, 0) / n / full;
  };
  const questions = [...byQuestion.values()]
    .sort((a, b) => a[0]!.no - b[0]!.no)
    .map((list) => ({
      questionId: list[0]!.questionId,
      no: list[0]!.no,
      full: list[0]!.full,
      gradeRate: rate(list),
      rates: Object.fromEntries(
        rows.map((r) => [r.classId, rate(list.filter((x) => x.classId === r.classId))]),
      ),
    }));
  return {
    ...base,
    paperId: chosen.id,
    title: chosen.title,
    full,
    grade: { summary: gradeSummary, bands: bandsFromCounts(g.bands, full, settings.bandWidth) },
    rows,
    questions,
  };
}
