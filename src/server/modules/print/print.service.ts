import { customLabelSheet, type CardLayout, type LabelSheet, type PaperDoc } from '../../../layout';
import {
  renderCardPdf,
  renderPaperQrPdf,
  renderPrinterCheckPdf,
  type LabelContent,
  type PrintStudent,
} from '../../../print';
import { printFileName, type PrintExtent, type StudentScope } from '../../../shared/api';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { freezeVersion } from '../paper/paper.repository';
import { requirePaper } from '../paper/paper.service';
import { cardLayoutOf } from './card-layout.service';
import { preloadImages, renderPrint } from './print-off-thread';
import type { PrintRenderJob } from './print-render.job';
import { scopeStudents } from './print-scope';

/** A rendered document and its Chinese file name. */
export interface PrintedFile {
  bytes: Uint8Array;
  fileName: string;
}

/** Students printed at once in one request; more go through a background job. */
export const DIRECT_LIMIT = 300;
/** Students in a preview of a personalised set. */
const PREVIEW_STUDENTS = 2;

/** The paper's current version as a PaperDoc (id and version from the row) and its title. */
async function loadDoc(ctx: ServerContext, userId: string, paperId: string) {
  const { paper, version, doc } = await requirePaper(ctx, userId, paperId);
  const full: PaperDoc = { ...doc, id: paper.id, version: version.version };
  return { paper, doc: full, title: full.settings.title || paper.title };
}

/** Printing a version freezes it (edits then make a new version); a preview does not. */
async function printableDoc(ctx: ServerContext, userId: string, paperId: string, preview = false) {
  const loaded = await loadDoc(ctx, userId, paperId);
  if (!preview) await freezeVersion(ctx.db, paperId, loaded.doc.version, 'printed', ctx.now());
  return loaded;
}

/** Renders a document (a large one on the print thread); 400 with the reason when it fails. */
async function rendered(job: PrintRenderJob): Promise<Uint8Array> {
  const result = await renderPrint(job);
  if (!result.ok) throw fail.badRequest(result.reason);
  return result.bytes;
}

/** 试卷, optionally with answers. */
export async function printPaper(
  ctx: ServerContext,
  userId: string,
  body: { paperId: string; withAnswers?: boolean | undefined; preview?: boolean | undefined },
): Promise<PrintedFile> {
  const { doc, title } = await printableDoc(ctx, userId, body.paperId, body.preview);
  const withAnswers = body.withAnswers ?? false;
  const images = await preloadImages(ctx, doc);
  return {
    bytes: await rendered({ kind: 'paper', doc, withAnswers, images }),
    fileName: printFileName([title], withAnswers ? 'paperWithAnswers' : 'paper'),
  };
}

/** 答案与解析, or the compact answers-only key. */
export async function printAnswerKey(
  ctx: ServerContext,
  userId: string,
  body: { paperId: string; compact: boolean; preview?: boolean | undefined },
): Promise<PrintedFile> {
  const { doc, title } = await printableDoc(ctx, userId, body.paperId, body.preview);
  const images = await preloadImages(ctx, doc);
  return {
    bytes: await rendered({ kind: 'answer-key', doc, compact: body.compact, images }),
    fileName: printFileName([title], body.compact ? 'keyCompact' : 'key'),
  };
}

/** The blank answer card of the paper's version (its layout stored on first print). */
export async function printBlankCard(
  ctx: ServerContext,
  userId: string,
  body: { paperId: string; preview?: boolean | undefined },
): Promise<PrintedFile> {
  const { doc, title } = await printableDoc(ctx, userId, body.paperId, body.preview);
  const layout = await cardLayoutOf(ctx, doc, { store: !body.preview });
  return {
    bytes: await renderCardPdf(layout, { title: `${title} 答题卡` }),
    fileName: printFileName([title], 'card'),
  };
}

