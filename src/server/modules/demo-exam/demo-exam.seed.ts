import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { DEMO } from '../seed/demo-seed';
import { demoActor } from './demo-exam.api';
import { composeExam } from './demo-exam.compose';
import { markAll, markExamples, setUpMarking, type DemoMarkers } from './demo-exam.marking';
import { DEMO_EXAM } from './demo-exam.plan';
import { planClasses, scanClasses, type ExamClass } from './demo-exam.scan';

/** A class's level: mean and spread of ability, and the seats 缺考 in the exam. */
export interface ClassLevel {
  name: string;
  mean: number;
  spread: number;
  absent: readonly number[];
}

/** What to seed: which classes and how many students of each (all by default). */
export interface DemoExamOptions {
  classes?: readonly ClassLevel[];
  students?: number;
  log?: (line: string) => void;
}

/** The file that says a demo part (`demo-exam`, `demo-homework`) is still to be made. */
export const pendingFile = (ctx: ServerContext, part: string) =>
  join(ctx.config.dataDir, `${part}.pending`);

/** The file that says the demo exam is still to be made (kept until it is 已完成). */
const marker = (ctx: ServerContext) => pendingFile(ctx, 'demo-exam');

/** Notes that the demo exam is to be made (on the first start, after the demo school). */
export async function queueDemoExam(ctx: ServerContext): Promise<void> {
  await mkdir(ctx.config.dataDir, { recursive: true });
  await writeFile(marker(ctx), new Date(ctx.now()).toISOString());
}

/** Whether a demo exam was queued and is not finished (an interrupted start resumes it). */
export const demoExamPending = (ctx: ServerContext): boolean => existsSync(marker(ctx));

/** The demo teachers signed in, and the demo classes with their students (seat order). */
export async function demoClassroom(
  app: FastifyInstance,
  ctx: ServerContext,
  opts: DemoExamOptions,
): Promise<{ markers: DemoMarkers; classes: ExamClass[] }> {
  const org = await ctx.db
    .selectFrom('orgs')
    .select('id')
    .where('name', '=', DEMO.school)
    .executeTakeFirstOrThrow();
  const markers = {
    teacher: await demoActor(app, ctx, 'teacher'),
    wang: await demoActor(app, ctx, 'wang'),
    zhao: await demoActor(app, ctx, 'zhao'),
  };
  const classes: ExamClass[] = [];
  for (const level of opts.classes ?? DEMO_EXAM.classes) {
    const cls = await ctx.db
      .selectFrom('classes')
      .select('id')
      .where('orgId', '=', org.id)
      .where('name', '=', level.name)
      .executeTakeFirstOrThrow();
    const students = await ctx.db
      .selectFrom('students')
      .select(['id', 'examNo'])
      .where('classId', '=', cls.id)
      .orderBy('examNo')
      .limit(opts.students ?? DEMO.studentsPerClass)
      .execute();
    classes.push({
      id: cls.id,
      name: level.name,
      no: Number(/\((\d+)\)/.exec(level.name)?.[1] ?? 1),
      level,
      students: students.map((s, i) => ({ ...s, seat: i + 1 })),
    });
  }
  return { markers, classes };
}

/** Signs the demo teachers out. */
export async function signOut(markers: DemoMarkers): Promise<void> {
  for (const a of Object.values(markers)) await a.send('DELETE', '/oauth/signout');
}

/**
 * The demo school's past exam, made through the product's own API as its teachers would: 李老师
 * composes 初二数学 from the bank, prints the class card sets, scans the filled cards (drawn in
 * Node), sets up 阅卷 with one block 双评, and 李老师, 王老师 and 赵老师 mark every answer, so the
 * paper reaches 已完成 with a score for every student (缺考 from the card's 缺考 bubble).
 * Idempotent: every step skips what an earlier, interrupted run already did. Answers the paper id.
 */
export async function seedDemoExam(
  app: FastifyInstance,
  ctx: ServerContext,
  opts: DemoExamOptions = {},
): Promise<string> {
  const log = opts.log ?? (() => {});
  const { markers, classes } = await demoClassroom(app, ctx, opts);
  log(`演示考试：准备「${DEMO_EXAM.title}」的试卷与各班答题卡`);
  const exam = await composeExam(
    ctx,
    markers.teacher,
    classes.map((c) => c.id),
  );
  const plans = planClasses(exam, classes);
  await scanClasses(ctx, markers.teacher, exam, classes, plans, log);
  log('演示考试：识别完成，设置阅卷并开始评分');
  const setup = await setUpMarking(exam.paperId, markers);
  await markAll(ctx, setup, markers, plans, log);
  await markExamples(ctx, setup, markers.teacher);
  const paper = await ctx.db
    .selectFrom('papers')
    .select('status')
    .where('id', '=', exam.paperId)
    .executeTakeFirstOrThrow();
  log(`演示考试：阅卷结束，试卷状态：${paper.status}`);
  await signOut(markers);
  await rm(marker(ctx), { force: true });
  return exam.paperId;
}
