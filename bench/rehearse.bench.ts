/**
 * 错题重练 bench: practice for a class of 50 (10 wrong questions each, 2 similar for each) chosen
 * and printed as one PDF (each student's paper and personalised card) — target ≤ 2 s; and for a
 * grade of 600 (12 classes) with progress — target ≤ 20 s. Real SQLite database, real renderer on
 * the print thread; the wrong questions are written straight into the entries table. CPU time is
 * the whole process's (all threads), so a loaded machine's wall time can be told from the work.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPaper, layoutCard } from '../src/layout';
import { addQuestion, emptyPaper, totals } from '../src/shared/paper';
import type { ServerContext } from '../src/server/context';
import { newId, nowIso } from '../src/server/lib/ids';
import { loadLinks } from '../src/server/modules/bank/question.repository';
import { toBankQuestion, toPaperQuestion } from '../src/server/modules/bank/question.mapper';
import { insertPaper } from '../src/server/modules/paper/paper.repository';
import { renderInBackground } from '../src/server/modules/print/print-off-thread';
import { generatePractice } from '../src/server/modules/rehearse/rehearse-generate.service';
import { practicePrintPlan } from '../src/server/modules/rehearse/rehearse-print';
import { seedSimilarBank } from '../src/server/modules/rehearse/testing/rehearse.fixture';
import { buildScanClass } from '../src/server/modules/scan/testing/scan.fixture';
import { addSchoolTeacher } from '../src/server/testing/schools';
import { buildTestApp, type TestApp } from '../src/server/testing/test-app';

const KINDS = ['single', 'blank', 'solve'];
const WRONG = 10;

/** A source paper of 10 bank questions set for the classes, and 10 wrong entries per student. */
async function prepare(
  t: TestApp,
  adminId: string,
  orgId: string,
  classes: { id: string; students: { id: string }[] }[],
) {
  const bank = await seedSimilarBank(t, KINDS, 60);
  const picks = [0, 1, 2, 3]
    .map((i) => bank.get('single')![i]!)
    .concat(
      [0, 1, 2].map((i) => bank.get('blank')![i]!),
      [0, 1, 2].map((i) => bank.get('solve')![i]!),
    );
  const rows = await t.ctx.db
    .selectFrom('questions')
    .innerJoin('subjects', 'subjects.id', 'questions.subjectId')
    .selectAll('questions')
    .select('subjects.stageId')
    .where('questions.id', 'in', picks)
    .execute();
  const links = await loadLinks(t.ctx.db, picks);
  const paperId = newId(t.clock.now);
  let doc = { ...emptyPaper(paperId) };
  doc.settings = { ...doc.settings, title: '第三单元测验' };
  for (const r of rows)
    doc = addQuestion(doc, toPaperQuestion(toBankQuestion(r, links.get(r.id)!, adminId)));
  const at = nowIso(t.clock.now);
  const tt = totals(doc);
  await insertPaper(
    t.ctx.db,
    {
      id: paperId,
      orgId,
      ownerId: adminId,
      stageId: 'junior',
      subjectId: 'junior-math',
      textbookId: null,
      gradeId: null,
      isBasket: 0,
      status: '已完成',
      title: '第三单元测验',
      currentVersion: 1,
      questionCount: tt.count,
      fullMarks: tt.marks,
      createdAt: at,
      updatedAt: at,
      deletedAt: null,
    },
    doc,
  );
  const qs = doc.sections.flatMap((s) => s.questions);
  for (const c of classes) {
    await t.ctx.db
      .insertInto('paperClasses')
      .values({ paperId, classId: c.id, assignedAt: at, assignedBy: adminId })
      .execute();
    const values = c.students.flatMap((s) =>
      qs.slice(0, WRONG).map((q) => ({
        id: newId(t.clock.now),
        orgId,
        studentId: s.id,
        classId: c.id,
        subjectId: 'junior-math',
        paperId,
        questionId: q.id,
        bankQuestionId: q.questionId,
        no: q.no,
        kind: q.kind,
        score: 0,
        fullMarks: q.score,
        wrongAt: '2026-09-01',
        status: 'open' as const,
        rightCount: 0,
        reviewStep: 0,
        nextReviewAt: '2026-09-02',
        practicedAt: null,
        clearedAt: null,
        createdAt: at,
        updatedAt: at,
      })),
    );
    for (let i = 0; i < values.length; i += 100)
      await t.ctx.db
        .insertInto('rehearseEntries')
        .values(values.slice(i, i + 100))
        .execute();
  }
}

