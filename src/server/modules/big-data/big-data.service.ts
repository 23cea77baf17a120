import type {
  BigDataCell,
  BigDataGrade,
  BigDataKnowledge,
  BigDataReport,
} from '../../../shared/api/big-data';
import type { ServerContext } from '../../context';
import { classPaperProgress, progressKey, turnaroundMs } from '../data-center/class-paper-progress';
import { papersMoments } from '../data-center/grade-aggregates';
import { classSizes, periodPapers, type PeriodPaper } from './big-data.papers';
import { papersKnowledge } from './knowledge-sums';

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

type Moments = Awaited<ReturnType<typeof papersMoments>>;

/**
 * 学科统计's figures over a list of paper-class rows: papers, scored papers, participation (sat
 * over enrolled, summed over scored papers) and the mean of the papers' 得分率, with the trend.
 */
function figuresOf(rows: PeriodPaper[], moments: Moments, enrolled: Map<string, number>) {
  const paperIds = [...new Set(rows.map((g) => g.id))];
  let sat = 0;
  let expected = 0;
  const trend: BigDataCell['trend'] = [];
  for (const id of paperIds) {
    const mine = rows.filter((g) => g.id === id);
    const classes = new Set(mine.map((g) => g.classId));
    const m = moments.filter((x) => x.paperId === id && classes.has(x.classId));
    const n = m.reduce((s, x) => s + x.n, 0);
    if (n === 0) continue;
    sat += n;
    expected += mine.reduce((s, g) => s + (enrolled.get(g.classId) ?? 0), 0);
    const full = mine[0]!.fullMarks;
    trend.push({
      paperId: id,
      title: mine[0]!.title,
      date: mine[0]!.assignedAt.slice(0, 10),
      scoreRate: full > 0 ? m.reduce((s, x) => s + x.sum, 0) / n / full : null,
    });
  }
  const rates = trend.flatMap((t) => (t.scoreRate === null ? [] : [t.scoreRate]));
  return {
    papers: paperIds.length,
    scoredPapers: trend.length,
    participation: expected === 0 ? null : sat / expected,
    scoreRate: mean(rates),
    trend,
  };
}

const groupBy = <T>(list: T[], key: (x: T) => string) => {
  const out = new Map<string, T[]>();
  for (const x of list) out.set(key(x), [...(out.get(key(x)) ?? []), x]);
  return out;
};

/**
 * /bigData of a school over [from, to): per grade and subject 学科统计's figures, per grade the
 * comparison with 批改周期 (作业批改报表's query), the grade × 知识点 得分率 and the weakest points.
 */
export async function bigDataReport(
  ctx: ServerContext,
  orgId: string,
  from: string,
  to: string,
): Promise<BigDataReport> {
  const org = await ctx.db
    .selectFrom('orgs')
    .select('name')
    .where('id', '=', orgId)
    .executeTakeFirstOrThrow();
  const rows = await periodPapers(ctx, orgId, from, to);
  const enrolled = await classSizes(ctx, orgId);
  const paperIds = [...new Set(rows.map((r) => r.id))];
  const moments = await papersMoments(ctx.db, paperIds);
  const progress = await classPaperProgress(ctx.db, paperIds);
  const byGrade = groupBy(rows, (r) => r.gradeId);
  const cells: BigDataCell[] = [];
  const grades: BigDataGrade[] = [];
  for (const list of [...byGrade.values()].sort((a, b) => a[0]!.gradeSort - b[0]!.gradeSort)) {
    const g = list[0]!;
    const subjects = [...groupBy(list, (r) => r.subjectId).values()].sort(
      (a, b) => a[0]!.subjectSort - b[0]!.subjectSort,
    );
    for (const s of subjects)
      cells.push({
        gradeId: g.gradeId,
        gradeName: g.gradeName,
        subjectId: s[0]!.subjectId,
        subjectName: s[0]!.subjectName,
        ...figuresOf(s, moments, enrolled),
      });
    const all = figuresOf(list, moments, enrolled);
    const times: number[] = [];
    let scanned = 0;
    for (const r of list) {
      const p = progress.get(progressKey(r.id, r.classId));
      if (!p || p.n === 0) continue;
      scanned++;
      const t = turnaroundMs(p);
      if (t !== null) times.push(t / 3600_000);
    }
    grades.push({
      gradeId: g.gradeId,
      gradeName: g.gradeName,
      students: [...new Set(list.map((r) => r.classId))].reduce(
        (s, c) => s + (enrolled.get(c) ?? 0),
        0,
      ),
      papers: all.papers,
      participation: all.participation,
      scoreRate: all.scoreRate,
      turnaroundHours: mean(times),
      marked: times.length,
      scanned,
    });
  }
  const knowledge = await gradeKnowledge(ctx, rows);
  const weakest = knowledge
    .filter((k) => k.rate !== null && k.rate < 1)
    .sort((a, b) => a.rate! - b.rate! || b.possible - a.possible)
    .slice(0, 10);
  return { schoolName: org.name, from, to, cells, grades, knowledge, weakest };
}

/** Grade × 知识点: marks got and possible added over the grade's scored papers. */
async function gradeKnowledge(ctx: ServerContext, rows: PeriodPaper[]) {
  const papers = new Map(rows.map((r) => [r.id, r]));
  const per = await papersKnowledge(ctx.db, [...papers.values()]);
  const acc = new Map<string, BigDataKnowledge & { top: number }>();
  for (const [paperId, k] of per) {
    const p = papers.get(paperId)!;
    for (const item of k.items) {
      const key = `${p.gradeId}|${item.key}`;
      const e = acc.get(key) ?? {
        gradeId: p.gradeId,
        knowledgeId: item.key,
        name: item.name,
        got: 0,
        possible: 0,
        rate: null,
        paperId,
        subjectId: p.subjectId,
        top: 0,
      };
      e.got += item.got;
      e.possible += item.possible;
      if (item.possible > e.top)
        Object.assign(e, { top: item.possible, paperId, subjectId: p.subjectId });
      acc.set(key, e);
    }
  }
  return [...acc.values()]
    .filter((e) => e.possible > 0)
    .map(({ top: _t, ...e }) => ({ ...e, rate: e.got / e.possible }));
}
