import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paperQuestions, type PaperDoc } from '../../../layout';
import type { MarkingSetup } from '../../../shared/api/marking';
import type { RehearseBatch } from '../../../shared/api/rehearse';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { call } from '../../testing/test-requests';
import { importSeedBank } from '../bank/bank.import';
import { loadSeedBank } from '../bank/seed/seed.loader';
import { DEMO_EXAM, fieldScore, planStudent } from './demo-exam.plan';
import { demoExamPending, queueDemoExam, seedDemoExam } from './demo-exam.seed';

const SIX = 6;
const CLASS = { ...DEMO_EXAM.classes[1], absent: [4] as const };

let t: TestApp;
let dir: string;
let paperId: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'demo-exam-'));
  t = await buildTestApp('sqlite', { DATA_DIR: dir });
  await importSeedBank(t.ctx.db, loadSeedBank());
  await queueDemoExam(t.ctx);
  expect(demoExamPending(t.ctx)).toBe(true);
  paperId = await seedDemoExam(t.app, t.ctx, { classes: [CLASS], students: SIX });
}, 240_000);

afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the demo exam', () => {
  it('ends 已完成 with every score what the filled bubbles and the submitted scores imply', async () => {
    const db = t.ctx.db;
    const paper = await db
      .selectFrom('papers')
      .select(['status', 'title', 'currentVersion'])
      .where('id', '=', paperId)
      .executeTakeFirstOrThrow();
    expect(paper).toMatchObject({ status: '已完成', title: DEMO_EXAM.title });
    // Finished: the next start does not run it again.
    expect(demoExamPending(t.ctx)).toBe(false);
    const version = await db
      .selectFrom('paperVersions')
      .select('doc')
      .where('paperId', '=', paperId)
      .executeTakeFirstOrThrow();
    const questions = paperQuestions(JSON.parse(version.doc) as PaperDoc);
    const objective = questions
      .filter((q) => q.options.length > 0)
      .map((q) => ({ id: q.id, options: q.options.map((o) => o.label), key: q.key }));
    const subjective = questions.filter((q) => q.options.length === 0);
    expect([objective.length, subjective.length]).toEqual([DEMO_EXAM.single, DEMO_EXAM.solve]);

    const token = await t.login();
    const res = await t.get(`/api/teacher/marking/papers/${paperId}/scores`, token);
    expect(res.statusCode).toBe(200);
    const all = (
      res.json() as {
        data: { rows: { examNo: string; state: string; objective: number; total: number }[] };
      }
    ).data.rows.sort((a, b) => a.examNo.localeCompare(b.examNo));
    // The class's other students were not in the exam.
    expect(new Set(all.slice(SIX).map((r) => r.state))).toEqual(new Set(['未扫描']));
    const rows = all.slice(0, SIX);
    const setup = (
      (await t.get(`/api/teacher/marking/papers/${paperId}/setup`, token)).json() as {
        data: MarkingSetup;
      }
    ).data;
    expect(setup.blocks.map((b) => b.mode)).toEqual(['double', 'single', 'single']);
    const expected = rows.map((_, i) => {
      const plan = planStudent(
        CLASS,
        2,
        i + 1,
        objective,
        subjective.map((q) => q.id),
      );
      if (plan.absent) return { state: '缺考' };
      const obj = questions
        .filter((q) => q.options.length > 0 && plan.choices[q.id] === q.key)
        .reduce((s, q) => s + q.score, 0);
      const subj = setup.blocks
        .flatMap((b) => b.fields)
        .reduce((s, f) => s + fieldScore(plan.boxes[f.questionId], f.full), 0);
      return { state: '已完成', objective: obj, total: obj + subj };
    });
    expect(rows.map((r) => (r.state === '缺考' ? { state: r.state } : r))).toMatchObject(expected);
    // A run after the end changes nothing.
    await seedDemoExam(t.app, t.ctx, { classes: [CLASS], students: SIX });
    const items = await db
      .selectFrom('markingItems')
      .select(['status'])
      .where('paperId', '=', paperId)
      .execute();
    expect(items).toHaveLength(SIX * subjective.length);
    expect(new Set(items.map((i) => i.status))).toEqual(new Set(['final', 'absent']));
  });
  it('marks one 优秀答卷 and one 典型错误 in each block for 作业讲评', async () => {
    const rows = await t.ctx.db
      .selectFrom('markingItems')
      .select(['blockId', 'example'])
      .where('paperId', '=', paperId)
      .where('example', 'is not', null)
      .execute();
    const blocks = await t.ctx.db
      .selectFrom('markingBlocks')
      .select('id')
      .where('paperId', '=', paperId)
      .execute();
    for (const b of blocks)
      expect(
        rows
          .filter((r) => r.blockId === b.id)
          .map((r) => r.example)
          .sort(),
      ).toEqual(['优秀答卷', '典型错误'].sort());
  });
  it('offers 错题重练 a similar bank question for every wrong question of the exam', async () => {
    const token = await t.login();
    const cls = await t.ctx.db
      .selectFrom('classes')
      .select('id')
      .where('name', '=', CLASS.name)
      .executeTakeFirstOrThrow();
    const res = await call<RehearseBatch>(t, token, 'POST', '/api/teacher/rehearse/practice', {
      classIds: [cls.id],
      subjectId: 'junior-math',
      similar: 1,
      limit: 30,
    });
    expect(res.status).toBe(200);
    const sets = res.body.data.sets;
    // Every student who sat the exam got something wrong (planStudent draws no perfect paper).
    expect(sets.length).toBe(SIX - CLASS.absent.length);
    expect(sets.map((s) => s.similar)).toEqual(sets.map((s) => s.originals));
    expect(sets.every((s) => s.originals > 0)).toBe(true);
  });
});
