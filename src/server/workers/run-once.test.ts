import { describe, expect, it } from 'vitest';
import { WorkerTimeoutError, runOnce } from './run-once';

const spin = new URL('./testing/spin.worker.ts', import.meta.url);

describe('runOnce', () => {
  it('answers a job from its own thread', async () => {
    expect(await runOnce<number, string>(spin, 0, { timeoutMs: 20_000 })).toBe('done');
  });

  it('stops a thread stuck in a busy loop at the time limit while the event loop stays free', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 50);
    const started = Date.now();
    await expect(runOnce(spin, 1, { timeoutMs: 3000 })).rejects.toBeInstanceOf(WorkerTimeoutError);
    clearInterval(timer);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(ticks).toBeGreaterThan(20);
  });
});
