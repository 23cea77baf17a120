import { renderPrintJob, type PrintRenderJob } from '../modules/print/print-render.job';
import type { PrintResult } from '../../print';
import { serveJobs } from './pool-worker';

/** Print worker: renders one large document per job; the PDF bytes are transferred back. */
serveJobs<PrintRenderJob, PrintResult>(
  (job) => renderPrintJob(job),
  (out) => (out.ok ? [out.bytes.buffer as ArrayBuffer] : []),
);
