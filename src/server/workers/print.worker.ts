import { renderPrintJob, type PrintThreadJob } from '../modules/print/print-render.job';
import { layoutTex, loadFontSet, type PrintResult } from '../../print';
import { serveJobs } from './pool-worker';

// Ready before the first job: both font weights parsed and the formula typesetter started.
await loadFontSet();
layoutTex('\\frac{1}{2}', false);

/**
 * Print worker: renders one large document per job, reporting progress after each chunk as a
 * note [done, total] and stopping between chunks when cancelled; the PDF bytes are transferred.
 */
serveJobs<PrintThreadJob, PrintResult>(
  ({ job, chunkSize }, control) =>
    renderPrintJob(job, {
      signal: control.signal,
      ...(chunkSize === undefined
        ? {}
        : { chunkSize, onProgress: (done, total) => control.note([done, total]) }),
    }),
  (out) => (out.ok ? [out.bytes.buffer as ArrayBuffer] : []),
);
