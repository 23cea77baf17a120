import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paperQuestions, type PaperDoc } from '../../../layout';
import type { AssistantOverview } from '../../../shared/api/assistant';
import type { MarkingSetup } from '../../../shared/api/marking';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { importSeedBank } from '../bank/bank.import';
import { loadSeedBank } from '../bank/seed/seed.loader';
import { DEMO_EXAM, fieldScore, planStudent } from './demo-exam.plan';
import { seedDemoExam } from './demo-exam.seed';
import { DEMO_HOMEWORK, missingSeats } from './demo-homework.plan';
import { demoHomeworkPending, queueDemoHomework, seedDemoHomework } from './demo-homework.seed';

const SIX = 6;
const CLASS = { ...DEMO_EXAM.classes[2], absent: [] as number[] };
const opts = { classes: [CLASS], students: SIX };

const dialects = [
  'sqlite',
  ...(process.env.TEST_DATABASE_URL ? ['postgres' as const] : []),
] as const;

describe.each(dialects)('the demo homework (%s)', (kind) => {
  let t: TestApp;
  let dir: string;
  let examId: string;
  let ids: string[];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'demo-homework-'));
    t = await buildTestApp(kind, { DATA_DIR: dir });
    await importSeedBank(t.ctx.db, loadSeedBank());
    examId = await seedDemoExam(t.app, t.ctx, opts);
    await queueDemoHomework(t.ctx);
    ids = await seedDemoHomework(t.app, t.ctx, opts);
  }, 600_000);

  afterAll(async () => {
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const docOf = async (paperId: string) => {
    const v = await t.ctx.db
      .selectFrom('paperVersions')
      .select('doc')
      .where('paperId', '=', paperId)
      .executeTakeFirstOrThrow();
    return paperQuestions(JSON.parse(v.doc) as PaperDoc);
  };

  it('makes a term of short papers of bank questions the exam and the others do not have', async () => {
    expect(ids).toHaveLength(DEMO_HOMEWORK.papers);
    expect(demoHomeworkPending(t.ctx)).toBe(false);
    const seen = new Set((await docOf(examId)).map((q) => q.questionId));
    for (const id of ids) {
      const questions = await docOf(id);
      expect(questions.filter((q) => q.kind === 'solve')).toHaveLength(1);
      const singles = questions.filter((q) => q.kind === 'single').length;
      expect(singles).toBeGreaterThanOrEqual(DEMO_HOMEWORK.minSingle);
      expect(singles).toBeLessThanOrEqual(DEMO_HOMEWORK.single);
      for (const q of questions) {
        expect(seen.has(q.questionId)).toBe(false);
        seen.add(q.questionId);
      }
    }
  });

  it('ends each paper 已完成, scored through scan and marking for every sheet handed in', async () => {
    const token = await t.login();
    for (const [k, id] of ids.entries()) {
      const paper = await t.ctx.db
        .selectFrom('papers')
        .select(['status', 'title'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(paper.status).toBe('已完成');
      const questions = await docOf(id);
      const objective = questions
        .filter((q) => q.options.length > 0)
        .map((q) => ({ id: q.id, options: q.options.map((o) => o.label), key: q.key }));
      const subjective = questions.filter((q) => q.options.length === 0).map((q) => q.id);
      const setup = (
        (await t.get(`/api/teacher/marking/papers/${id}/setup`, token)).json() as {
          data: MarkingSetup;
        }
      ).data;
      expect(setup.blocks.map((b) => b.mode)).toEqual(['single']);
      const res = await t.get(`/api/teacher/marking/papers/${id}/scores`, token);
      const rows = (
        res.json() as {
          data: { rows: { examNo: string; state: string; objective: number; total: number }[] };
        }
      ).data.rows
        .sort((a, b) => a.examNo.localeCompare(b.examNo))
        .slice(0, SIX);
      const missing = missingSeats(k + 1, 3, SIX);
      expect(missing.length).toBeGreaterThan(0);
      const expected = rows.map((_, i) => {
        if (missing.includes(i + 1)) return { state: '未扫描' };
        const plan = planStudent(CLASS, 3, i + 1, objective, subjective, k + 1);
        const obj = questions
          .filter((q) => q.options.length > 0 && plan.choices[q.id] === q.key)
          .reduce((s, q) => s + q.score, 0);
        const subj = setup.blocks
          .flatMap((b) => b.fields)
          .reduce((s, f) => s + fieldScore(plan.boxes[f.questionId], f.full), 0);
        return { state: '已完成', objective: obj, total: obj + subj };
      });
      expect(rows.map((r) => (r.state === '未扫描' ? { state: r.state } : r))).toMatchObject(
        expected,
      );
    }
  });

  it('gives 作业助手 its figures: 已交/应交, 得分率 per question and the hardest first', async () => {
    const token = await t.login();
    for (const [k, id] of ids.entries()) {
      const res = await t.get(`/api/teacher/assistant/papers/${id}/overview`, token);
      expect(res.statusCode).toBe(200);
      const o = (res.json() as { data: AssistantOverview }).data;
      const handed = SIX - missingSeats(k + 1, 3, SIX).length;
      expect(o.classes).toMatchObject([
        { className: CLASS.name, submitted: handed, final: handed },
      ]);
      expect(o.classes[0]!.scoreRate).toBeGreaterThan(0);
      expect(o.questions.length).toBeGreaterThan(3);
      expect(o.questions.every((q) => q.scoreRate !== null && q.participants === handed)).toBe(
        true,
      );
      expect(o.hardest).toHaveLength(o.questions.length);
    }
  });

  it('changes nothing when run again after the end', async () => {
    const count = () =>
      t.ctx.db
        .selectFrom('markingItems')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('paperId', 'in', ids)
        .executeTakeFirstOrThrow();
    const before = Number((await count()).n);
    expect(await seedDemoHomework(t.app, t.ctx, opts)).toEqual(ids);
    expect(Number((await count()).n)).toBe(before);
  });
});
