import { Worker } from 'node:worker_threads';
import type { ChunkControl, PrintResult } from '../../../print';
import type { PrintRenderJob } from './print-render.job';

/** What the background print thread says: progress after a chunk, then the result or an error. */
export type ThreadMessage =
  | { kind: 'progress'; done: number; total: number }
  | { kind: 'result'; result: PrintResult }
  | { kind: 'error'; message: string };

/**
 * Renders a background print (a grade's cards or labels) on a thread of its own, so the server
 * answers other requests while it runs: progress comes back after each chunk, cancelling the
 * signal stops the thread between chunks, and the thread ends with the job.
 */
export function renderOnThread(job: PrintRenderJob, control: ChunkControl): Promise<PrintResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('../../workers/bootstrap.mjs', import.meta.url), {
      workerData: {
        entry: new URL('../../workers/print-job.worker.ts', import.meta.url).href,
        job,
        chunkSize: control.chunkSize ?? 20,
      },
    });
    const cancel = () => worker.postMessage('cancel');
    control.signal?.addEventListener('abort', cancel, { once: true });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      control.signal?.removeEventListener('abort', cancel);
      fn();
      void worker.terminate();
    };
    worker.on('message', (m: ThreadMessage) => {
      if (m.kind === 'progress') control.onProgress?.(m.done, m.total);
      else if (m.kind === 'result') finish(() => resolve(m.result));
      else finish(() => reject(new Error(m.message)));
    });
    worker.on('error', (err) => finish(() => reject(err)));
    worker.on('exit', (code) => finish(() => reject(new Error(`打印线程意外退出（${code}）`))));
  });
}