/** CPU seconds of the whole process (every thread) since `from`. */
const cpuSince = (from: NodeJS.CpuUsage): number => {
  const u = process.cpuUsage(from);
  return (u.user + u.system) / 1e6;
};

/** Generates and prints practice for some classes; answers seconds for each stage. */
async function run(ctx: ServerContext, userId: string, classIds: string[], progress = false) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const batch = await generatePractice(ctx, userId, {
    classIds,
    subjectId: 'junior-math',
    similar: 2,
    difficulty: 3,
  });
  const t1 = performance.now();
  const plan = await practicePrintPlan(ctx, userId, { batchId: batch.batchId });
  const t2 = performance.now();
  const c2 = process.cpuUsage();
  let last = 0;
  const result = await renderInBackground(plan.job, {
    chunkSize: 50,
    onProgress: (done, total) => {
      if (progress && done - last >= 100) {
        last = done;
        console.log(`  进度 ${done}/${total}（${((performance.now() - t0) / 1000).toFixed(1)} s）`);
      }
    },
  });
  const t3 = performance.now();
  if (!result.ok) throw new Error(result.reason);
  const items = batch.sets.reduce((n, s) => n + s.originals + s.similar, 0);
  return {
    sets: batch.sets.length,
    items,
    choose: (t1 - t0) / 1000,
    plan: (t2 - t1) / 1000,
    render: (t3 - t2) / 1000,
    total: (t3 - t0) / 1000,
    cpu: cpuSince(c0),
    renderCpu: cpuSince(c2),
    mb: result.bytes.length / 1e6,
  };
}

/** Runs the figures and prints them. */
export default async function rehearseBench(): Promise<void> {
  const t = await buildTestApp('sqlite', {
    DATA_DIR: await mkdtemp(join(tmpdir(), 'rehearse-bench-')),
  });
  try {
    const admin = await addSchoolTeacher(t, 'bench-admin', { admin: true });
    const orgId = (
      await t.ctx.db
        .selectFrom('users')
        .select('defaultOrgId')
        .where('id', '=', admin.userId)
        .executeTakeFirstOrThrow()
    ).defaultOrgId!;
    const classes = [];
    for (let i = 1; i <= 13; i++)
      classes.push(await buildScanClass(t, `测评${i}班`, 50, `9${String(i).padStart(2, '0')}`));
    await prepare(t, admin.userId, orgId, classes);
    // The print threads start once per server (on its first large print): time that apart.
    const w0 = performance.now();
    const layout = layoutCard(buildPaper({ id: 'warmup' }));
    const student = { name: '预热', className: '预热', examNo: '0' };
    await Promise.all(
      [1, 2].map(() =>
        renderInBackground({ kind: 'card-set', layout, students: [student], title: '预热' }, {}),
      ),
    );
    console.log(
      `打印线程启动（服务启动后第一次大批打印时一次）：${((performance.now() - w0) / 1000).toFixed(2)} s`,
    );
    const line = (name: string, r: Awaited<ReturnType<typeof run>>, target: number) =>
      console.log(
        `${name}：${r.sets} 份练习、${r.items} 道题；选题 ${r.choose.toFixed(2)} s，准备打印 ${r.plan.toFixed(2)} s，` +
          `渲染 ${r.render.toFixed(2)} s，合计 ${r.total.toFixed(2)} s，PDF ${r.mb.toFixed(1)} MB。目标 ≤ ${target} s：` +
          `${r.total <= target ? '达标' : '未达标'}\n  CPU 时间（全部线程）：合计 ${r.cpu.toFixed(2)} s，` +
          `其中渲染 ${r.renderCpu.toFixed(2)} s，每份 ${((r.renderCpu / r.sets) * 1000).toFixed(1)} ms`,
      );
    line(
      '一个班（50 人 × 10 道错题 × 2 道同类题）',
      await run(t.ctx, admin.userId, [classes[0]!.id]),
      2,
    );
    line(
      '一个年级（12 个班 600 人）',
      await run(
        t.ctx,
        admin.userId,
        classes.slice(1).map((c) => c.id),
        true,
      ),
      20,
    );
  } finally {
    await t.close();
  }
}
