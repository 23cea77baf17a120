import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NextAnswer } from '../../../shared/api/marking';
import { addSchoolTeacher, type AddedTeacher } from '../../testing/schools';
import { TEST_DIALECTS } from '../../testing/test-db';
import type { TestApp } from '../../testing/test-app';
import { call } from '../../testing/test-requests';
import { LEASE_MS } from './task.repository';
import {
  buildMarkingApp,
  buildMarkingPaper,
  changeSetup,
  key,
  scanClassDirect,
} from './testing/marking.fixture';

describe.each(TEST_DIALECTS)(
  'leases, idempotent submits, 问题卷, blanks and groups on %s',
  (dialect) => {
    let t: TestApp;
    let owner: string;
    let a: AddedTeacher;
    let b: AddedTeacher;
    let paper: Awaited<ReturnType<typeof buildMarkingPaper>>;
    let blockId: string;
    const next = async (token: string, holding: string[] = []) =>
      (
        await call<NextAnswer>(t, token, 'POST', `/api/teacher/marking/blocks/${blockId}/next`, {
          holding,
        })
      ).body.data;

    beforeAll(async () => {
      t = await buildMarkingApp(dialect);
      owner = await t.login();
      [a, b] = [await addSchoolTeacher(t, 'wu'), await addSchoolTeacher(t, 'zheng')];
      paper = await buildMarkingPaper(t);
      // Seats 3 and 4 wrote nothing; seats 5–8 wrote alike answers (same hash).
      await scanClassDirect(t, paper, '初二(1)班', {
        students: 8,
        ink: (seat) => (seat === 3 || seat === 4 ? 0 : 0.02),
      });
      const saved = await changeSetup(t, owner, paper.id, (s) => ({
        assign: 'pooled',
        blocks: s.blocks.map((blk) =>
          blk.name === '第5题'
            ? { ...blk, markers: [a, b].map((m) => ({ userId: m.userId, quota: null })) }
            : blk,
        ),
      }));
      blockId = saved.body.data.blocks.find((blk) => blk.name === '第5题')!.id;
    });
    afterAll(() => t.close());

    it('confirms the blank items at once with 0, after listing them (before anyone has taken one)', async () => {
      const blanks = await call<{ itemId: string }[]>(
        t,
        a.token,
        'GET',
        `/api/teacher/marking/blocks/${blockId}/blanks`,
      );
      expect(blanks.body.data).toHaveLength(2);
      const res = await call<{ scored: number }>(
        t,
        a.token,
        'POST',
        `/api/teacher/marking/blocks/${blockId}/blanks/confirm`,
        {
          itemIds: blanks.body.data.map((x) => x.itemId),
          submitKey: key(),
        },
      );
      expect(res.body.data).toEqual({ scored: 2, skipped: 0 });
      const items = await t.ctx.db
        .selectFrom('markingItems')
        .select(['finalTotal', 'finalVia'])
        .where(
          'id',
          'in',
          blanks.body.data.map((x) => x.itemId),
        )
        .execute();
      expect(items.map((i) => [Number(i.finalTotal), i.finalVia])).toEqual([
        [0, 'single'],
        [0, 'single'],
      ]);
    });

    it('gives a marker back the item they held; after the lease expires another marker takes it', async () => {
      const first = (await next(a.token)).task!;
      expect((await next(a.token)).task!.taskId).toBe(first.taskId);
      const prefetched = (await next(a.token, [first.taskId])).task!;
      expect(prefetched.taskId).not.toBe(first.taskId);
      t.clock.now += LEASE_MS - 1000;
      const bFirst = (await next(b.token)).task!;
      expect([first.taskId, prefetched.taskId]).not.toContain(bFirst.taskId);
      t.clock.now += 2000;
      const taken = (await next(b.token, [bFirst.taskId])).task!;
      expect([first.taskId, prefetched.taskId]).toContain(taken.taskId);
      const late = await call(
        t,
        a.token,
        'POST',
        `/api/teacher/marking/tasks/${taken.taskId}/submit`,
        { scores: [2], submitKey: key() },
      );
      expect(late.status).toBe(409);
      expect(late.body.message).toBe('领取已超时，该题已由其他老师评阅，请继续下一题');
      const k = key();
      const once = await call<{ duplicate: boolean }>(
        t,
        b.token,
        'POST',
        `/api/teacher/marking/tasks/${taken.taskId}/submit`,
        { scores: [3], submitKey: k },
      );
      const again = await call<{ duplicate: boolean }>(
        t,
        b.token,
        'POST',
        `/api/teacher/marking/tasks/${taken.taskId}/submit`,
        { scores: [3], submitKey: k },
      );
      expect([once.body.data.duplicate, again.body.data.duplicate]).toEqual([false, true]);
      const events = await t.ctx.db
        .selectFrom('markingEvents')
        .select('id')
        .where('taskId', '=', taken.taskId)
        .execute();
      expect(events).toHaveLength(1);
      const other = await call(
        t,
        b.token,
        'POST',
        `/api/teacher/marking/tasks/${taken.taskId}/submit`,
        { scores: [1], submitKey: key() },
      );
      expect(other.body.message).toBe('该题已提交，如需修改请在回评中修改');
      const over = await call(
        t,
        b.token,
        'POST',
        `/api/teacher/marking/tasks/${bFirst.taskId}/submit`,
        { scores: [5], submitKey: key() },
      );
      expect(over.body.message).toBe('第5题的得分不能超过满分 4 分');
      await call(t, b.token, 'POST', '/api/teacher/marking/tasks/release', {
        taskIds: [bFirst.taskId],
      });
      await call(t, a.token, 'POST', '/api/teacher/marking/tasks/release', {
        taskIds: [first.taskId, prefetched.taskId],
      });
      const open = await t.ctx.db
        .selectFrom('markingTasks')
        .select('id')
        .where('blockId', '=', blockId)
        .where('status', '=', 'leased')
        .execute();
      expect(open).toHaveLength(0);
    });

    it('scores an answer group at once; each member keeps its own score, changeable alone', async () => {
      const groups = await call<{ items: { itemId: string }[] }[]>(
        t,
        a.token,
        'GET',
        `/api/teacher/marking/blocks/${blockId}/groups`,
      );
      expect(groups.status).toBe(200);
      const group = groups.body.data[0]!;
      expect(group.items.length).toBeGreaterThanOrEqual(2);
      const res = await call<{ scored: number }>(
        t,
        a.token,
        'POST',
        `/api/teacher/marking/blocks/${blockId}/groups/score`,
        {
          itemIds: group.items.map((i) => i.itemId),
          scores: [4],
          submitKey: key(),
        },
      );
      expect(res.body.data.scored).toBe(group.items.length);
      const review = await call<{ list: { taskId: string; itemId: string; via: string | null }[] }>(
        t,
        a.token,
        'GET',
        `/api/teacher/marking/blocks/${blockId}/review`,
      );
      const member = review.body.data.list.find((r) => r.via === 'group')!;
      await call(t, a.token, 'PUT', `/api/teacher/marking/tasks/${member.taskId}/score`, {
        scores: [1],
        submitKey: key(),
      });
      const finals = await t.ctx.db
        .selectFrom('markingItems')
        .select(['id', 'finalTotal'])
        .where(
          'id',
          'in',
          group.items.map((i) => i.itemId),
        )
        .execute();
      expect(finals.map((f) => Number(f.finalTotal)).sort()).toEqual([
        1,
        ...Array.from({ length: group.items.length - 1 }, () => 4),
      ]);
    });

    it('flags a 问题卷 with a reason; the owner settles it; 已完成 needs every item final', async () => {
      const task = (await next(b.token)).task!;
      const bad = await call(
        t,
        b.token,
        'POST',
        `/api/teacher/marking/tasks/${task.taskId}/problem`,
        { reason: '其他', note: ' ' },
      );
      expect(bad.body.message).toBe('请填写问题说明');
      expect(
        (
          await call(t, b.token, 'POST', `/api/teacher/marking/tasks/${task.taskId}/problem`, {
            reason: '图像不清',
          })
        ).status,
      ).toBe(200);
      const list = await call<{ id: string; reason: string }[]>(
        t,
        owner,
        'GET',
        `/api/teacher/marking/papers/${paper.id}/problems`,
      );
      expect(list.body.data.map((p) => p.reason)).toEqual(['图像不清']);
      expect(
        (
          await call(
            t,
            b.token,
            'POST',
            `/api/teacher/marking/problems/${list.body.data[0]!.id}/settle`,
            { action: 'rescore', scores: [2] },
          )
        ).status,
      ).toBe(403);
      const settled = await call(
        t,
        owner,
        'POST',
        `/api/teacher/marking/problems/${list.body.data[0]!.id}/settle`,
        { action: 'rescore', scores: [2] },
      );
      expect(settled.status).toBe(200);
      for (;;) {
        const n = (await next(b.token)).task;
        if (!n) break;
        await call(t, b.token, 'POST', `/api/teacher/marking/tasks/${n.taskId}/submit`, {
          scores: [1],
          submitKey: key(),
        });
      }
      const left = await t.ctx.db
        .selectFrom('markingItems')
        .select('id')
        .where('blockId', '=', blockId)
        .where('status', '!=', 'final')
        .execute();
      expect(left).toHaveLength(0);
      const status = await t.ctx.db
        .selectFrom('papers')
        .select('status')
        .where('id', '=', paper.id)
        .executeTakeFirstOrThrow();
      expect(status.status).toBe('批改中');
    });
  },
);
