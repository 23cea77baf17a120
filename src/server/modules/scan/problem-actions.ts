import type { ResolveProblemBody, ScanProblemView } from '../../../shared/api/scan';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { nowIso } from '../../lib/ids';
import type { BatchContext, BatchContexts } from './batch-context';
import { applyPage, type PageChange } from './page-apply';
import { findPage, storedOf, updatePage, type PageRow } from './page.repository';
import { practicePageChoice } from './practice-page-choice';
import type { ManualFacts } from './scan-page.types';

/** A checked resolution, ready to apply once the problem is recorded as resolved. */
export interface Settlement {
  apply: () => Promise<void>;
  /** The page goes back to the queue (recognised again). */
  requeued: boolean;
}

/** Adds settled facts to a page's stored recognition as it stands when the page is applied. */
const withManual =
  (change: ManualFacts): PageChange =>
  (stored) => ({ ...stored, manual: { ...stored.manual, ...change } });

/** Sets settled facts on a page and re-scores it at once. */
const rescore =
  (ctx: ServerContext, bctx: BatchContext, page: PageRow, change: ManualFacts) => async () =>
    applyPage(ctx.db, bctx, page.id, ctx.now(), withManual(change));

/** Sets settled facts on a page and sends it to recognition again. */
const requeue = (ctx: ServerContext, page: PageRow, change: ManualFacts) => async () => {
  await updatePage(ctx.db, page.id, {
    result: JSON.stringify(withManual(change)(storedOf(page))),
    status: 'pending',
    attempts: 0,
    error: null,
    updatedAt: nowIso(ctx.now()),
  });
};

const answersOk = (page: PageRow, answers: Record<string, string>): boolean => {
  const known = new Set(storedOf(page).result?.objective.map((o) => String(o.no)) ?? []);
  return Object.keys(answers).every((no) => known.has(no));
};

/** Checks a resolution against the problem's page and prepares it (400 when it does not fit). */
export async function settle(
  ctx: ServerContext,
  contexts: BatchContexts,
  bctx: BatchContext,
  problem: ScanProblemView,
  body: ResolveProblemBody,
): Promise<Settlement> {
  const page = await findPage(ctx.db, problem.pageId);
  if (!page) throw fail.notFound('扫描页不存在');
  switch (body.action) {
    case 'discard':
      return {
        apply: rescore(ctx, bctx, page, { discarded: { reason: body.reason || '人工作废' } }),
        requeued: false,
      };
    case 'retry':
      return { apply: requeue(ctx, page, {}), requeued: true };
    case 'set-page': {
      if (bctx.practice || body.studentId !== undefined) {
        const change = practicePageChoice(bctx, storedOf(page), body);
        return { apply: requeue(ctx, page, change), requeued: true };
      }
      if (body.paperVersion === undefined) throw fail.badRequest('请选择试卷版本');
      const v = bctx.versions.get(body.paperVersion);
      if (!v) throw fail.badRequest(`试卷第 ${body.paperVersion} 版没有打印记录`);
      if (body.pageNo > v.pageCount) throw fail.badRequest(`答题卡只有 ${v.pageCount} 页`);
      const change = { page: { paperVersion: body.paperVersion, pageNo: body.pageNo } };
      return { apply: requeue(ctx, page, change), requeued: true };
    }
    case 'set-student':
      if (!bctx.roster.byId.has(body.studentId)) {
        // The roster may have changed since the batch's context was loaded.
        contexts.invalidate(bctx.batch.id);
        bctx = await contexts.get(bctx.batch.id);
      }
      if (!bctx.roster.byId.has(body.studentId)) throw fail.badRequest('该学生不在本批次的班级中');
      return { apply: rescore(ctx, bctx, page, { studentId: body.studentId }), requeued: false };
    case 'set-answers': {
      if (!answersOk(page, body.answers)) throw fail.badRequest('该页没有这些题号');
      const answers = { ...storedOf(page).manual.answers, ...body.answers };
      return { apply: rescore(ctx, bctx, page, { answers }), requeued: false };
    }
    case 'set-absent':
      return { apply: rescore(ctx, bctx, page, { absent: body.absent }), requeued: false };
    case 'keep':
      return keep(ctx, contexts, bctx, page, problem, body.keepPageId);
  }
}

/** 重复扫描: keep one page; the other one is set aside as its repeat. */
async function keep(
  ctx: ServerContext,
  contexts: BatchContexts,
  bctx: BatchContext,
  page: PageRow,
  problem: ScanProblemView,
  keepPageId: string,
): Promise<Settlement> {
  const otherId = problem.detail.otherPageId;
  if (typeof otherId !== 'string' || (keepPageId !== page.id && keepPageId !== otherId))
    throw fail.badRequest('只能保留这两页中的一页');
  if (keepPageId === otherId)
    return { apply: rescore(ctx, bctx, page, { supersededBy: otherId }), requeued: false };
  const other = await findPage(ctx.db, otherId);
  if (!other) throw fail.notFound('另一页不存在');
  return {
    apply: async () => {
      // This page counts again first, so the other one can be set aside as its repeat.
      await updatePage(ctx.db, page.id, { duplicateOf: null });
      const otherCtx = await contexts.get(other.batchId);
      await applyPage(ctx.db, otherCtx, other.id, ctx.now(), withManual({ supersededBy: page.id }));
      await applyPage(ctx.db, bctx, page.id, ctx.now(), withManual({ supersededBy: undefined }));
    },
    requeued: false,
  };
}
