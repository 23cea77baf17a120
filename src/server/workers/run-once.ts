import { Worker } from 'node:worker_threads';
import type { PoolNote, PoolRequest, PoolResponse } from './pool';

/** A one-off worker job ran past its time limit and was stopped. */
export class WorkerTimeoutError extends Error {}

/**
 * Runs one job of a TypeScript worker module (one that calls serveJobs) on a fresh thread, off
 * the event loop, and ends the thread afterwards. Past `timeoutMs` the thread is terminated (even
 * inside a busy loop) and the promise rejects with WorkerTimeoutError; `maxHeapMb` bounds its heap.
 */
export function runOnce<I, O>(
  entry: URL,
  input: I,
  opts: { timeoutMs: number; maxHeapMb?: number },
): Promise<O> {
  return new Promise<O>((resolve, reject) => {
    const worker = new Worker(new URL('./bootstrap.mjs', import.meta.url), {
      workerData: { entry: entry.href },
      ...(opts.maxHeapMb ? { resourceLimits: { maxOldGenerationSizeMb: opts.maxHeapMb } } : {}),
    });
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      done();
    };
    const timer = setTimeout(
      () => settle(() => reject(new WorkerTimeoutError(`worker ran over ${opts.timeoutMs} ms`))),
      opts.timeoutMs,
    );
    worker.on('message', (msg: PoolResponse<O> | PoolNote) => {
      if ('note' in msg) return;
      settle(() => (msg.ok ? resolve(msg.output) : reject(new Error(msg.error))));
    });
    worker.on('error', (err) => settle(() => reject(err)));
    worker.on('exit', (code) => settle(() => reject(new Error(`worker exited with ${code}`))));
    worker.postMessage({ id: 1, input } satisfies PoolRequest<I>);
  });
}
