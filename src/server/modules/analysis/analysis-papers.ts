import type { AnalysisPaperItem, AnalysisPaperList } from '../../../shared/api/analysis-pages';
import type { ServerContext } from '../../context';
import { isAdmin, requireMembership } from '../system/access';

/**
 * The papers of the user's default school with final scores that the user may analyse (as the
 * grade API decides: owner, administrators, grade directors, teachers of a class that sat it in
 * its subject), each one exam over its classes, newest first; filtered by grade and subject.
 */
export async function analysablePapers(
  ctx: ServerContext,
  userId: string,
  filter: { gradeId?: string; subjectId?: string },
): Promise<AnalysisPaperList> {
  const empty: AnalysisPaperList = { grades: [], subjects: [], papers: [] };
  const user = await ctx.db
    .selectFrom('users')
    .select('defaultOrgId')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user?.defaultOrgId) return empty;
  const m = await requireMembership(ctx.db, userId, user.defaultOrgId);
  const everything = isAdmin(m) || m.isGradeDirector === 1;
  const rows = await ctx.db
    .selectFrom('papers')
    .innerJoin('subjects', 'subjects.id', 'papers.subjectId')
    .innerJoin('studentTotals', 'studentTotals.paperId', 'papers.id')
    .innerJoin('classes', 'classes.id', 'studentTotals.classId')
    .leftJoin('classes as grade', 'grade.id', 'classes.pid')
    .select([
      'papers.id',
      'papers.title',
      'papers.ownerId',
      'papers.subjectId',
      'papers.createdAt',
      'subjects.name as subjectName',
      'classes.id as classId',
      'classes.name as className',
      'grade.id as gradeId',
      'grade.name as gradeName',
    ])
    .where('papers.orgId', '=', user.defaultOrgId)
    .where('papers.deletedAt', 'is', null)
    .where('papers.isBasket', '=', 0)
    .where('studentTotals.complete', '=', 1)
    .where('studentTotals.absent', '=', 0)
    .distinct()
    .execute();
  const taught = new Set(
    (
      await ctx.db
        .selectFrom('teacherAssignments')
        .select(['subjectId', 'classId'])
        .where('userId', '=', userId)
        .where('orgId', '=', user.defaultOrgId)
        .execute()
    ).map((a) => `${a.subjectId}/${a.classId}`),
  );
  const papers = new Map<string, AnalysisPaperItem & { owner: boolean }>();
  for (const r of rows) {
    const p = papers.get(r.id) ?? {
      id: r.id,
      title: r.title,
      subjectId: r.subjectId,
      subjectName: r.subjectName,
      gradeId: r.gradeId ?? '',
      gradeName: r.gradeName ?? '',
      classes: [],
      createdAt: r.createdAt,
      owner: r.ownerId === userId,
    };
    const readable = everything || p.owner || taught.has(`${r.subjectId}/${r.classId}`);
    p.classes.push({ id: r.classId, name: r.className, readable });
    papers.set(r.id, p);
  }
  const mine = [...papers.values()]
    .filter((p) => everything || p.owner || p.classes.some((c) => c.readable))
    .map(({ owner: _owner, ...p }) => ({
      ...p,
      classes: p.classes.sort((a, b) => a.name.localeCompare(b.name, 'zh-CN', { numeric: true })),
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  const uniq = (list: { id: string; name: string }[]) => [
    ...new Map(list.filter((x) => x.id).map((x) => [x.id, x])).values(),
  ];
  return {
    grades: uniq(mine.map((p) => ({ id: p.gradeId, name: p.gradeName }))),
    subjects: uniq(mine.map((p) => ({ id: p.subjectId, name: p.subjectName }))),
    papers: mine.filter(
      (p) =>
        (!filter.gradeId || p.gradeId === filter.gradeId) &&
        (!filter.subjectId || p.subjectId === filter.subjectId),
    ),
  };
}
