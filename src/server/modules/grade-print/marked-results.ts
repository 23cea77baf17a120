import type { ServerContext } from '../../context';
import { examResultsOf, settingsFor } from '../analysis/exam-results';
import { requirePaper } from '../paper/paper.service';
import type { ReportSource } from './grade-report';
import type { GradeResultsSource } from './grade-results';

/** /printgrade's source: the paper's final scores, heading and the school's settings. */
export const markedResults: GradeResultsSource = async (ctx: ServerContext, userId, paperId) => {
  const { paper, doc } = await requirePaper(ctx, userId, paperId);
  const results = await examResultsOf(ctx.db, paperId, doc);
  if (!results) return null;
  const names = await ctx.db
    .selectFrom('orgs')
    .innerJoin('subjects', (j) => j.on('subjects.id', '=', paper.subjectId))
    .select(['orgs.name as school', 'subjects.name as subject'])
    .where('orgs.id', '=', paper.orgId)
    .executeTakeFirst();
  const full = results.questions.reduce((s, q) => s + q.full, 0);
  const source: ReportSource = {
    heading: {
      title: paper.title,
      subtitle: [names?.school, names?.subject, `满分 ${full} 分`].filter(Boolean).join(' · '),
    },
    results,
    settings: await settingsFor(ctx.db, paper.orgId, paper.subjectId),
  };
  return source;
};
