import { parentPort } from 'node:worker_threads';
import type { PoolRequest, PoolResponse } from './pool';

/** Serves a pool worker's jobs with a handler (call once at the top of a worker module). */
export function serveJobs<I, O>(
  handler: (input: I) => Promise<O> | O,
  transfer?: (o: O) => ArrayBuffer[],
): void {
  const port = parentPort;
  if (!port) throw new Error('serveJobs() must run in a worker thread');
  port.on('message', async (msg: PoolRequest<I>) => {
    let response: PoolResponse<O>;
    try {
      response = { id: msg.id, ok: true, output: await handler(msg.input) };
    } catch (err) {
      response = { id: msg.id, ok: false, error: err instanceof Error ? err.message : String(err) };
    }
    port.postMessage(response, response.ok && transfer ? transfer(response.output) : []);
  });
}
