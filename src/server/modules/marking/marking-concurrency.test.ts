import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NextAnswer } from '../../../shared/api/marking';
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

const MARKERS = 20;

describe.each(TEST_DIALECTS)('%d markers at once on %s', (dialect) => {
  let t: TestApp;
  let markers: AddedTeacher[];
  let blockId: string;

  beforeAll(async () => {
    t = await buildMarkingApp(dialect);
    const owner = await t.login();
    markers = [];
    for (let i = 0; i < MARKERS; i++) markers.push(await addSchoolTeacher(t, `m${i}`));
    const paper = await buildMarkingPaper(t);
    await scanClassDirect(t, paper, '初二(1)班', { students: 40 });
    const saved = await changeSetup(t, owner, paper.id, (s) => ({
      assign: 'pooled',
      blocks: s.blocks.map((b) =>
        b.name === '第6题'
          ? {
              ...b,
              mode: 'double' as const,
              tolerance: 2,
              markers: markers.map((m) => ({ userId: m.userId, quota: null })),
            }
          : b,
      ),
    }));
    blockId = saved.body.data.blocks.find((b) => b.name === '第6题')!.id;
  }, 120_000);
  afterAll(() => t.close());

  it('never hands one 评次 to two markers, counts every retry once and loses no score', async () => {
    const accepted: { taskId: string; key: string; marker: string }[] = [];
    const work = async (m: AddedTeacher) => {
      for (;;) {
        const res = await call<NextAnswer>(
          t,
          m.token,
          'POST',
          `/api/teacher/marking/blocks/${blockId}/next`,
          {},
        );
        const task = res.body.data.task;
        if (!task) return;
        const code = task.itemId.charCodeAt(task.itemId.length - 1);
        const score = task.round === 3 ? 11 : task.round === 2 && code % 4 === 0 ? 12 : 6;
        const k = key();
        const url = `/api/teacher/marking/tasks/${task.taskId}/submit`;
        // A double click: the same submit twice at once.
        const [one, two] = await Promise.all([
          call<{ duplicate: boolean }>(t, m.token, 'POST', url, { scores: [score], submitKey: k }),
          call<{ duplicate: boolean }>(t, m.token, 'POST', url, { scores: [score], submitKey: k }),
        ]);
        expect([one.status, two.status]).toEqual([200, 200]);
        expect([one.body.data.duplicate, two.body.data.duplicate].sort()).toEqual([false, true]);
        accepted.push({ taskId: task.taskId, key: k, marker: m.userId });
      }
    };
    await Promise.all(markers.map(work));
    const items = await t.ctx.db
      .selectFrom('markingItems')
      .select(['id', 'status'])
      .where('blockId', '=', blockId)
      .execute();
    expect(items).toHaveLength(40);
    expect(items.every((i) => i.status === 'final')).toBe(true);
    const done = await t.ctx.db
      .selectFrom('markingTasks')
      .select(['id', 'itemId', 'markerId', 'submitKey', 'round'])
      .where('blockId', '=', blockId)
      .where('status', '=', 'done')
      .execute();
    expect(done.length).toBe(accepted.length);
    for (const a of accepted)
      expect(done.find((d) => d.id === a.taskId)).toMatchObject({
        submitKey: a.key,
        markerId: a.marker,
      });
    const perItem = new Map<string, string[]>();
    for (const d of done) perItem.set(d.itemId, [...(perItem.get(d.itemId) ?? []), d.markerId!]);
    for (const ids of perItem.values()) expect(new Set(ids).size).toBe(ids.length);
    expect(done.some((d) => d.round === 3)).toBe(true);
    const events = await t.ctx.db
      .selectFrom('markingEvents')
      .select('taskId')
      .where('action', '=', 'score')
      .execute();
    const blockEvents = events.filter((e) => done.some((d) => d.id === e.taskId));
    expect(blockEvents).toHaveLength(done.length);
    expect(new Set(accepted.map((a) => a.marker)).size).toBeGreaterThan(1);
  }, 120_000);
});
