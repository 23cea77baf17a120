import { parentPort } from 'node:worker_threads';
import type { PoolCancel, PoolNote, PoolRequest, PoolResponse } from './pool';

/** What a job's handler gets besides its input: a cancel signal and a way to report progress. */
export interface JobControl {
  signal: AbortSignal;
  note(note: unknown): void;
}

/** Serves a pool worker's jobs with a handler (call once at the top of a worker module). */
export function serveJobs<I, O>(
  handler: (input: I, job: JobControl) => Promise<O> | O,
  transfer?: (o: O) => ArrayBuffer[],
): void {
  const port = parentPort;
  if (!port) throw new Error('serveJobs() must run in a worker thread');
  const running = new Map<number, AbortController>();
  port.on('message', async (msg: PoolRequest<I> | PoolCancel) => {
    if ('cancel' in msg) {
      running.get(msg.cancel)?.abort();
      return;
    }
    const controller = new AbortController();
    running.set(msg.id, controller);
    const control: JobControl = {
      signal: controller.signal,
      note: (note) => port.postMessage({ id: msg.id, note } satisfies PoolNote),
    };
    let response: PoolResponse<O>;
    try {
      response = { id: msg.id, ok: true, output: await handler(msg.input, control) };
    } catch (err) {
      response = { id: msg.id, ok: false, error: err instanceof Error ? err.message : String(err) };
    } finally {
      running.delete(msg.id);
    }
    port.postMessage(response, response.ok && transfer ? transfer(response.output) : []);
  });
}
