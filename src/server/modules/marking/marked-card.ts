import { rgb } from 'pdf-lib';
import { applyHomography } from '../../../scan';
import { createPrintDocument, loadFontSet, type FontSet } from '../../../print';
import type { Annotation, BlockField } from '../../../shared/api/marking';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import type { BlobStore } from '../../storage/blob-store';
import { pageBlob, pageJpeg, pageSourceOf } from '../scan/page-image';
import { storedOf } from '../scan/page.repository';
import type { PageRef } from './item-sync';
import { paperRole } from './marking-access';
import { studentPages } from './pages.repository';
import { printedVersion } from './setup.repository';

let fonts: Promise<FontSet> | undefined;
const RED = rgb(0.85, 0.1, 0.1);
/** Margin around a box in its crop (as cut by scan's answer crops). */
const CROP_MARGIN_MM = 2;

/** May the user see a student's marked card: the paper's owner, an administrator, or a teacher of the class. */
async function requireCardAccess(
  ctx: ServerContext,
  userId: string,
  paperId: string,
  studentId: string,
) {
  const { paper, manager } = await paperRole(ctx.db, userId, paperId);
  const student = await ctx.db
    .selectFrom('students')
    .select(['orgId', 'classId', 'name'])
    .where('id', '=', studentId)
    .executeTakeFirst();
  if (!student || student.orgId !== paper.orgId) throw fail.notFound('学生不存在');
  if (!manager) {
    const teaches = await ctx.db
      .selectFrom('teacherAssignments')
      .select('id')
      .where('userId', '=', userId)
      .where('classId', '=', student.classId)
      .executeTakeFirst();
    if (!teaches) throw fail.forbidden();
  }
  return { paper, student };
}

/**
 * The marked card of a student as a PDF: each scanned page with, on every answer box, the scores of
 * its questions (and parts) and the 批注 drawn where the marker put them.
 */
export async function markedCardPdf(
  ctx: ServerContext,
  store: BlobStore,
  userId: string,
  paperId: string,
  studentId: string,
): Promise<Uint8Array> {
  const { paper, student } = await requireCardAccess(ctx, userId, paperId, studentId);
  const pages = (await studentPages(ctx.db, paperId, studentId)).sort(
    (a, b) => (a.pageNo ?? 0) - (b.pageNo ?? 0),
  );
  if (!pages.length) throw fail.notFound('该学生还没有扫描的答题卡');
  const items = await ctx.db
    .selectFrom('markingItems')
    .innerJoin('markingBlocks', 'markingBlocks.id', 'markingItems.blockId')
    .select([
      'markingItems.id',
      'markingItems.pages',
      'markingItems.finalScores',
      'markingItems.status',
      'markingBlocks.fields',
    ])
    .where('markingItems.paperId', '=', paperId)
    .where('markingItems.studentId', '=', studentId)
    .execute();
  const notes = new Map<string, Annotation[]>();
  if (items.length) {
    const tasks = await ctx.db
      .selectFrom('markingTasks')
      .select(['itemId', 'round', 'annotations'])
      .where(
        'itemId',
        'in',
        items.map((i) => i.id),
      )
      .where('status', '=', 'done')
      .where('annotations', 'is not', null)
      .orderBy('round', 'desc')
      .execute();
    for (const t of tasks)
      if (!notes.has(t.itemId)) notes.set(t.itemId, JSON.parse(t.annotations!) as Annotation[]);
  }
  const { doc, fonts: f } = await createPrintDocument(
    `${paper.title} ${student.name} 批改结果`,
    await (fonts ??= loadFontSet()),
  );
  for (const p of pages) {
    const row = await ctx.db
      .selectFrom('scanPages')
      .innerJoin('scanFiles', 'scanFiles.id', 'scanPages.fileId')
      .select([
        'scanPages.result',
        'scanPages.pageIndex',
        'scanPages.paperVersion',
        'scanPages.blobKey as pageBlobKey',
        'scanFiles.blobKey',
      ])
      .where('scanPages.id', '=', p.id)
      .executeTakeFirstOrThrow();
    const at = pageBlob(row);
    const source = await pageSourceOf(await store.get(at.key), at.page);
    if (!source) continue;
    const fit = storedOf(row).result?.fit ?? null;
    const pv =
      row.paperVersion === null ? null : await printedVersion(ctx.db, paperId, row.paperVersion);
    const image = await doc.embedJpg(await pageJpeg(source, Math.min(source.width, 1654)));
    const k = 72 / source.dpi;
    const W = source.width * k;
    const H = source.height * k;
    const page = doc.addPage([W, H]);
    page.drawImage(image, { x: 0, y: 0, width: W, height: H });
    if (!fit || !pv) continue;
    const toPdf = (x: number, y: number) => {
      const s = applyHomography(fit.toSource, { x, y });
      return { x: s.x * k, y: H - s.y * k };
    };
    for (const item of items) {
      const refs = JSON.parse(item.pages) as PageRef[];
      refs.forEach((ref, index) => {
        if (ref.pageId !== p.id) return;
        const el = pv.layout.pages.flatMap((lp) => lp.elements).find((e) => e.id === ref.elementId);
        if (!el) return;
        const r = el.rect;
        if (index === 0) {
          const fields = JSON.parse(item.fields) as BlockField[];
          const scores = item.finalScores ? (JSON.parse(item.finalScores) as number[]) : null;
          const text = fields
            .map((fd, i) => `${fd.label} ${scores ? scores[i] : '未评'}/${fd.full}分`)
            .join('  ');
          const at = toPdf(r.x + r.w * 0.45, r.y + 5.5);
          page.drawText(text, { x: at.x, y: at.y, size: 11, font: f.bold, color: RED });
        }
        const box = {
          x: r.x - CROP_MARGIN_MM,
          y: r.y - CROP_MARGIN_MM,
          w: r.w + 2 * CROP_MARGIN_MM,
          h: r.h + 2 * CROP_MARGIN_MM,
        };
        for (const a of notes.get(item.id) ?? []) {
          if (a.crop !== index) continue;
          const pts = a.points.map(([u, v]) => toPdf(box.x + u * box.w, box.y + v * box.h));
          if (a.tool === 'text' && pts[0]) {
            page.drawText(a.text ?? '', {
              x: pts[0].x,
              y: pts[0].y,
              size: 10,
              font: f.regular,
              color: RED,
            });
            continue;
          }
          for (let i = 1; i < pts.length; i++)
            page.drawLine({ start: pts[i - 1]!, end: pts[i]!, thickness: 1.4, color: RED });
        }
      });
    }
  }
  return doc.save();
}
