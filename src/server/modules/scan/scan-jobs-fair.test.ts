import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { createTestDb } from '../../testing/test-db';
import { pageJobId, ScanJobs } from './scan-jobs';

const REDIS = process.env.TEST_REDIS_URL;

/** The order BullMQ hands out waiting page jobs (lowest priority number first, then FIFO). */
async function order(jobs: ScanJobs): Promise<string[]> {
  const waiting = await jobs.queue.getJobs(['prioritized'], 0, -1, true);
  return waiting.map((j) => j.data.id);
}

describe.runIf(REDIS)('BullMQ page jobs take turns between batches', () => {
  let jobs: ScanJobs;
  let destroy: () => Promise<void>;
  beforeEach(async () => {
    const made = await createTestDb('sqlite');
    destroy = made.destroy;
    jobs = new ScanJobs(made.db, { url: REDIS ?? '', prefix: `t${newId()}`, lockMs: 2000 });
  });
  afterEach(async () => {
    await jobs.queue.obliterate({ force: true });
    await jobs.close();
    await destroy();
  });

  it('a batch uploaded later interleaves with the one waiting, not behind all of it', async () => {
    const pages = (batchId: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: `${batchId}${i + 1}`, batchId }));
    await jobs.addInTurns(pages('A', 6));
    await jobs.addInTurns(pages('B', 3));
    expect(await order(jobs)).toEqual(['A1', 'A2', 'B1', 'A3', 'B2', 'A4', 'B3', 'A5', 'A6']);
    // A file of a batch whose pages already wait joins behind them (`ahead`), and a page already
    // waiting keeps its place.
    await jobs.addInTurns([{ id: 'B4', batchId: 'B' }, ...pages('A', 1)], 3);
    expect(await order(jobs)).toEqual(['A1', 'A2', 'B1', 'A3', 'B2', 'A4', 'B3', 'A5', 'B4', 'A6']);
    expect((await jobs.queue.getJob(pageJobId('B4')))?.opts.priority).toBe(5);
  });
});
