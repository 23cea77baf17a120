import type { ChunkControl, PrintResult } from '../../../print';
import type { ExportRequest } from '../../../shared/api/exports';
import type { PrintJobTable } from '../../db/database';
import type { PrintRenderJob } from './print-render.job';

/** An .xlsx export made as its user (plain data, stored with the job like a print's input). */
export interface ExportJob {
  kind: 'export';
  userId: string;
  request: ExportRequest;
}

/** What a background job does: render a document, or make an export. */
export type BackgroundJob = PrintRenderJob | ExportJob;

/** A job's outcome; an export also names its file once it knows the title. */
export type JobResult = PrintResult & { fileName?: string };

/** Runs a background job, reporting progress and stopping when cancelled. */
export type JobRunner = (job: BackgroundJob, control: ChunkControl) => Promise<JobResult>;

/** Whose routes answer a job: prints, 错题重练 practice prints, exports (print_jobs.kind). */
export type JobKind = PrintJobTable['kind'];

/** How a kind's jobs are named in its messages. */
export const JOB_NOUN: Record<JobKind, string> = {
  print: '打印任务',
  practice: '打印任务',
  export: '导出任务',
};
