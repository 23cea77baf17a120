import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarkingSetup, MarkingTaskRow, NextAnswer } from '../../../shared/api/marking';
import { addSchoolTeacher, buildOtherSchool } from '../../testing/schools';
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

describe.each(TEST_DIALECTS)('阅卷设置 on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  let paper: Awaited<ReturnType<typeof buildMarkingPaper>>;
  beforeAll(async () => {
    t = await buildMarkingApp(dialect);
    owner = await t.login();
    paper = await buildMarkingPaper(t);
    await scanClassDirect(t, paper, '初二(1)班', { students: 4 });
  });
  afterAll(() => t.close());
  const setupUrl = () => `/api/teacher/marking/papers/${paper.id}/setup`;

  it('defaults to one 单评 block per subjective question, parts as fields, by class', async () => {
    const res = await call<MarkingSetup>(t, owner, 'GET', setupUrl());
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(s.assign).toBe('class');
    expect(s.startedAt).toBeNull();
    expect(s.blocks.map((b) => [b.name, b.full, b.mode, b.step, b.fields.length])).toEqual([
      ['第5题', 4, 'single', 1, 1],
      ['第6题', 12, 'single', 1, 1],
      ['第7题', 12, 'single', 1, 2],
    ]);
    expect(s.blocks[2]!.fields.map((f) => f.label)).toEqual(['第7题(1)', '第7题(2)']);
    const tasks = await call<MarkingTaskRow[]>(t, owner, 'GET', '/api/teacher/marking/tasks');
    const row = tasks.body.data.find((r) => r.paperId === paper.id)!;
    expect(row.blocks.map((b) => b.progress.total)).toEqual([4, 4, 4]);
  });

  it('merges questions and splits one by its parts; refuses a cover that misses or repeats', async () => {
    const res = await changeSetup(t, owner, paper.id, (s) => ({
      assign: 'pooled',
      blocks: [
        {
          ...s.blocks[0]!,
          id: undefined,
          name: '第5–6题',
          fields: [...s.blocks[0]!.fields, ...s.blocks[1]!.fields],
          step: 0.5,
          markers: [{ userId: s.blocks[0]!.leaderId!, quota: null }],
        },
        ...s.blocks[2]!.fields.map((f) => ({
          ...s.blocks[2]!,
          id: undefined,
          name: f.label,
          fields: [f],
          markers: [{ userId: s.blocks[2]!.leaderId!, quota: null }],
        })),
      ],
    }));
    expect(res.status).toBe(200);
    expect(res.body.data.blocks.map((b) => [b.name, b.full, b.step])).toEqual([
      ['第5–6题', 16, 0.5],
      ['第7题(1)', 4, 1],
      ['第7题(2)', 8, 1],
    ]);
    const missing = await changeSetup(t, owner, paper.id, (s) => ({
      blocks: s.blocks.slice(1).map((b) => ({ ...b, markers: [] })),
    }));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('第5题还没有分配到题块');
    const twice = await changeSetup(t, owner, paper.id, (s) => ({
      blocks: [...s.blocks, { ...s.blocks[1]!, id: undefined }].map((b) => ({ ...b, markers: [] })),
    }));
    expect(twice.body.message).toBe('第7题(1)出现在两个题块中');
    const classDouble = await changeSetup(t, owner, paper.id, (s) => ({
      assign: 'class',
      blocks: s.blocks.map((b) => ({ ...b, mode: 'double' as const })),
    }));
    expect(classDouble.body.message).toBe('按班级阅卷只能单评，双评请选择流水阅卷');
  });

  it('answers 404 to a teacher of another school and 403 to an unassigned teacher', async () => {
    const other = await buildOtherSchool(t);
    expect((await call(t, other.token, 'GET', setupUrl())).status).toBe(404);
    const plain = await addSchoolTeacher(t, 'sun');
    const s = (await call<MarkingSetup>(t, owner, 'GET', setupUrl())).body.data;
    expect((await changeSetup(t, plain.token, paper.id, () => ({}))).status).toBe(403);
    for (const b of s.blocks) {
      expect(
        (await call(t, plain.token, 'POST', `/api/teacher/marking/blocks/${b.id}/next`, {})).status,
      ).toBe(403);
      expect(
        (await call(t, other.token, 'POST', `/api/teacher/marking/blocks/${b.id}/next`, {})).status,
      ).toBe(404);
      expect(
        (await call(t, other.token, 'GET', `/api/teacher/marking/blocks/${b.id}/review`)).status,
      ).toBe(404);
    }
    expect(
      (await call(t, other.token, 'GET', `/api/teacher/marking/papers/${paper.id}/scores`)).status,
    ).toBe(404);
    const item = await t.ctx.db
      .selectFrom('markingItems')
      .select('id')
      .where('paperId', '=', paper.id)
      .executeTakeFirstOrThrow();
    for (const token of [other.token, plain.token]) {
      expect(
        (await call(t, token, 'GET', `/api/teacher/marking/items/${item.id}/crops/0`)).status,
      ).toBe(token === other.token ? 404 : 403);
      expect(
        (await call(t, token, 'GET', `/api/teacher/marking/items/${item.id}/history`)).status,
      ).toBe(token === other.token ? 404 : 403);
      expect(
        (
          await call(t, token, 'PUT', `/api/teacher/marking/items/${item.id}/example`, {
            kind: '优秀答卷',
          })
        ).status,
      ).toBe(token === other.token ? 404 : 403);
    }
    const task = await t.ctx.db.selectFrom('markingTasks').select('id').executeTakeFirstOrThrow();
    expect(
      (
        await call(t, other.token, 'POST', `/api/teacher/marking/tasks/${task.id}/submit`, {
          scores: [1],
          submitKey: key(),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t, plain.token, 'POST', `/api/teacher/marking/tasks/${task.id}/problem`, {
          reason: '图像不清',
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(t, other.token, 'GET', `/api/teacher/marking/papers/${paper.id}/board`)).status,
    ).toBe(404);
    expect(
      (await call(t, plain.token, 'GET', `/api/teacher/marking/papers/${paper.id}/board`)).status,
    ).toBe(403);
  });

  it('freezes once marking began: only markers may be added; full marks refused in Chinese', async () => {
    const s = (await call<MarkingSetup>(t, owner, 'GET', setupUrl())).body.data;
    const next = await call<NextAnswer>(
      t,
      owner,
      'POST',
      `/api/teacher/marking/blocks/${s.blocks[0]!.id}/next`,
      {},
    );
    const task = next.body.data.task!;
    expect(task.student).toBeNull();
    expect(task.crops.length).toBe(2);
    const sub = await call(t, owner, 'POST', `/api/teacher/marking/tasks/${task.taskId}/submit`, {
      scores: [3.5, 10],
      submitKey: key(),
    });
    expect(sub.status).toBe(200);
    const started = (await call<MarkingSetup>(t, owner, 'GET', setupUrl())).body.data;
    expect(started.startedAt).not.toBeNull();
    const full = await changeSetup(t, owner, paper.id, (c) => ({
      blocks: c.blocks.map((b, i) =>
        i === 0 ? { ...b, fields: b.fields.map((f) => ({ ...f, full: f.full + 1 })) } : b,
      ),
    }));
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('已有评分，第5–6题的满分不能再修改');
    const mode = await changeSetup(t, owner, paper.id, (c) => ({
      blocks: c.blocks.map((b) => ({ ...b, mode: 'double' as const })),
    }));
    expect(mode.body.message).toBe('已开始阅卷，阅卷设置已锁定，只能添加阅卷老师');
    const helper = await addSchoolTeacher(t, 'qian');
    const added = await changeSetup(t, owner, paper.id, (c) => ({
      blocks: c.blocks.map((b) => ({
        ...b,
        markers: [...b.markers, { userId: helper.userId, quota: 2 }],
      })),
    }));
    expect(added.status).toBe(200);
    expect(added.body.data.blocks[0]!.markers.map((m) => m.userId)).toContain(helper.userId);
    const helperNext = await call<NextAnswer>(
      t,
      helper.token,
      'POST',
      `/api/teacher/marking/blocks/${s.blocks[0]!.id}/next`,
      {},
    );
    expect(helperNext.body.data.task).not.toBeNull();
  });
});
