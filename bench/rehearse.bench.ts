/**
 * 错题重练 bench: practice for a class of 50 (10 wrong questions each, 2 similar for each) chosen
 * and printed as one PDF (each student's paper and personalised card) — target ≤ 2 s; and for a
 * grade of 600 (12 classes) with progress — target ≤ 20 s. Real SQLite database, real renderer on
 * the print thread; the wrong questions are written straight into the entries table.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addQuestion, emptyPaper, totals } from '../src/shared/paper';
import type { ServerContext } from '../src/server/context';
import { newId, nowIso } from '../src/server/lib/ids';
import { loadLinks } from '../src/server/modules/bank/question.repository';
import { toBankQuestion, toPaperQuestion } from '../src/server/modules/bank/question.mapper';
import { insertPaper } from '../src/server/modules/paper/paper.repository';
import { PDFDocument } from 'pdf-lib';
import { renderCardSetPdf, renderPaperPdf, type PracticeCopy } from '../src/print';
import { renderOnThread } from '../src/server/modules/print/print-job-thread';
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

/** Generates and prints practice for some classes; answers seconds for each stage. */
async function run(ctx: ServerContext, userId: string, classIds: string[], progress = false) {
  const t0 = performance.now();
  const batch = await generatePractice(ctx, userId, {
    classIds,
    subjectId: 'junior-math',
    similar: 2,
    difficulty: 3,
  });
  const t1 = performance.now();
  const plan = await practicePrintPlan(ctx, userId, { batchId: batch.batchId });
  let last = 0;
  const result = await renderOnThread(plan.job, {
    chunkSize: 50,
    onProgress: (done, total) => {
      if (progress && done - last >= 100) {
        last = done;
        console.log(`  进度 ${done}/${total}（${((performance.now() - t0) / 1000).toFixed(1)} s）`);
      }
    },
  });
  const t2 = performance.now();
  if (!result.ok) throw new Error(result.reason);
  if (!progress) await breakdown(plan.job.copies.slice(0, 5));
  const items = batch.sets.reduce((n, s) => n + s.originals + s.similar, 0);
  return {
    sets: batch.sets.length,
    items,
    choose: (t1 - t0) / 1000,
    print: (t2 - t1) / 1000,
    total: (t2 - t0) / 1000,
    mb: result.bytes.length / 1e6,
  };
}

/** Where one copy's time goes (in this thread): paper render, card render, merge. */
async function breakdown(copies: PracticeCopy[]) {
  const ms = { paper: 0, card: 0, merge: 0 };
  const out = await PDFDocument.create();
  for (const c of copies) {
    let t = performance.now();
    const paper = await renderPaperPdf(c.doc);
    ms.paper += performance.now() - t;
    t = performance.now();
    const card = await renderCardSetPdf(c.layout, [c.student]);
    ms.card += performance.now() - t;
    t = performance.now();
    for (const b of [paper, card.ok ? card.bytes : new Uint8Array()]) {
      if (!b.length) continue;
      const src = await PDFDocument.load(b);
      for (const p of await out.copyPages(src, src.getPageIndices())) out.addPage(p);
    }
    ms.merge += performance.now() - t;
  }
  const n = copies.length;
  console.log(
    `  每份耗时（本线程，${n} 份平均）：试卷 ${(ms.paper / n).toFixed(0)} ms，答题卡 ${(ms.card / n).toFixed(0)} ms，合并 ${(ms.merge / n).toFixed(0)} ms`,
  );
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
    const line = (name: string, r: Awaited<ReturnType<typeof run>>, target: number) =>
      console.log(
        `${name}：${r.sets} 份练习、${r.items} 道题；选题 ${r.choose.toFixed(2)} s，打印 ${r.print.toFixed(2)} s，` +
          `合计 ${r.total.toFixed(2)} s，PDF ${r.mb.toFixed(1)} MB。目标 ≤ ${target} s：${r.total <= target ? '达标' : '未达标'}`,
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
