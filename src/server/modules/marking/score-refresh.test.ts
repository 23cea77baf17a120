import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';
import { nowIso } from '../../lib/ids';
import { recoverScores, scoresPending, sweepScores } from './score-refresh';
import {
  buildMarkingApp,
  buildMarkingPaper,
  markEverything,
  scanClassDirect,
} from './testing/marking.fixture';

interface ScoreRow {
  studentId: string;
  state: string;
  subjective: number | null;
  total: number | null;
}

describe.each(TEST_DIALECTS)('the scores read model after final scores on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let paper: Awaited<ReturnType<typeof buildMarkingPaper>>;
  beforeAll(async () => {
    t = await buildMarkingApp(dialect);
    token = await t.login();
    paper = await buildMarkingPaper(t);
    await scanClassDirect(t, paper, '初二(1)班', { students: 4 });
  });
  afterAll(() => t.close());

  /** Each student's subjective total from the sources of truth (final marking items). */
  const finalSums = async () => {
    const items = await t.ctx.db
      .selectFrom('markingItems')
      .select(['studentId', 'finalTotal', 'status'])
      .where('paperId', '=', paper.id)
      .execute();
    const sums = new Map<string, number>();
    for (const i of items) {
      expect(i.status).toBe('final');
      sums.set(i.studentId, (sums.get(i.studentId) ?? 0) + Number(i.finalTotal));
    }
    return sums;
  };
  const scores = async () =>
    (
      await call<{ rows: ScoreRow[] }>(
        t,
        token,
        'GET',
        `/api/teacher/marking/papers/${paper.id}/scores`,
      )
    ).body.data.rows;

  it('shows the last final score to a read right after it', async () => {
    await markEverything(t, token, paper.id);
    const rows = await scores();
    expect(scoresPending()).toBe(false);
    const sums = await finalSums();
    expect(sums.size).toBe(4);
    for (const [studentId, sum] of sums) {
      const row = rows.find((r) => r.studentId === studentId)!;
      expect(row.state).toBe('已完成');
      expect(row.subjective).toBeCloseTo(sum, 5);
    }
  });

  it('recovers a refresh a crash lost: totals older than their items are refreshed at start', async () => {
    const before = await scores();
    await t.ctx.db
      .updateTable('studentTotals')
      .set({ subjective: null, total: null, complete: 0, updatedAt: '2000-01-01T00:00:00.000Z' })
      .where('paperId', '=', paper.id)
      .execute();
    expect((await scores()).every((r) => r.total === null)).toBe(true);
    await recoverScores(t.ctx.db);
    const after = await scores();
    expect(after.map((r) => [r.studentId, r.state, r.subjective, r.total])).toEqual(
      before.map((r) => [r.studentId, r.state, r.subjective, r.total]),
    );
  });

  it('sweeps the recent refreshes a killed instance left; older ones wait for a start', async () => {
    const before = await scores();
    const now = t.ctx.now();
    await t.ctx.db
      .updateTable('studentTotals')
      .set({ subjective: null, total: null, complete: 0, updatedAt: '2000-01-01T00:00:00.000Z' })
      .where('paperId', '=', paper.id)
      .execute();
    // One student's items changed an hour ago, the others' a minute ago.
    const [old, ...recent] = before.map((r) => r.studentId);
    const touch = (ids: string[], at: number) =>
      t.ctx.db
        .updateTable('markingItems')
        .set({ updatedAt: nowIso(at) })
        .where('paperId', '=', paper.id)
        .where('studentId', 'in', ids)
        .execute();
    await touch([old!], now - 3_600_000);
    await touch(recent, now - 60_000);
    await sweepScores(t.ctx.db, now);
    const swept = await scores();
    expect(swept.find((r) => r.studentId === old)!.total).toBeNull();
    for (const id of recent)
      expect(swept.find((r) => r.studentId === id)!.total).toBe(
        before.find((r) => r.studentId === id)!.total,
      );
    await recoverScores(t.ctx.db);
    expect((await scores()).map((r) => r.total)).toEqual(before.map((r) => r.total));
  });
});
