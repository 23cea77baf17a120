import type { ObjectiveScoreRow, Reconciliation } from '../../../shared/api/scan';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { requireMemberOf } from '../system/access';
import { loadVersions } from './batch-context';
import {
  classesOfPaper,
  countedPages,
  markedAbsences,
  openWork,
  studentsOf,
} from './results.repository';
import { mayUseScans } from './scan-access';
import type { ObjectiveAnswer } from './scan-page.types';

/** The paper (of a school the user belongs to) and the classes asked about (of that school). */
export async function scope(
  ctx: ServerContext,
  userId: string,
  paperId: string,
  classIds?: string[],
) {
  const paper = await ctx.db
    .selectFrom('papers')
    .select(['id', 'orgId', 'currentVersion', 'ownerId', 'subjectId'])
    .where('id', '=', paperId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  const gone = '试卷不存在或已删除';
  if (!paper) throw fail.notFound(gone);
  const m = await requireMemberOf(ctx.db, userId, paper.orgId, gone);
  const ids = classIds?.length ? [...new Set(classIds)] : await classesOfPaper(ctx.db, paper.id);
  const classes = ids.length
    ? await ctx.db.selectFrom('classes').select(['id', 'orgId']).where('id', 'in', ids).execute()
    : [];
  if (classes.length !== ids.length || classes.some((c) => c.orgId !== paper.orgId))
    throw fail.notFound('所选班级不存在');
  if (!(await mayUseScans(ctx.db, userId, m, paper, ids))) throw fail.forbidden();
  return { paper, classIds: ids };
}

/**
 * Reconciliation: the classes' students × the card's pages against the pages received, listing
 * missing pages and students; complete when nothing is missing, waiting or open.
 */
export async function reconcile(
  ctx: ServerContext,
  userId: string,
  paperId: string,
  classIds?: string[],
): Promise<Reconciliation> {
  const { paper, classIds: ids } = await scope(ctx, userId, paperId, classIds);
  const { versions } = await loadVersions(ctx.db, paper.id);
  const current = versions.get(paper.currentVersion);
  const pagesPerStudent =
    current?.pageCount ?? Math.max(0, ...[...versions.values()].map((v) => v.pageCount));
  const students = await studentsOf(ctx.db, ids);
  const pages = await countedPages(
    ctx.db,
    paper.id,
    students.map((s) => s.id),
  );
  const got = new Map<string, Set<number>>();
  const marked = new Set(
    (
      await markedAbsences(
        ctx.db,
        paper.id,
        students.map((s) => s.id),
      )
    ).map((a) => a.studentId),
  );
  const absent = new Set<string>(marked);
  for (const p of pages) {
    const set = got.get(p.studentId!) ?? new Set<number>();
    set.add(p.pageNo!);
    got.set(p.studentId!, set);
    if (p.absent === 1) absent.add(p.studentId!);
  }
  const all = Array.from({ length: pagesPerStudent }, (_, i) => i + 1);
  const missing = students.flatMap((s) => {
    if (absent.has(s.id)) return [];
    const have = got.get(s.id);
    const missingPages = all.filter((n) => !have?.has(n));
    return missingPages.length
      ? [{ studentId: s.id, name: s.name, examNo: s.examNo, className: s.className, missingPages }]
      : [];
  });
  const receivedPages = students.reduce(
    (n, s) => n + all.filter((p) => got.get(s.id)?.has(p)).length,
    0,
  );
  const work = await openWork(ctx.db, paper.id);
  return {
    paperId: paper.id,
    pagesPerStudent,
    expectedPages: students.length * pagesPerStudent,
    receivedPages,
    students: students.length,
    completeStudents: students.length - missing.length,
    absentStudents: absent.size,
    missing,
    markedAbsent: students
      .filter((s) => marked.has(s.id))
      .map((s) => ({ studentId: s.id, name: s.name, examNo: s.examNo, className: s.className })),
    ...work,
    complete:
      students.length > 0 &&
      missing.length === 0 &&
      work.pendingPages === 0 &&
      work.openProblems === 0,
  };
}

/** Objective scores of a class's students: each question read, its key and marks, and review flags. */
export async function objectiveScores(
  ctx: ServerContext,
  userId: string,
  paperId: string,
  classId: string,
): Promise<ObjectiveScoreRow[]> {
  const { paper } = await scope(ctx, userId, paperId, [classId]);
  const students = await studentsOf(ctx.db, [classId]);
  const pages = await countedPages(
    ctx.db,
    paper.id,
    students.map((s) => s.id),
  );
  return students.map((s) => {
    const mine = pages.filter((p) => p.studentId === s.id);
    const answers: ObjectiveScoreRow['answers'] = {};
    for (const p of mine)
      for (const a of (p.objective ? JSON.parse(p.objective) : []) as ObjectiveAnswer[])
        answers[String(a.no)] = {
          read: a.read,
          key: a.key,
          score: a.score,
          full: a.full,
          review: a.review,
        };
    const scored = mine.filter((p) => p.objectiveScore !== null);
    return {
      studentId: s.id,
      name: s.name,
      examNo: s.examNo,
      className: s.className,
      absent: mine.some((p) => p.absent === 1),
      objectiveScore: scored.length
        ? Math.round(scored.reduce((n, p) => n + Number(p.objectiveScore), 0) * 100) / 100
        : null,
      answers,
    };
  });
}
