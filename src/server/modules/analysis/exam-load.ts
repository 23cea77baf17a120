import type { PaperDoc } from '../../../layout';
import { NO_SCORES_YET } from '../../../shared/api';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { examResultsOf, settingsFor } from './exam-results';

/** A paper row as the analysis reads it. */
export interface ExamPaper {
  id: string;
  orgId: string;
  subjectId: string;
  title: string;
  currentVersion: number;
}

/** A paper's results (final scores and 缺考) from its current version, or null without scores. */
export async function resultsOfPaper(ctx: ServerContext, paper: ExamPaper) {
  const version = await ctx.db
    .selectFrom('paperVersions')
    .select('doc')
    .where('paperId', '=', paper.id)
    .where('version', '=', paper.currentVersion)
    .executeTakeFirstOrThrow();
  return examResultsOf(ctx.db, paper.id, JSON.parse(version.doc) as PaperDoc);
}

/** A paper's results and the school's settings for its subject; 409 while it has no scores. */
export async function loadExam(ctx: ServerContext, paper: ExamPaper) {
  const results = await resultsOfPaper(ctx, paper);
  if (!results) throw fail.conflict(NO_SCORES_YET);
  return { results, settings: await settingsFor(ctx.db, paper.orgId, paper.subjectId) };
}

/**
 * The paper 进退步 compares with: the latest earlier paper of the same school and subject that the
 * class sat (at least one final score in the class), or null.
 */
export async function previousPaper(
  ctx: ServerContext,
  paper: ExamPaper,
  classId: string,
): Promise<ExamPaper | null> {
  const cur = await ctx.db
    .selectFrom('papers')
    .select('createdAt')
    .where('id', '=', paper.id)
    .executeTakeFirstOrThrow();
  const row = await ctx.db
    .selectFrom('papers')
    .select(['id', 'orgId', 'subjectId', 'title', 'currentVersion', 'createdAt'])
    .where('orgId', '=', paper.orgId)
    .where('subjectId', '=', paper.subjectId)
    .where('deletedAt', 'is', null)
    .where('id', '!=', paper.id)
    .where((eb) =>
      eb.or([
        eb('createdAt', '<', cur.createdAt),
        eb.and([eb('createdAt', '=', cur.createdAt), eb('id', '<', paper.id)]),
      ]),
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('studentTotals')
          .select('studentTotals.paperId')
          .whereRef('studentTotals.paperId', '=', 'papers.id')
          .where('studentTotals.classId', '=', classId)
          .where('studentTotals.complete', '=', 1)
          .where('studentTotals.absent', '=', 0),
      ),
    )
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}
