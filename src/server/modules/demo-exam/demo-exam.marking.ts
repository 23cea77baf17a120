import { randomUUID } from 'node:crypto';
import type { MarkingSetup, NextAnswer } from '../../../shared/api/marking';
import type { ServerContext } from '../../context';
import type { DemoActor } from './demo-exam.api';
import { fieldScore, type StudentPlan } from './demo-exam.plan';

/** The demo's markers: 李老师 (owner), 王老师 and 赵老师. */
export interface DemoMarkers {
  teacher: DemoActor;
  wang: DemoActor;
  zhao: DemoActor;
}

/** Who marks the i-th block and how: 单评 or 双评, and its markers. */
export type BlockScheme = (
  i: number,
  m: DemoMarkers,
) => {
  mode: 'single' | 'double';
  markers: DemoActor[];
};

/**
 * The exam's: the first block 双评 by 李老师 and 王老师 (tolerance 2, 题组长 李老师), the second
 * 单评 by 赵老师, the others 单评 by 李老师 and 王老师.
 */
export const EXAM_SCHEME: BlockScheme = (i, m) =>
  i === 0
    ? { mode: 'double', markers: [m.teacher, m.wang] }
    : { mode: 'single', markers: i === 1 ? [m.zhao] : [m.teacher, m.wang] };

/**
 * 阅卷设置 as 李老师, unless marking has begun: one block per 解答 (the default), pooled, each
 * block as the scheme says (题组长 李老师, 双评 tolerance 2).
 */
export async function setUpMarking(
  paperId: string,
  m: DemoMarkers,
  scheme: BlockScheme = EXAM_SCHEME,
): Promise<MarkingSetup> {
  const setup = await m.teacher.get<MarkingSetup>(`/teacher/marking/papers/${paperId}/setup`);
  if (setup.startedAt) return setup;
  return m.teacher.send<MarkingSetup>('PUT', `/teacher/marking/papers/${paperId}/setup`, {
    paperVersion: setup.paperVersion,
    revision: setup.revision,
    assign: 'pooled',
    blocks: setup.blocks.map((b, i) => {
      const { mode, markers } = scheme(i, m);
      return {
        name: b.name,
        fields: b.fields,
        step: 1,
        points: [],
        mode,
        tolerance: 2,
        combine: 'mean',
        leaderId: m.teacher.userId,
        markers: markers.map((a) => ({ userId: a.userId, quota: null })),
      };
    }),
  });
}

/**
 * Each marker takes items of each of their blocks through the marking service (next → submit)
 * until none is left for them, scoring each field as the student's answer deserves. Resumes
 * where an interrupted start stopped: items already final are never handed out again.
 */
export async function markAll(
  ctx: ServerContext,
  setup: MarkingSetup,
  m: DemoMarkers,
  plans: Map<string, StudentPlan>,
  log: (line: string) => void,
  label = '演示考试',
): Promise<void> {
  const actors = [m.teacher, m.wang, m.zhao];
  for (const block of setup.blocks) {
    let n = 0;
    for (const marker of block.markers) {
      const actor = actors.find((a) => a.userId === marker.userId)!;
      for (;;) {
        const next = await actor.send<NextAnswer>(
          'POST',
          `/teacher/marking/blocks/${block.id}/next`,
          { queue: 'mark', holding: [] },
        );
        if (!next.task) break;
        const item = await ctx.db
          .selectFrom('markingItems')
          .select('studentId')
          .where('id', '=', next.task.itemId)
          .executeTakeFirstOrThrow();
        const plan = plans.get(item.studentId);
        const scores = block.fields.map((f) => fieldScore(plan?.boxes[f.questionId], f.full));
        await actor.send('POST', `/teacher/marking/tasks/${next.task.taskId}/submit`, {
          scores,
          annotations: [],
          submitKey: randomUUID(),
          seconds: 20,
        });
        if (++n % 40 === 0) log(`${label}：「${block.name}」已评 ${n} 份`);
      }
    }
  }
}

/**
 * For 作业讲评: in each block 李老师 marks the best final answer 优秀答卷 and the weakest one
 * 典型错误 through the marking API, unless the block already has an example (a resumed start).
 */
export async function markExamples(
  ctx: ServerContext,
  setup: MarkingSetup,
  teacher: DemoActor,
): Promise<void> {
  for (const block of setup.blocks) {
    const items = await ctx.db
      .selectFrom('markingItems')
      .select(['id', 'finalTotal', 'example'])
      .where('blockId', '=', block.id)
      .where('status', '=', 'final')
      .orderBy('finalTotal', 'desc')
      .orderBy('id')
      .execute();
    if (items.length < 2 || items.some((i) => i.example)) continue;
    const mark = (id: string, kind: string, note: string) =>
      teacher.send('PUT', `/teacher/marking/items/${id}/example`, { kind, note });
    await mark(items[0]!.id, '优秀答卷', '步骤完整，书写清楚');
    await mark(items[items.length - 1]!.id, '典型错误', '关键步骤缺失');
  }
}
