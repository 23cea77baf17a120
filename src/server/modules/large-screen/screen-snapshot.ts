import { summaryFromAggregates } from '../../../shared/analysis';
import type {
  ScreenHomework,
  ScreenLatest,
  ScreenRank,
  ScreenScanning,
  ScreenSnapshot,
} from '../../../shared/api/large-screen';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/connect';
import { settingsFor } from '../analysis/exam-results';
import { classPaperProgress, isMarked, progressKey } from '../data-center/class-paper-progress';
import { paperClassAggregates, papersMoments } from '../data-center/grade-aggregates';
import { batchCounts } from '../scan/batch.repository';
import { dayStart, weekStart } from './screen-periods';
import { runningPapers } from './screen-marking';

/** 今日扫描: the scan page's own batch counts, summed over the batches that received files today. */
async function scanningToday(db: Db, orgId: string, since: string): Promise<ScreenScanning> {
  const batches = await db
    .selectFrom('scanFiles')
    .innerJoin('scanBatches', 'scanBatches.id', 'scanFiles.batchId')
    .select('scanFiles.batchId')
    .where('scanFiles.orgId', '=', orgId)
    .where('scanFiles.receivedAt', '>=', since)
    .where('scanBatches.deletedAt', 'is', null)
    .distinct()
    .execute();
  const counts = await batchCounts(
    db,
    batches.map((b) => b.batchId),
  );
  const out = { received: 0, recognised: 0, problemsOpen: 0 };
  for (const c of counts.values()) {
    out.received += c.pages;
    out.recognised += c.recognised;
    out.problemsOpen += c.openProblems;
  }
  return out;
}

/** Papers given to the school's classes since a time: one row per paper and class. */
const givenSince = (db: Db, orgId: string, since: string) =>
  db
    .selectFrom('paperClasses')
    .innerJoin('classes', 'classes.id', 'paperClasses.classId')
    .innerJoin('papers', 'papers.id', 'paperClasses.paperId')
    .select([
      'paperClasses.paperId',
      'paperClasses.classId',
      'paperClasses.assignedAt',
      'classes.name as className',
      'classes.sort',
      'papers.fullMarks',
    ])
    .where('classes.orgId', '=', orgId)
    .where('papers.deletedAt', 'is', null)
    .where('paperClasses.assignedAt', '>=', since)
    .orderBy('classes.sort')
    .orderBy('classes.name')
    .execute();

/** 作业布置与完成 (完成 = the class's answers all final, as 作业批改报表) and 本周得分率排名. */
async function homeworkAndRanking(db: Db, orgId: string, now: number) {
  const today = dayStart(now);
  const week = await givenSince(db, orgId, weekStart(now));
  const progress = await classPaperProgress(db, [...new Set(week.map((g) => g.paperId))]);
  const homework = new Map<string, ScreenHomework>();
  for (const g of week) {
    const h = homework.get(g.classId) ?? {
      classId: g.classId,
      className: g.className,
      givenToday: 0,
      completedToday: 0,
      givenWeek: 0,
      completedWeek: 0,
    };
    homework.set(g.classId, h);
    const done = isMarked(progress.get(progressKey(g.paperId, g.classId))) ? 1 : 0;
    h.givenWeek++;
    h.completedWeek += done;
    if (g.assignedAt >= today) {
      h.givenToday++;
      h.completedToday += done;
    }
  }
  const moments = await papersMoments(db, [...new Set(week.map((g) => g.paperId))]);
  const rates = new Map<string, number[]>();
  for (const g of week) {
    const m = moments.find((x) => x.paperId === g.paperId && x.classId === g.classId);
    if (!m || m.n === 0 || g.fullMarks <= 0) continue;
    rates.set(g.classId, [...(rates.get(g.classId) ?? []), m.sum / m.n / g.fullMarks]);
  }
  const ranking: ScreenRank[] = [...rates]
    .map(([classId, list]) => ({
      classId,
      className: homework.get(classId)?.className ?? '',
      papers: list.length,
      scoreRate: list.reduce((a, b) => a + b, 0) / list.length,
    }))
    .sort((a, b) => b.scoreRate - a.scoreRate);
  return { homework: [...homework.values()], ranking };
}

/** The school's latest paper with final scores: 分数段 and 四率 per class (数据中心's aggregates). */
async function latestPaper(db: Db, orgId: string): Promise<ScreenLatest | null> {
  const last = await db
    .selectFrom('studentTotals')
    .innerJoin('papers', 'papers.id', 'studentTotals.paperId')
    .select(['papers.id', 'papers.title', 'papers.fullMarks', 'papers.subjectId'])
    .where('papers.orgId', '=', orgId)
    .where('papers.deletedAt', 'is', null)
    .where('studentTotals.complete', '=', 1)
    .orderBy('studentTotals.updatedAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!last) return null;
  const settings = await settingsFor(db, orgId, last.subjectId);
  const classes = await paperClassAggregates(
    db,
    last.id,
    last.fullMarks,
    settings.lines,
    settings.bandWidth,
  );
  const names = await db
    .selectFrom('classes')
    .select(['id', 'name', 'sort'])
    .where(
      'id',
      'in',
      classes.map((c) => c.classId),
    )
    .orderBy('sort')
    .orderBy('name')
    .execute();
  const width = Math.max(0, ...classes.map((c) => c.bands.length));
  return {
    paperId: last.id,
    title: last.title,
    full: last.fullMarks,
    bandStarts: Array.from({ length: width }, (_, i) => i * settings.bandWidth),
    classes: names.map((n) => {
      const c = classes.find((x) => x.classId === n.id)!;
      const s = summaryFromAggregates(c.agg, last.fullMarks);
      return {
        classId: n.id,
        className: n.name,
        participants: s.participants,
        scoreRate: s.scoreRate,
        bands: c.bands,
        rates: s.rates,
      };
    }),
  };
}

/** Everything the large screen of a school shows, at the context's clock. */
export async function screenSnapshot(ctx: ServerContext, orgId: string): Promise<ScreenSnapshot> {
  const now = ctx.now();
  const org = await ctx.db
    .selectFrom('orgs')
    .select('name')
    .where('id', '=', orgId)
    .executeTakeFirstOrThrow();
  const { homework, ranking } = await homeworkAndRanking(ctx.db, orgId, now);
  return {
    schoolName: org.name,
    at: new Date(now).toISOString(),
    scanning: await scanningToday(ctx.db, orgId, dayStart(now)),
    marking: await runningPapers(ctx.db, orgId, now),
    homework,
    latest: await latestPaper(ctx.db, orgId),
    ranking,
  };
}
