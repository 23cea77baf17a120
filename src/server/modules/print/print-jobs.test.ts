import { describe, expect, it } from 'vitest';
import type { ChunkControl, PrintResult } from '../../../print';
import { AppError } from '../../lib/app-error';
import { createPrintJobs, JOB_LIMITS } from './print-jobs';

/** A render the test finishes by hand, recording the control it was given. */
function buildRender() {
  let finish: (r: PrintResult) => void = () => undefined;
  let fail: (e: unknown) => void = () => undefined;
  const seen: { control?: ChunkControl } = {};
  const render = (control: ChunkControl) => {
    seen.control = control;
    return new Promise<PrintResult>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { render, seen, finish: (r: PrintResult) => finish(r), fail: (e: unknown) => fail(e) };
}

const settle = () => new Promise((wait) => setTimeout(wait, 0));
const statusOf = (e: unknown) => (e instanceof AppError ? e.status : 0);
const thrown = (work: () => unknown) => {
  try {
    work();
  } catch (e) {
    return statusOf(e);
  }
  return 200;
};

describe('print jobs', () => {
  it('reports progress, keeps the file for its owner only, and forgets it after the keep time', async () => {
    const clock = { now: 0 };
    const jobs = createPrintJobs(
      () => clock.now,
      () => undefined,
    );
    const r = buildRender();
    const { jobId } = jobs.start('u1', '初二-答题卡.pdf', 10, r.render);
    r.seen.control?.onProgress?.(4, 10);
    expect(jobs.status('u1', jobId)).toMatchObject({ status: 'running', done: 4, total: 10 });
    expect(thrown(() => jobs.file('u1', jobId))).toBe(409);
    r.finish({ ok: true, bytes: Uint8Array.of(1, 2, 3) });
    await settle();
    expect(jobs.status('u1', jobId)).toMatchObject({ status: 'done', done: 10 });
    expect(jobs.file('u1', jobId)).toEqual({
      bytes: Uint8Array.of(1, 2, 3),
      fileName: '初二-答题卡.pdf',
    });
    expect(thrown(() => jobs.status('u2', jobId))).toBe(404);
    clock.now += JOB_LIMITS.keepMs + 1;
    expect(thrown(() => jobs.status('u1', jobId))).toBe(404);
  });

  it('lets a user run two jobs at once, cancels through the signal, and reports failures', async () => {
    const jobs = createPrintJobs(
      () => 0,
      () => undefined,
    );
    const a = buildRender();
    const b = buildRender();
    const first = jobs.start('u1', 'a.pdf', 1, a.render);
    const second = jobs.start('u1', 'b.pdf', 1, b.render);
    expect(thrown(() => jobs.start('u1', 'c.pdf', 1, buildRender().render))).toBe(400);
    jobs.cancel('u1', first.jobId);
    expect(a.seen.control?.signal?.aborted).toBe(true);
    expect(jobs.status('u1', first.jobId)).toMatchObject({
      status: 'cancelled',
      message: '已取消',
    });
    expect(thrown(() => jobs.file('u1', first.jobId))).toBe(400);
    b.fail(new Error('boom'));
    await settle();
    expect(jobs.status('u1', second.jobId)).toMatchObject({
      status: 'failed',
      message: '生成失败，请重试',
    });
    expect(jobs.status('u1', jobs.start('u1', 'd.pdf', 1, buildRender().render).jobId).status).toBe(
      'running',
    );
  });
});
