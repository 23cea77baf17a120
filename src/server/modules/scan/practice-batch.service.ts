import type { PracticeReconciliation } from '../../../shared/api/practice-scan';
import type { ScanBatch, ScanSettings } from '../../../shared/api/scan';
import type { ServerContext } from '../../context';
import { toNumber } from '../../db/connect';
import { fail } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { requireMemberOf } from '../system/access';
import { batchCounts } from './batch.repository';
import { batchDetail, requireBatch } from './batch.service';
import { practiceSets, practiceTitle } from './practice-context';
import {
  countedPages,
  expectedPages,
  practiceState,
  receivedPages,
} from './practice-pages.repository';
import { recordEvent } from './problem.repository';
import { mayUseScans } from './scan-access';

/**
 * Creates one scan batch for a whole practice batch (错题重练) of the user's school: every
 * student's practice card goes into it and each page counts for the paper its code names. The
 * batch names the first student's paper (batches always name one) and the practice batch.
 */
export async function createPracticeBatch(
  ctx: ServerContext,
  userId: string,
  body: { rehearseBatchId: string; settings: ScanSettings },
): Promise<ScanBatch> {
  const sets = await practiceSets(ctx.db, body.rehearseBatchId);
  const gone = '错题练习不存在';
  const first = sets[0];
  if (!first) throw fail.notFound(gone);
  const m = await requireMemberOf(ctx.db, userId, first.orgId, gone);
  const classIds = [...new Set(sets.map((s) => s.classId))];
  const paper = { ownerId: first.ownerId, subjectId: first.subjectId };
  if (!(await mayUseScans(ctx.db, userId, m, paper, classIds))) throw fail.forbidden();
  const id = newId(ctx.now());
  await ctx.db
    .insertInto('scanBatches')
    .values({
      id,
      orgId: first.orgId,
      paperId: first.paperId,
      rehearseBatchId: body.rehearseBatchId,
      classIds: JSON.stringify(classIds),
      settings: JSON.stringify(body.settings),
      createdBy: userId,
      createdAt: nowIso(ctx.now()),
      deletedAt: null,
      deletedBy: null,
    })
    .execute();
  await recordEvent(
    ctx.db,
    { orgId: first.orgId, batchId: id, pageId: null, actorId: userId, action: 'create-batch' },
    { rehearseBatchId: body.rehearseBatchId, classIds, settings: body.settings },
    ctx.now(),
  );
  return batchDetail(ctx, userId, id);
}

/**
 * 收卷核对 of a practice batch's scan batch: each student of the practice batch is expected once
 * (every page of their card); pages counted in any batch of the school (not deleted) say whether
 * the student is 已扫描, 缺页 or 未扫描; the batch's waiting pages and open problems are added.
 */
export async function practiceReconciliation(
  ctx: ServerContext,
  userId: string,
  batchId: string,
): Promise<PracticeReconciliation> {
  const batch = await requireBatch(ctx, userId, batchId);
  if (!batch.rehearseBatchId) throw fail.badRequest('该批次不是错题练习的扫描批次');
  const sets = await practiceSets(ctx.db, batch.rehearseBatchId);
  const paperIds = sets.map((s) => s.paperId);
  const pages = await countedPages(ctx.db, paperIds);
  const received = receivedPages(pages);
  const expected = await expectedPages(ctx.db, paperIds);
  const counts = (await batchCounts(ctx.db, [batch.id])).get(batch.id)!;
  const students = sets.map((s) => {
    const expectedPages = expected.get(s.paperId) ?? 1;
    const got = received.get(`${s.paperId}|${s.studentId}`) ?? 0;
    const scores = pages.filter(
      (p) => p.paperId === s.paperId && p.studentId === s.studentId && p.objectiveScore !== null,
    );
    return {
      studentId: s.studentId,
      name: s.name,
      examNo: s.examNo,
      className: s.className,
      paperId: s.paperId,
      expectedPages,
      receivedPages: got,
      objectiveScore: scores.length
        ? Math.round(scores.reduce((n, p) => n + toNumber(p.objectiveScore), 0) * 100) / 100
        : null,
      state: practiceState(got, expectedPages),
    };
  });
  const scanned = students.filter((s) => s.state === '已扫描').length;
  return {
    rehearseBatchId: batch.rehearseBatchId,
    title: practiceTitle(sets),
    expected: sets.length,
    scanned,
    missing: sets.length - scanned,
    pendingPages: counts.pending,
    openProblems: counts.openProblems,
    students,
  };
}
