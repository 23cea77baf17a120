import { customLabelSheet, type CardLayout, type LabelSheet, type PaperDoc } from '../../../layout';
import {
  renderAnswerKeyPdf,
  renderCardPdf,
  renderCardSetPdf,
  renderLabelsPdf,
  renderPaperPdf,
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
import { storedImageLoader } from './print-images';
import type { JobRender } from './print-jobs';
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

/** 试卷, optionally with answers. */
export async function printPaper(
  ctx: ServerContext,
  userId: string,
  body: { paperId: string; withAnswers?: boolean | undefined; preview?: boolean | undefined },
): Promise<PrintedFile> {
  const { doc, title } = await printableDoc(ctx, userId, body.paperId, body.preview);
  const withAnswers = body.withAnswers ?? false;
  return {
    bytes: await renderPaperPdf(doc, { withAnswers, imageLoader: storedImageLoader(ctx) }),
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
  return {
    bytes: await renderAnswerKeyPdf(doc, {
      compact: body.compact,
      imageLoader: storedImageLoader(ctx),
    }),
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

/** Renders a card set plan (in one go, or as a job's render with progress). */
export const renderCardSet =
  (plan: Awaited<ReturnType<typeof cardSetPlan>>): JobRender =>
  (control) =>
    renderCardSetPdf(plan.layout, plan.students, { title: plan.title, ...control });

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

/** Renders a label plan (in one go, or as a job's render with progress). */
export const renderLabels =
  (plan: Awaited<ReturnType<typeof labelsPlan>>): JobRender =>
  (control) =>
    renderLabelsPdf(plan.sheet, plan.students, {
      content: plan.content,
      startPosition: plan.startPosition,
      ...control,
    });

/** Runs a plan's render in one request; 400 when the set is too large for that. */
export async function renderNow(render: JobRender, count: number): Promise<Uint8Array> {
  if (count > DIRECT_LIMIT)
    throw fail.badRequest(`学生超过 ${DIRECT_LIMIT} 人，请按年级在后台生成（可查看进度）`);
  const result = await render({});
  if (!result.ok) throw fail.badRequest(result.reason);
  return result.bytes;
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
