import type { PageResult } from '../../../scan';
import type { Db } from '../../db/connect';
import type { PageOutcome } from './page-outcome';
import { countedPage, storedOf, uploadedBefore, type PageRow } from './page.repository';
import type { AutoDraft } from './problem.repository';
import type { StoredPage } from './scan-page.types';

/**
 * What recognition itself read on a page (answers and their decisions, 缺考, 考号 bubbles), before
 * any person's settlement: two scans of one sheet read the same.
 */
export const readingPrint = (r: PageResult | null): string | null =>
  r &&
  JSON.stringify([
    r.objective.map((o) => [o.questionId, o.answer, o.decision.status]),
    r.absent?.absent ?? null,
    r.student?.bubbles?.partial ?? null,
  ]);

/** A print worth matching on: something was marked (a blank sheet matches every blank sheet). */
const telling = (r: PageResult): boolean =>
  r.objective.some((o) => o.answer !== '' || o.decision.status !== 'blank') ||
  /[0-9]/.test(r.student?.bubbles?.partial ?? '');

const autoRepeat = (
  otherPageId: string,
  message: string,
  detail: Record<string, unknown>,
): AutoDraft => ({
  kind: '重复扫描',
  message,
  detail: { otherPageId, ...detail },
  auto: { action: 'keep', keepPageId: otherPageId, auto: true, reason: '与已收到的页读数相同' },
});

/** The page is still counted (recognised, not a repeat, its batch not deleted). */
const stillCounted = async (db: Db, pageId: string): Promise<boolean> =>
  (await db
    .selectFrom('scanPages')
    .innerJoin('scanBatches', 'scanBatches.id', 'scanPages.batchId')
    .select('scanPages.id')
    .where('scanPages.id', '=', pageId)
    .where('scanPages.status', '=', 'done')
    .where('scanPages.duplicateOf', 'is', null)
    .where('scanPages.studentId', 'is not', null)
    .where('scanBatches.deletedAt', 'is', null)
    .executeTakeFirst()) !== undefined;

/** 重复扫描 or 考号重复 against the page already counted for the same student and page. */
export async function duplicateOf(
  db: Db,
  page: PageRow,
  stored: StoredPage,
  out: PageOutcome,
  studentId: string,
) {
  const kept = stored.manual.supersededBy;
  if (kept && (await stillCounted(db, kept))) return { of: kept, draft: null, recheck: null };
  const other = await countedPage(db, {
    orgId: page.orgId,
    paperId: page.paperId ?? '',
    studentId,
    pageNo: out.pageNo!,
    exceptId: page.id,
  });
  if (!other) return { of: null, draft: null, recheck: null };
  // The page uploaded first is kept; a later one recognised earlier is checked again after this one.
  if (uploadedBefore(page, other)) return { of: null, draft: null, recheck: other.id };
  const detail = { otherPageId: other.id, studentId, pageNo: out.pageNo };
  if (readingPrint(stored.result) === readingPrint(storedOf(other).result)) {
    const message = '同一学生的同一页已收到，读数相同，保留先收到的页';
    return {
      of: other.id,
      draft: autoRepeat(other.id, message, { studentId, pageNo: out.pageNo }),
      recheck: null,
    };
  }
  const byCode = out.student.source === 'qr' || out.student.source === 'barcode';
  const draft: AutoDraft = byCode
    ? {
        kind: '重复扫描',
        message: `该生第 ${out.pageNo} 页已收到另一张图片，读数不同，请选择保留哪一页`,
        detail,
      }
    : {
        kind: '考号异常',
        message: `考号 ${out.student.examNo ?? ''} 与另一页重复（两页填涂了同一考号），请核对学生`,
        detail,
      };
  return { of: other.id, draft, recheck: null };
}

/**
 * A page without a 考号 of its own that reads exactly like a page whose student is known (a class
 * set scanned again after its problems were settled): that page, to keep this one as its repeat.
 */
export async function rescanOf(
  db: Db,
  page: PageRow,
  paperId: string,
  out: PageOutcome,
  stored: StoredPage,
) {
  const print = readingPrint(stored.result);
  if (!print || !stored.result || !telling(stored.result)) return null;
  const known = await db
    .selectFrom('scanPages')
    .innerJoin('scanBatches', 'scanBatches.id', 'scanPages.batchId')
    .select(['scanPages.id', 'scanPages.studentId', 'scanPages.examNo', 'scanPages.result'])
    .where('scanPages.orgId', '=', page.orgId)
    .where('scanPages.paperId', '=', paperId)
    .where('scanPages.pageNo', '=', out.pageNo)
    .where('scanPages.status', '=', 'done')
    .where('scanPages.duplicateOf', 'is', null)
    .where('scanPages.studentId', 'is not', null)
    .where('scanPages.id', '!=', page.id)
    .where('scanBatches.deletedAt', 'is', null)
    .execute();
  const twin = known.find((k) => readingPrint(storedOf(k).result) === print);
  if (!twin) return null;
  const message = '与已处理过的页读数相同（重新扫描），保留先前的页';
  return {
    of: twin.id,
    studentId: twin.studentId,
    examNo: twin.examNo,
    draft: autoRepeat(twin.id, message, { studentId: twin.studentId, pageNo: out.pageNo }),
  };
}
