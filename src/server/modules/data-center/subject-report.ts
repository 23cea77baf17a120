import type { SubjectReport, SubjectRow } from '../../../shared/api/data-center';
import type { ServerContext } from '../../context';
import { directorGrade, gradePapers } from './director-grade';
import { papersMoments } from './grade-aggregates';

/**
 * 学科统计 of a grade: per subject, the papers given to its classes, how many have scores, the
 * participation (students who sat over the students of the classes given each paper, summed over
 * papers) and the mean of the papers' grade 得分率, with that 得分率 per paper as the trend. The
 * figures come from SQL aggregates (papersMoments), never from the score rows themselves.
 */
export async function subjectReport(
  ctx: ServerContext,
  userId: string,
  gradeId?: string,
): Promise<SubjectReport> {
  const grade = await directorGrade(ctx, userId, gradeId);
  const given = await gradePapers(ctx, grade.gradeId);
  const moments = await papersMoments(ctx.db, [...new Set(given.map((g) => g.id))]);
  const enrolled = new Map(grade.classes.map((c) => [c.id, c.students]));
  const bySubject = new Map<string, typeof given>();
  for (const g of given) bySubject.set(g.subjectId, [...(bySubject.get(g.subjectId) ?? []), g]);
  const rows: SubjectRow[] = [...bySubject.values()]
    .sort((a, b) => a[0]!.subjectSort - b[0]!.subjectSort)
    .map((list) => {
      const paperIds = [...new Set(list.map((g) => g.id))];
      let sat = 0;
      let expected = 0;
      const trend: SubjectRow['trend'] = [];
      for (const id of paperIds) {
        const mine = moments.filter((m) => m.paperId === id);
        const n = mine.reduce((s, m) => s + m.n, 0);
        if (n === 0) continue;
        const rows = list.filter((g) => g.id === id);
        sat += n;
        expected += rows.reduce((s, g) => s + (enrolled.get(g.classId) ?? 0), 0);
        const full = rows[0]!.fullMarks;
        const sum = mine.reduce((s, m) => s + m.sum, 0);
        trend.push({
          paperId: id,
          title: rows[0]!.title,
          date: rows[0]!.assignedAt.slice(0, 10),
          scoreRate: full > 0 ? sum / n / full : null,
        });
      }
      const rates = trend.flatMap((t) => (t.scoreRate === null ? [] : [t.scoreRate]));
      return {
        subjectId: list[0]!.subjectId,
        subjectName: list[0]!.subjectName,
        papers: paperIds.length,
        scoredPapers: trend.length,
        participation: expected === 0 ? null : sat / expected,
        scoreRate: rates.length === 0 ? null : rates.reduce((a, b) => a + b, 0) / rates.length,
        trend,
      };
    });
  return { ...withoutOrg(grade), rows };
}

/** The grade as the answer shows it (the school id stays on the server). */
export const withoutOrg = <T extends { orgId: string }>({ orgId: _o, ...rest }: T) => rest;
