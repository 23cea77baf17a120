import { afterEach, describe, expect, it } from 'vitest';
import { WorkerPool } from './pool';
import { WorkerTimeoutError } from './run-once';

describe('WorkerPool', () => {
  let pool: WorkerPool<number, number> | undefined;
  afterEach(async () => pool?.close());

  it('runs TypeScript jobs on worker threads in parallel', async () => {
    pool = new WorkerPool<number, number>(new URL('./testing/echo.worker.ts', import.meta.url), 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map((n) => pool!.run(n)))).toEqual([2, 4, 6, 8, 10]);
  });

  it('fails one job, survives a crashed worker and keeps going', async () => {
    pool = new WorkerPool<number, number>(new URL('./testing/echo.worker.ts', import.meta.url), 1);
    await expect(pool.run(13)).rejects.toThrow('unlucky');
    await expect(pool.run(666)).rejects.toThrow(/exited|worker/);
    expect(await pool.run(21)).toBe(42);
  });

  it('ends a job past its time limit, replaces the thread and keeps going', async () => {
    const spin = new WorkerPool<number, string>(
      new URL('./testing/spin.worker.ts', import.meta.url),
      1,
    );
    try {
      await expect(spin.run(1, [], { timeoutMs: 300 })).rejects.toBeInstanceOf(WorkerTimeoutError);
      expect(await spin.run(0, [], { timeoutMs: 5000 })).toBe('done');
    } finally {
      await spin.close();
    }
  });

  it("passes a running job's notes to the caller and cancels it, or drops it while queued", async () => {
    const steps = new WorkerPool<number, number>(
      new URL('./testing/steps.worker.ts', import.meta.url),
      1,
    );
    try {
      const notes: unknown[] = [];
      expect(await steps.run(3, [], { onNote: (n) => notes.push(n) })).toBe(3);
      expect(notes).toEqual([1, 2, 3]);
      const stop = new AbortController();
      const queued = new AbortController();
      const running = steps.run(1000, [], {
        signal: stop.signal,
        onNote: (n) => n === 2 && stop.abort(),
      });
      const waiting = steps.run(5, [], { signal: queued.signal });
      queued.abort();
      await expect(waiting).rejects.toThrow('cancelled');
      expect(await running).toBeLessThan(10);
    } finally {
      await steps.close();
    }
  });
});
