import type { ProblemKind, ScanPageDetail, ScanPageView } from '../../../shared/api';
import type { ServerContext } from '../../context';
import { toNumber } from '../../db/connect';
import { fail } from '../../lib/app-error';
import { requireMemberOf } from '../system/access';
import { requireBatch } from './batch.service';
import { pageDetailOf } from './page-detail';
import { cropJpeg, cropRectOf, layoutOf, pageBlob, pageJpeg, pageSourceOf } from './page-image';
import { findPage, storedOf, type PageRow } from './page.repository';
import type { ScanRuntime } from './scan-runtime';
import { pageView, problemView } from './scan-views';

const studentNames = async (ctx: ServerContext, ids: (string | null)[]) => {
  const wanted = [...new Set(ids.filter((i): i is string => i !== null))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await ctx.db
    .selectFrom('students')
    .select(['id', 'name'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
};

const openKinds = async (ctx: ServerContext, pageIds: string[]) => {
  const out = new Map<string, ProblemKind[]>();
  if (pageIds.length === 0) return out;
  const rows = await ctx.db
    .selectFrom('scanProblems')
    .select(['pageId', 'kind'])
    .where('pageId', 'in', pageIds)
    .where('status', '=', 'open')
    .execute();
  for (const r of rows) out.set(r.pageId, [...(out.get(r.pageId) ?? []), r.kind as ProblemKind]);
  return out;
};

/** Pages of a batch in upload order, optionally by state or open problem kind, a page at a time. */
export async function listPages(
  ctx: ServerContext,
  userId: string,
  batchId: string,
  q: { status?: ScanPageView['status']; problem?: ProblemKind; page: number; pageSize: number },
): Promise<{ total: number; list: ScanPageView[] }> {
  const batch = await requireBatch(ctx, userId, batchId);
  let base = ctx.db
    .selectFrom('scanPages')
    .innerJoin('scanFiles', 'scanFiles.id', 'scanPages.fileId')
    .where('scanPages.batchId', '=', batch.id);
  if (q.status) base = base.where('scanPages.status', '=', q.status);
  if (q.problem) {
    const kind = q.problem;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('scanProblems')
          .select('scanProblems.id')
          .whereRef('scanProblems.pageId', '=', 'scanPages.id')
          .where('scanProblems.status', '=', 'open')
          .where('scanProblems.kind', '=', kind),
      ),
    );
  }
  const total = toNumber(
    (await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
  );
  const rows = await base
    .selectAll('scanPages')
    .select('scanFiles.name as fileName')
    .orderBy('scanFiles.receivedAt')
    .orderBy('scanFiles.name')
    .orderBy('scanPages.pageIndex')
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  const names = await studentNames(
    ctx,
    rows.map((r) => r.studentId),
  );
  const kinds = await openKinds(
    ctx,
    rows.map((r) => r.id),
  );
  return {
    total,
    list: rows.map((r) =>
      pageView(
        { ...r, studentName: r.studentId ? (names.get(r.studentId) ?? null) : null },
        kinds.get(r.id) ?? [],
      ),
    ),
  };
}

/** A page of a school the user belongs to (404 / 403). */
export async function requirePage(
  ctx: ServerContext,
  userId: string,
  pageId: string,
): Promise<PageRow> {
  const page = await findPage(ctx.db, pageId);
  if (!page) throw fail.notFound('扫描页不存在');
  await requireMemberOf(ctx.db, userId, page.orgId, '扫描页不存在');
  await requireBatch(ctx, userId, page.batchId);
  return page;
}

/** A page with everything an overlay needs, its scored answers and its problems. */
export async function pageDetail(
  ctx: ServerContext,
  userId: string,
  pageId: string,
): Promise<ScanPageDetail> {
  const page = await requirePage(ctx, userId, pageId);
  const names = await studentNames(ctx, [page.studentId]);
  const problems = await ctx.db
    .selectFrom('scanProblems')
    .selectAll()
    .where('pageId', '=', page.id)
    .orderBy('createdAt')
    .execute();
  const views = problems.map(problemView);
  const open = views.filter((p) => p.status === 'open').map((p) => p.kind);
  const view = pageView(
    { ...page, studentName: page.studentId ? (names.get(page.studentId) ?? null) : null },
    open,
  );
  return pageDetailOf(view, page, storedOf(page), views);
}

const sourceOf = async (ctx: ServerContext, rt: ScanRuntime, page: PageRow) => {
  const file = await ctx.db
    .selectFrom('scanFiles')
    .select('blobKey')
    .where('id', '=', page.fileId)
    .executeTakeFirstOrThrow();
  const at = pageBlob({
    pageBlobKey: page.blobKey,
    blobKey: file.blobKey,
    pageIndex: page.pageIndex,
  });
  const source = await pageSourceOf(await rt.store.get(at.key), at.page);
  if (!source) throw fail.badRequest('该页图片无法解码');
  return source;
};

/** The page image as a JPEG scaled to `width` px. */
export async function pageImage(
  ctx: ServerContext,
  rt: ScanRuntime,
  userId: string,
  pageId: string,
  width?: number,
) {
  const page = await requirePage(ctx, userId, pageId);
  return pageJpeg(await sourceOf(ctx, rt, page), width);
}

/** A full-resolution crop of a card element, objective question or bubble of a recognised page. */
export async function pageCrop(
  ctx: ServerContext,
  rt: ScanRuntime,
  userId: string,
  pageId: string,
  element: string,
) {
  const page = await requirePage(ctx, userId, pageId);
  const stored = storedOf(page);
  if (!stored.result || page.paperVersion === null || page.pageNo === null)
    throw fail.badRequest('该页尚未识别出试卷页码，无法裁切');
  const bctx = await rt.contexts.get(page.batchId);
  const payload = bctx.layouts.find(
    (l) => l.version === page.paperVersion && (!page.paperId || l.paperId === page.paperId),
  );
  const region = payload && cropRectOf(layoutOf(payload), page.pageNo, element);
  if (!region) throw fail.notFound('答题卡上没有这个区域');
  const marginMm = element.startsWith('box-') || element.startsWith('essay-') ? 2 : 1;
  return cropJpeg(await sourceOf(ctx, rt, page), stored.result, region, marginMm);
}
