import { parentPort, workerData } from 'node:worker_threads';
import { renderPrintJob, type PrintRenderJob } from '../modules/print/print-render.job';
import type { ThreadMessage } from '../modules/print/print-job-thread';

/**
 * Background print thread: renders one job with progress messages after each chunk, stops when
 * told to cancel, and transfers the PDF bytes back.
 */
const { job, chunkSize } = workerData as { job: PrintRenderJob; chunkSize: number };
const port = parentPort!;
const controller = new AbortController();
port.on('message', (m: string) => {
  if (m === 'cancel') controller.abort();
});
const post = (m: ThreadMessage, transfer: ArrayBuffer[] = []) => port.postMessage(m, transfer);
renderPrintJob(job, {
  signal: controller.signal,
  chunkSize,
  onProgress: (done, total) => post({ kind: 'progress', done, total }),
}).then(
  (result) =>
    post({ kind: 'result', result }, result.ok ? [result.bytes.buffer as ArrayBuffer] : []),
  (err: unknown) =>
    post({ kind: 'error', message: err instanceof Error ? err.message : String(err) }),
);
