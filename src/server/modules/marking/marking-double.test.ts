import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarkingSetup, NextAnswer, TaskView } from '../../../shared/api/marking';
import { addSchoolTeacher, type AddedTeacher } from '../../testing/schools';
import { TEST_DIALECTS } from '../../testing/test-db';
import type { TestApp } from '../../testing/test-app';
import { call } from '../../testing/test-requests';
import {
  buildMarkingApp,
  buildMarkingPaper,
  changeSetup,
  key,
  scanClassDirect,
} from './testing/marking.fixture';

describe.each(TEST_DIALECTS)('双评, 仲裁 and the 题组长 on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  let ownerId: string;
  let a: AddedTeacher;
  let b: AddedTeacher;
  let c: AddedTeacher;
  let paper: Awaited<ReturnType<typeof buildMarkingPaper>>;
  let blockId: string;
  const byItem = new Map<string, number>();

  const next = async (token: string, queue: 'mark' | 'leader' = 'mark') =>
    (
      await call<NextAnswer>(t, token, 'POST', `/api/teacher/marking/blocks/${blockId}/next`, {
        queue,
      })
    ).body.data;
  const submit = (token: string, task: TaskView, score: number) => {
    t.clock.now += 1000;
    return call<{ itemStatus: string; total: number }>(
      t,
      token,
      'POST',
      `/api/teacher/marking/tasks/${task.taskId}/submit`,
      { scores: [score], submitKey: key() },
    );
  };
  const item = (id: string) =>
    t.ctx.db.selectFrom('markingItems').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await buildMarkingApp(dialect);
    owner = await t.login();
    ownerId = (
      await t.ctx.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'teacher')
        .executeTakeFirstOrThrow()
    ).id;
    [a, b, c] = [
      await addSchoolTeacher(t, 'wu2'),
      await addSchoolTeacher(t, 'li2'),
      await addSchoolTeacher(t, 'zhou'),
    ];
    paper = await buildMarkingPaper(t);
    await scanClassDirect(t, paper, '初二(1)班', { students: 4 });
    const saved = await changeSetup(t, owner, paper.id, (s) => ({
      assign: 'pooled',
      blocks: s.blocks.map((blk) =>
        blk.name === '第6题'
          ? {
              ...blk,
              mode: 'double' as const,
              tolerance: 2,
              leaderId: ownerId,
              markers: [a, b, c].map((m) => ({ userId: m.userId, quota: null })),
            }
          : blk,
      ),
    }));
    expect(saved.status).toBe(200);
    blockId = saved.body.data.blocks.find((blk) => blk.name === '第6题')!.id;
  });
  afterAll(() => t.close());

  it('hands each item to two different markers, blind (no name, no other score)', async () => {
    const aScores = [8, 8, 8, 8];
    const bScores = [9, 11, 8, 2];
    for (const [i, s] of aScores.entries()) {
      const task = (await next(a.token)).task!;
      expect(task.student).toBeNull();
      expect(task.earlier).toBeNull();
      byItem.set(task.itemId, i);
      expect((await submit(a.token, task, s)).status).toBe(200);
    }
    expect(await next(a.token)).toEqual({ task: null, reason: '暂无可评的答卷' });
    for (let i = 0; i < 4; i++) {
      const task = (await next(b.token)).task!;
      expect(task.round).not.toBe(3);
      const res = await submit(b.token, task, bScores[byItem.get(task.itemId)!]!);
      expect(res.status).toBe(200);
    }
    const items = await t.ctx.db
      .selectFrom('markingItems')
      .selectAll()
      .where('blockId', '=', blockId)
      .execute();
    const state = items
      .map((it) => [
        byItem.get(it.id),
        it.status,
        it.finalTotal === null ? null : Number(it.finalTotal),
        it.finalVia,
      ])
      .sort();
    expect(state).toEqual([
      [0, 'final', 9, 'mean'],
      [1, 'open', null, null],
      [2, 'final', 8, 'mean'],
      [3, 'open', null, null],
    ]);
  });

  it('仲裁 goes to a third marker; within the tolerance of one score the pair is averaged, else the 题组长 rules', async () => {
    expect((await next(a.token)).task).toBeNull();
    const first = (await next(c.token)).task!;
    expect(first.round).toBe(3);
    expect(first.earlier).toBeNull();
    const second = (
      await call<NextAnswer>(t, c.token, 'POST', `/api/teacher/marking/blocks/${blockId}/next`, {
        holding: [first.taskId],
      })
    ).body.data.task!;
    expect(second.round).toBe(3);
    const [t1, t3] = byItem.get(first.itemId) === 1 ? [first, second] : [second, first];
    expect((await submit(c.token, t1, 10)).body.data).toMatchObject({ itemStatus: 'final' });
    expect(await item(t1.itemId)).toMatchObject({ finalVia: 'arbitration' });
    expect(Number((await item(t1.itemId)).finalTotal)).toBe(11);
    expect((await submit(c.token, t3, 5)).body.data.itemStatus).toBe('open');
    expect((await next(c.token)).task).toBeNull();
    expect(
      (
        await call(t, a.token, 'POST', `/api/teacher/marking/blocks/${blockId}/next`, {
          queue: 'leader',
        })
      ).status,
    ).toBe(403);
    const ruling = (await next(owner, 'leader')).task!;
    expect(ruling.round).toBe(4);
    expect(ruling.earlier).toEqual([
      { round: 1, scores: [8] },
      { round: 2, scores: [2] },
      { round: 3, scores: [5] },
    ]);
    expect((await submit(owner, ruling, 6)).body.data.itemStatus).toBe('final');
    expect(await item(t3.itemId)).toMatchObject({ finalVia: 'leader' });
  });

  it('回评: a changed score is compared again and can call for 仲裁; the history keeps the previous score', async () => {
    const review = await call<{ list: { taskId: string; itemId: string; total: number }[] }>(
      t,
      b.token,
      'GET',
      `/api/teacher/marking/blocks/${blockId}/review`,
    );
    expect(review.body.data.list).toHaveLength(4);
    const row = review.body.data.list.find((r) => byItem.get(r.itemId) === 2)!;
    t.clock.now += 1000;
    const changed = await call<{ itemStatus: string }>(
      t,
      b.token,
      'PUT',
      `/api/teacher/marking/tasks/${row.taskId}/score`,
      { scores: [2], submitKey: key() },
    );
    expect(changed.body.data.itemStatus).toBe('open');
    const paperRow = await t.ctx.db
      .selectFrom('papers')
      .select('status')
      .where('id', '=', paper.id)
      .executeTakeFirstOrThrow();
    expect(paperRow.status).toBe('批改中');
    const arb = (await next(c.token)).task!;
    expect(arb.itemId).toBe(row.itemId);
    expect((await submit(c.token, arb, 3)).body.data.itemStatus).toBe('final');
    expect(Number((await item(row.itemId)).finalTotal)).toBe(3);
    const other = await call(t, a.token, 'PUT', `/api/teacher/marking/tasks/${row.taskId}/score`, {
      scores: [1],
      submitKey: key(),
    });
    expect(other.status).toBe(403);
    const history = await call<{ action: string; score: number | null; previous: number | null }[]>(
      t,
      owner,
      'GET',
      `/api/teacher/marking/items/${row.itemId}/history`,
    );
    expect(history.body.data.map((h) => [h.action, h.score, h.previous])).toEqual([
      ['score', 8, null],
      ['score', 8, null],
      ['rescore', 2, 8],
      ['score', 3, null],
    ]);
    expect(
      (await call(t, a.token, 'GET', `/api/teacher/marking/items/${row.itemId}/history`)).status,
    ).toBe(403);
  });

  it('keeps per-question scores in the read model', async () => {
    const rows = await t.ctx.db
      .selectFrom('studentScores')
      .select(['questionId', 'score'])
      .where('paperId', '=', paper.id)
      .where('questionId', '=', 'q6')
      .execute();
    expect(rows.map((r) => Number(r.score)).sort((x, y) => x - y)).toEqual([3, 6, 9, 11]);
    const setup = (
      await call<MarkingSetup>(t, owner, 'GET', `/api/teacher/marking/papers/${paper.id}/setup`)
    ).body.data;
    expect(setup.startedAt).not.toBeNull();
  });
});
