import type { PaperDoc } from '../../../layout';
import {
  analyseExam,
  BAND_WIDTHS,
  metricDefinitions,
  type BandWidth,
} from '../../../shared/analysis';
import { NO_SCORES_YET } from '../../../shared/api';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { isAdmin, requireMembership } from '../system/access';
import { examResultsOf, settingsFor } from './exam-results';

/**
 * A paper whose analysis the user may read: its owner, the school's administrators and grade
 * directors, and the teachers of a class that sat it in its subject; 404 unknown, 403 otherwise.
 */
export async function readablePaper(ctx: ServerContext, userId: string, paperId: string) {
  const paper = await ctx.db
    .selectFrom('papers')
    .select(['id', 'orgId', 'ownerId', 'subjectId', 'title', 'currentVersion'])
    .where('id', '=', paperId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!paper) throw fail.notFound('试卷不存在或已删除');
  const m = await requireMembership(ctx.db, userId, paper.orgId);
  if (paper.ownerId === userId || isAdmin(m) || m.isGradeDirector === 1) return paper;
  const teaches = await ctx.db
    .selectFrom('teacherAssignments')
    .select('teacherAssignments.id')
    .where('teacherAssignments.userId', '=', userId)
    .where('teacherAssignments.subjectId', '=', paper.subjectId)
    .where('teacherAssignments.classId', 'in', (eb) =>
      eb.selectFrom('studentTotals').select('classId').where('paperId', '=', paper.id),
    )
    .executeTakeFirst();
  if (!teaches) throw fail.forbidden();
  return paper;
}

/**
 * 年级学情 of a paper: every figure of every class and the grade (the metrics library over the
 * final scores), the school's settings with an optional band width, and each metric's definition.
 */
export async function gradeAnalysis(
  ctx: ServerContext,
  userId: string,
  paperId: string,
  bandWidth?: number,
) {
  const paper = await readablePaper(ctx, userId, paperId);
  const version = await ctx.db
    .selectFrom('paperVersions')
    .select('doc')
    .where('paperId', '=', paper.id)
    .where('version', '=', paper.currentVersion)
    .executeTakeFirstOrThrow();
  const results = await examResultsOf(ctx.db, paper.id, JSON.parse(version.doc) as PaperDoc);
  if (!results) throw fail.conflict(NO_SCORES_YET);
  const school = await settingsFor(ctx.db, paper.orgId, paper.subjectId);
  const settings = BAND_WIDTHS.includes(bandWidth as BandWidth)
    ? { ...school, bandWidth: bandWidth as BandWidth }
    : school;
  return {
    paperId: paper.id,
    title: paper.title,
    analysis: analyseExam(results, settings),
    definitions: metricDefinitions(settings),
  };
}
