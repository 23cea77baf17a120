import type { ServerContext } from '../../context';
import { requirePaper } from '../paper/paper.service';
import type { ReportSource } from './grade-report';

/**
 * Where /printgrade's data comes from: a marked paper's final scores (every class it was given
 * to) with its heading and the school's analysis settings; null while the paper has none.
 * Throws 404/403 as any print of the paper does.
 */
export type GradeResultsSource = (
  ctx: ServerContext,
  userId: string,
  paperId: string,
) => Promise<ReportSource | null>;

/**
 * The source until online marking stores final scores: it checks the teacher may print the paper
 * and answers that no final scores exist. The marking read model replaces it (issue 12's
 * remaining part): scores per student and item, 缺考, the paper's items with 知识点 weights.
 */
export const markedResults: GradeResultsSource = async (ctx, userId, paperId) => {
  await requirePaper(ctx, userId, paperId);
  return null;
};
