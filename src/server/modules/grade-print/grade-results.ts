import type { ServerContext } from '../../context';
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
