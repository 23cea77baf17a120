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

/** Each student's plan, by student id. */
export function planClasses(exam: ComposedExam, classes: ExamClass[]): Map<string, StudentPlan> {
  const plans = new Map<string, StudentPlan>();
  for (const c of classes)
    for (const s of c.students)
      plans.set(s.id, planStudent(c.level, c.no, s.seat, exam.objective, exam.subjective));
  return plans;
}

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
    for (let i = 0; i < todo.length; i += 5) {
      const files = [];
      for (const s of todo.slice(i, i + 5))
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
      log(
        `演示考试：${c.name} 已扫描 ${Math.min(c.students.length, c.students.length - todo.length + i + 5)}/${c.students.length} 名学生`,
      );
    }
  }
  for (;;) {
    const waiting = await ctx.db
      .selectFrom('scanFiles')
      .innerJoin('scanBatches', 'scanBatches.id', 'scanFiles.batchId')
      .select('scanFiles.id')
      .where('scanBatches.paperId', '=', exam.paperId)
      .where('scanFiles.status', '=', 'stored')
      .executeTakeFirst();
    const pending = await ctx.db
      .selectFrom('scanPages')
      .innerJoin('scanBatches', 'scanBatches.id', 'scanPages.batchId')
      .select('scanPages.id')
      .where('scanBatches.paperId', '=', exam.paperId)
      .where('scanPages.status', 'in', ['pending', 'processing'])
      .executeTakeFirst();
    const cropping = await ctx.db
      .selectFrom('markingPageCrops')
      .select('pageId')
      .where('paperId', '=', exam.paperId)
      .where('status', 'in', ['pending', 'processing'])
      .executeTakeFirst();
    if (!waiting && !pending && !cropping) break;
    await wait(500);
  }
  // 异常处理: the invigilator's 缺考 bubbles confirmed, as the teacher does on /scan.
  const absent = await ctx.db
    .selectFrom('scanProblems')
    .innerJoin('scanBatches', 'scanBatches.id', 'scanProblems.batchId')
    .select('scanProblems.id')
    .where('scanBatches.paperId', '=', exam.paperId)
    .where('scanProblems.kind', '=', '缺考')
    .where('scanProblems.status', '=', 'open')
    .execute();
  for (const p of absent)
    await teacher.send('POST', `/teacher/scan/problems/${p.id}/resolve`, {
      action: 'set-absent',
      absent: true,
    });
}