/** What a personalised card set needs: the layout, the students and the names. */
export async function cardSetPlan(
  ctx: ServerContext,
  userId: string,
  body: { paperId: string; preview?: boolean | undefined } & StudentScope,
): Promise<{
  layout: CardLayout;
  students: PrintStudent[];
  extent: PrintExtent;
  title: string;
  fileName: string;
}> {
  const { paper } = await loadDoc(ctx, userId, body.paperId);
  const scope = await scopeStudents(ctx, userId, body, paper.orgId);
  const { doc, title } = await printableDoc(ctx, userId, body.paperId, body.preview);
  const layout = await cardLayoutOf(ctx, doc, { store: !body.preview });
  return {
    layout,
    students: body.preview ? scope.students.slice(0, PREVIEW_STUDENTS) : scope.students,
    extent: {
      copies: scope.students.length,
      pages: scope.students.length * layout.pages.length,
    } satisfies PrintExtent,
    title: `${scope.label} ${title} 答题卡`,
    fileName: printFileName([scope.label, title], 'card'),
  };
}

/** A card set plan as a print job. */
export const cardSetJob = (plan: Awaited<ReturnType<typeof cardSetPlan>>): PrintRenderJob => ({
  kind: 'card-set',
  layout: plan.layout,
  students: plan.students,
  title: plan.title,
});

/** A label sheet from a spec; 400 with the reason when it does not fit the paper. */
export function labelSheetOf(spec: Parameters<typeof customLabelSheet>[0]): LabelSheet {
  const result = customLabelSheet(spec);
  if (!result.ok) throw fail.badRequest(result.reason);
  return result.sheet;
}

/** What a label print needs: the sheet, the students and the names. */
export async function labelsPlan(
  ctx: ServerContext,
  userId: string,
  body: {
    content: LabelContent;
    sheet: Parameters<typeof customLabelSheet>[0];
    startPosition?: number | undefined;
    preview?: boolean | undefined;
  } & StudentScope,
) {
  const sheet = labelSheetOf(body.sheet);
  const scope = await scopeStudents(ctx, userId, body);
  const startPosition = body.startPosition ?? 1;
  const firstSheet = Math.max(1, sheet.rows * sheet.cols - startPosition + 1);
  return {
    sheet,
    content: body.content,
    startPosition,
    students: body.preview ? scope.students.slice(0, firstSheet) : scope.students,
    extent: {
      copies: scope.students.length,
      pages: Math.ceil((startPosition - 1 + scope.students.length) / (sheet.rows * sheet.cols)),
    } satisfies PrintExtent,
    fileName: printFileName([scope.label], body.content === 'qr' ? 'qr' : 'barcode'),
  };
}

/** A label plan as a print job. */
export const labelsJob = (plan: Awaited<ReturnType<typeof labelsPlan>>): PrintRenderJob => ({
  kind: 'labels',
  sheet: plan.sheet,
  students: plan.students,
  content: plan.content,
  startPosition: plan.startPosition,
});

/**
 * Renders a set in one request (a large one on the print thread, so other requests go on); 400
 * when the set is too large for that.
 */
export async function renderNow(job: PrintRenderJob, count: number): Promise<Uint8Array> {
  if (count > DIRECT_LIMIT)
    throw fail.badRequest(`学生超过 ${DIRECT_LIMIT} 人，请按年级在后台生成（可查看进度）`);
  return rendered(job);
}

/** The paper's own QR poster: a link (the configured public address, else the request's origin) to its printing page. */
export async function printPaperQr(
  ctx: ServerContext,
  userId: string,
  paperId: string,
  origin: string,
): Promise<PrintedFile> {
  const { doc, title } = await loadDoc(ctx, userId, paperId);
  const base = ctx.config.publicUrl ?? origin;
  const bytes = await renderPaperQrPdf({
    title,
    subtitle: doc.settings.subtitle,
    payload: `${base}/printing?paperId=${doc.id}`,
    notes: [
      '扫码打开本作业的打印页面',
      `试卷编号 ${doc.id} · 第 ${doc.version} 版`,
      ...(ctx.config.publicUrl ? [] : [`未配置对外地址（PUBLIC_URL），二维码指向 ${origin}`]),
    ],
  });
  return { bytes, fileName: printFileName([title], 'paperQr') };
}

/** The printer check page. */
export const printCheckPage = async (): Promise<PrintedFile> => ({
  bytes: await renderPrinterCheckPdf(),
  fileName: printFileName([], 'check'),
});
