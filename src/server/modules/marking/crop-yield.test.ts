import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nowIso } from '../../lib/ids';
import { TEST_DIALECTS } from '../../testing/test-db';
import type { TestApp } from '../../testing/test-app';
import { recognitionLoad } from '../scan/recognition-load';
import { CROP_YIELD_MS } from './crop-queue';
import { markingSignals } from './marking-signals';
import { buildMarkingApp, buildMarkingPaper, scanClassDirect } from './testing/marking.fixture';

describe.each(TEST_DIALECTS)('answer crops yield to a recognition backlog on %s', (dialect) => {
  let t: TestApp;
  let pages: string[];
  /** Stands for a scan queue of this process whose workers are all busy. */
  const scanQueue = {};

  beforeAll(async () => {
    t = await buildMarkingApp(dialect);
    await t.login();
    const paper = await buildMarkingPaper(t);
    await scanClassDirect(t, paper, '初二(1)班', { students: 3 });
    const rows = await t.ctx.db
      .selectFrom('markingPageCrops')
      .select('pageId')
      .where('paperId', '=', paper.id)
      .orderBy('pageId')
      .execute();
    pages = rows.map((r) => r.pageId);
  });
  afterAll(async () => {
    recognitionLoad.report(scanQueue, false);
    await t.close();
  });

  /** Puts pages back in the crop queue as if their crops were asked for at `at` (ms). */
  const queue = async (ids: string[], at: number) => {
    await t.ctx.db
      .updateTable('markingPageCrops')
      .set({ status: 'pending', attempts: 0, updatedAt: nowIso(at) })
      .where('pageId', 'in', ids)
      .execute();
    markingSignals.emit('crops');
  };
  /** The pages the crop queue has taken (tried at least once). */
  const taken = async () =>
    (
      await t.ctx.db
        .selectFrom('markingPageCrops')
        .select('pageId')
        .where('pageId', 'in', pages)
        .where('attempts', '>', 0)
        .orderBy('pageId')
        .execute()
    ).map((r) => r.pageId);

  /** The pages whose crops are no longer queued or being cut (done, or failed for good). */
  const settled = async () =>
    (
      await t.ctx.db
        .selectFrom('markingPageCrops')
        .select('pageId')
        .where('pageId', 'in', pages)
        .where('status', 'not in', ['pending', 'processing'])
        .orderBy('pageId')
        .execute()
    ).map((r) => r.pageId);

  it('waits while recognition has a backlog and cuts as soon as the backlog clears', async () => {
    expect(pages.length).toBeGreaterThanOrEqual(3);
    recognitionLoad.report(scanQueue, true);
    await queue(pages, t.clock.now);
    await new Promise((r) => setTimeout(r, 500));
    expect(await taken()).toEqual([]);
    // Cleared: the queue is woken at once (well before its 2 s poll).
    recognitionLoad.report(scanQueue, false);
    await vi.waitFor(async () => expect(await taken()).toEqual(pages), { timeout: 1500 });
    await vi.waitFor(async () => expect(await settled()).toEqual(pages), { timeout: 5000 });
  });

  it('cuts crops that have waited CROP_YIELD_MS even during a backlog, and only those', async () => {
    recognitionLoad.report(scanQueue, true);
    try {
      await queue(pages.slice(1), t.clock.now);
      await queue(pages.slice(0, 1), t.clock.now - CROP_YIELD_MS - 1000);
      await vi.waitFor(async () => expect(await taken()).toContain(pages[0]), { timeout: 1500 });
      await new Promise((r) => setTimeout(r, 300));
      expect(await taken()).toEqual(pages.slice(0, 1));
    } finally {
      recognitionLoad.report(scanQueue, false);
    }
  });
});
