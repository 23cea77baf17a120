import { EXPORT_STEPS } from '../../../shared/api/exports';
import type { ServerContext } from '../../context';
import type { JobRunner } from '../print/background-job';
import { renderInBackground } from '../print/print-off-thread';
import { buildExport } from './exporters';

/**
 * How this process runs background jobs: documents render on a print thread, exports read the
 * database here and write the workbook (the same path in-process and in `npm run worker`).
 */
export const jobRunnerOf =
  (ctx: ServerContext): JobRunner =>
  async (job, control) => {
    if (job.kind !== 'export') return renderInBackground(job, control);
    const file = await buildExport(ctx, job.userId, job.request, (done) =>
      control.onProgress?.(done, EXPORT_STEPS),
    );
    if (control.signal?.aborted) return { ok: false, reason: '已取消' };
    return { ok: true, bytes: file.bytes, fileName: file.fileName };
  };
