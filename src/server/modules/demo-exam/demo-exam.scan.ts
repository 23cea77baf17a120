import { setTimeout as wait } from 'node:timers/promises';
import type { ServerContext } from '../../context';
import type { DemoActor } from './demo-exam.api';
import type { ComposedExam } from './demo-exam.compose';
import { planStudent, type StudentPlan } from './demo-exam.plan';
import { demoScan } from './demo-exam.sheets';

/** A class that sat the demo exam: its level, and the students (seat order) who took part. */
export interface ExamClass {
  id: string;
  name: string;
  no: number;
  level: { mean: number; spread: number; absent: readonly number[] };
  students: { id: string; examNo: string; seat: number }[];
}

/** Each student's plan, by student id (`paper` varies the answers: 0 for the exam). */
export function planClasses(
  exam: ComposedExam,
  classes: ExamClass[],
  paper = 0,
): Map<string, StudentPlan> {
  const plans = new Map<string, StudentPlan>();
  for (const c of classes)
    for (const s of c.students)
      plans.set(s.id, planStudent(c.level, c.no, s.seat, exam.objective, exam.subjective, paper));
  return plans;
}

/** How the cards of a paper are scanned and told: the log's label, and students per upload. */
export interface ScanRun {
  label: string;
  /** Students per upload (a log line after each when `chatty`). */
  group: number;
  chatty: boolean;
}

const EXAM_RUN: ScanRun = { label: '演示考试', group: 5, chatty: true };

/**
 * As 李老师: for each class, a scan batch and the filled cards of the students not scanned yet,
 * uploaded a few students at a time as a scanner's files; then waits until the scan service has
 * recognised every page and cut every answer crop. `log` tells the progress.
 */
export async function scanClasses(
  ctx: ServerContext,
  teacher: DemoActor,
  exam: ComposedExam,
  classes: ExamClass[],
  plans: Map<string, StudentPlan>,
  log: (line: string) => void,
  run: ScanRun = EXAM_RUN,
): Promise<void> {
  await uploadSheets(ctx, teacher, exam, classes, plans, log, run);
  await awaitScans(ctx, teacher, exam.paperId);
}

/** Uploads the filled cards of each class's students not scanned yet (recognition runs on). */
export async function uploadSheets(
  ctx: ServerContext,
  teacher: DemoActor,
  exam: ComposedExam,
  classes: ExamClass[],
  plans: Map<string, StudentPlan>,
  log: (line: string) => void,
  run: ScanRun = EXAM_RUN,
): Promise<void> {
  const pages = exam.layout.pages.map((p) => p.index);
  for (const c of classes) {
    const scanned = await ctx.db
      .selectFrom('scanPages')
      .select(['studentId', 'pageNo'])
      .where('paperId', '=', exam.paperId)
      .where(
        'studentId',
        'in',
        c.students.map((s) => s.id),
      )
      .execute();
    const done = new Set(scanned.map((r) => `${r.studentId}:${r.pageNo}`));
    const todo = c.students.filter((s) => pages.some((p) => !done.has(`${s.id}:${p}`)));
    if (todo.length === 0) continue;
    const batches = await teacher.get<{ id: string; classIds: string[] }[]>(
      `/teacher/scan/batches?paperId=${exam.paperId}`,
    );
    const batch =
      batches.find((b) => b.classIds.includes(c.id)) ??
      (await teacher.send<{ id: string }>('POST', '/teacher/scan/batches', {
        paperId: exam.paperId,
        classIds: [c.id],
        settings: {
          scannerIndex: null,
          adaptive: true,
          paperSize: 1,
          assignToSubjectTeachers: false,
        },
      }));
    for (let i = 0; i < todo.length; i += run.group) {
      const files = [];
      for (const s of todo.slice(i, i + run.group))
        for (const p of pages)
          files.push({
            name: `${s.examNo}-${p}.jpg`,
            bytes: await demoScan(
              exam.layout,
              p,
              s.examNo,
              plans.get(s.id)!,
              c.no * 1000 + s.seat * 10 + p,
            ),
          });
      await teacher.upload(`/teacher/scan/batches/${batch.id}/files`, files);
      const n = Math.min(c.students.length, c.students.length - todo.length + i + run.group);
      if (run.chatty || n === c.students.length)
        log(`${run.label}：${c.name} 已扫描 ${n}/${c.students.length} 名学生`);
    }
  }
}

/**
 * Waits until the scan service has recognised every page of the paper and cut every answer crop;
 * then, as the teacher on /scan, confirms the invigilator's 缺考 bubbles (异常处理).
 */
export async function awaitScans(
  ctx: ServerContext,
  teacher: DemoActor,
  paperId: string,
): Promise<void> {
  for (;;) {
    const waiting = await ctx.db
      .selectFrom('scanFiles')
      .innerJoin('scanBatches', 'scanBatches.id', 'scanFiles.batchId')
      .select('scanFiles.id')
      .where('scanBatches.paperId', '=', paperId)
      .where('scanFiles.status', '=', 'stored')
      .executeTakeFirst();
    const pending = await ctx.db
      .selectFrom('scanPages')
      .innerJoin('scanBatches', 'scanBatches.id', 'scanPages.batchId')
      .select('scanPages.id')
      .where('scanBatches.paperId', '=', paperId)
      .where('scanPages.status', 'in', ['pending', 'processing'])
      .executeTakeFirst();
    const cropping = await ctx.db
      .selectFrom('markingPageCrops')
      .select('pageId')
      .where('paperId', '=', paperId)
      .where('status', 'in', ['pending', 'processing'])
      .executeTakeFirst();
    if (!waiting && !pending && !cropping) break;
    await wait(500);
  }
  const absent = await ctx.db
    .selectFrom('scanProblems')
    .innerJoin('scanBatches', 'scanBatches.id', 'scanProblems.batchId')
    .select('scanProblems.id')
    .where('scanBatches.paperId', '=', paperId)
    .where('scanProblems.kind', '=', '缺考')
    .where('scanProblems.status', '=', 'open')
    .execute();
  for (const p of absent)
    await teacher.send('POST', `/teacher/scan/problems/${p.id}/resolve`, {
      action: 'set-absent',
      absent: true,
    });
}
