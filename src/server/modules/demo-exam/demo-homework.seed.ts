import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { composeExam } from './demo-exam.compose';
import { markAll, markExamples, setUpMarking } from './demo-exam.marking';
import { awaitScans, planClasses, uploadSheets, type ExamClass } from './demo-exam.scan';
import { demoClassroom, pendingFile, signOut, type DemoExamOptions } from './demo-exam.seed';
import { missingSeats, planHomework } from './demo-homework.plan';

const marker = (ctx: ServerContext) => pendingFile(ctx, 'demo-homework');

/** Homework sheets go to the scanner ten students to a file upload, without a line each. */
const RUN = { label: '演示作业', group: 10, chatty: false };

/** Notes that the demo homework is to be made (on the first start, with the demo exam). */
export async function queueDemoHomework(ctx: ServerContext): Promise<void> {
  await mkdir(ctx.config.dataDir, { recursive: true });
  await writeFile(marker(ctx), new Date(ctx.now()).toISOString());
}

/** Whether the demo homework was queued and is not finished (an interrupted start resumes it). */
export const demoHomeworkPending = (ctx: ServerContext): boolean => existsSync(marker(ctx));

/** The class's students who handed the `paper`-th homework in (one or two did not). */
const handedIn = (c: ExamClass, paper: number): ExamClass => {
  const missing = missingSeats(paper, c.no, c.students.length);
  return {
    ...c,
    // Homework has no 缺考: a student who did not hand it in has no sheet.
    level: { ...c.level, absent: [] },
    students: c.students.filter((s) => !missing.includes(s.seat)),
  };
};

/**
 * A term of homework after the demo exam, made as the exam is (see seedDemoExam): for each
 * chapter 李老师 composes a short paper from the bank (questions the exam and the other homework
 * do not have), prints the class card sets and scans the sheets handed in (each student as able
 * as in the exam; one or two per class hand nothing in); the one 解答 is marked 单评 by 李老师,
 * 王老师 or 赵老师 in turn, so each paper reaches 已完成. Resumes what an interrupted start left;
 * answers the papers' ids in term order.
 */
export async function seedDemoHomework(
  app: FastifyInstance,
  ctx: ServerContext,
  opts: DemoExamOptions = {},
): Promise<string[]> {
  const log = opts.log ?? (() => {});
  const quiet = () => {};
  const { markers, classes } = await demoClassroom(app, ctx, opts);
  const classIds = classes.map((c) => c.id);
  const exam = await composeExam(ctx, markers.teacher, classIds);
  const recipes = await planHomework(markers.teacher, exam.bankIds);
  // Every homework's sheets go to the scanner first: recognition (worker threads) runs on while
  // the next paper's sheets are drawn; then each is marked in term order.
  const papers = [];
  for (const [k, recipe] of recipes.entries()) {
    const label = `演示作业 ${k + 1}/${recipes.length}「${recipe.title}」`;
    const hw = await composeExam(ctx, markers.teacher, classIds, recipe);
    const sat = classes.map((c) => handedIn(c, k + 1));
    const plans = planClasses(hw, sat, k + 1);
    await uploadSheets(ctx, markers.teacher, hw, sat, plans, quiet, RUN);
    const sheets = sat.reduce((n, c) => n + c.students.length, 0);
    log(`${label}：已组卷、打印答题卡，${sheets} 份作业已送入扫描`);
    papers.push({ k, label, hw, plans });
  }
  for (const { k, label, hw, plans } of papers) {
    await awaitScans(ctx, markers.teacher, hw.paperId);
    const setup = await setUpMarking(hw.paperId, markers, (i, m) => ({
      mode: 'single',
      markers: [[m.teacher, m.wang, m.zhao][(k + i) % 3]!],
    }));
    await markAll(ctx, setup, markers, plans, quiet, label);
    await markExamples(ctx, setup, markers.teacher);
    const paper = await ctx.db
      .selectFrom('papers')
      .select('status')
      .where('id', '=', hw.paperId)
      .executeTakeFirstOrThrow();
    log(`${label}：识别、阅卷结束，试卷状态：${paper.status}`);
  }
  await signOut(markers);
  await rm(marker(ctx), { force: true });
  return papers.map((p) => p.hw.paperId);
}
