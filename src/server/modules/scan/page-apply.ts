import { lockKey, type Db } from '../../db/connect';
import { nowIso } from '../../lib/ids';
import { pagesRecognised } from '../../lib/metrics';
import { freezeVersion } from '../paper/paper.repository';
import type { BatchContext } from './batch-context';
import { pageOutcome, type PageOutcome } from './page-outcome';
import { contextOfPage } from './practice-context';
import { duplicateOf, rescanOf } from './page-duplicates';
import {
  findPage,
  markPaperScanning,
  neighbourPage,
  storedOf,
  updatePage,
  type PageRow,
} from './page.repository';
import { syncProblems, type AutoDraft } from './problem.repository';
import { afterPageApplied } from '../marking/scan-hook';
import type { StoredPage } from './scan-page.types';

/** The page before this one in upload order when it is the previous page of the same card. */
async function studentFromPrevious(db: Db, page: PageRow, out: PageOutcome) {
  const prev = await neighbourPage(db, page, 'before');
  const sameCard =
    prev &&
    prev.status === 'done' &&
    prev.paperVersion === out.paperVersion &&
    prev.pageNo === (out.pageNo ?? 0) - 1;
  if (sameCard && prev.studentId) return { id: prev.studentId, examNo: prev.examNo };
  return null;
}

/** A change to a page's stored recognition, made on the row as it stands when the page is applied. */
export type PageChange = (stored: StoredPage) => StoredPage;

/**
 * Writes a page's outcome (from its stored recognition and settled facts) in one transaction: the
 * student (inherited from the previous page of the same card when the page has no 考号), 重复扫描,
 * objective answers and score, and its problems; marks the paper 扫描中 and freezes the version read
 * (reason 'scanned'); then re-applies the next page when it waits for this one.
 */
export async function applyPage(
  db: Db,
  batchCtx: BatchContext,
  pageId: string,
  now: number,
  change?: PageChange,
): Promise<void> {
  let bctx = batchCtx;
  const next = await db.transaction().execute(async (trx) => {
    // Pages of one paper are applied one at a time: 重复扫描 and 考号重复 see each other's writes.
    await lockKey(trx, `scan-apply:${bctx.paper.id}`);
    // Locked (PostgreSQL) so a concurrent apply of the same page reads what this one writes.
    const page = await findPage(trx, pageId, { lock: true });
    if (!page)
      return { placed: false, version: null, ids: [], students: [], read: null, left: null };
    const fresh = change?.(storedOf(page));
    const stored = fresh ?? storedOf(page);
    // A practice batch's page goes on as a page of the paper its code names (that student's).
    bctx = contextOfPage(batchCtx, stored);
    if (bctx !== batchCtx) await lockKey(trx, `scan-apply:${bctx.paper.id}`);
    const out = pageOutcome(stored, bctx);
    let drafts: AutoDraft[] = [...out.problems];
    let studentId = out.student.studentId;
    let examNo = out.student.examNo;
    const placed = out.paperVersion !== null && !out.discarded;
    if (placed && out.needsPrevious) {
      const prev = await studentFromPrevious(trx, page, out);
      if (prev) [studentId, examNo] = [prev.id, prev.examNo];
      else
        drafts.push({
          kind: '考号异常',
          message: '本页没有考号，且前一页不是同一张答题卡的上一页，请选择学生',
          detail: { reason: 'no-previous-page' },
        });
    }
    let dup: string | null = null;
    let recheck: string | null = null;
    const twin =
      placed && !studentId ? await rescanOf(trx, page, bctx.paper.id, out, stored) : null;
    if (twin) {
      // The same sheet scanned again after a person settled its 考号: a repeat, not a new problem.
      [dup, studentId, examNo] = [twin.of, twin.studentId, twin.examNo];
      drafts = [twin.draft];
    } else if (placed && studentId) {
      const d = await duplicateOf(trx, { ...page, paperId: bctx.paper.id }, stored, out, studentId);
      [dup, recheck] = [d.of, d.recheck];
      // A repeat does not count: only the question of which page to keep is left on it.
      if (d.of) drafts = d.draft ? [d.draft] : [];
    }
    const at = nowIso(now);
    await updatePage(trx, page.id, {
      ...(fresh ? { result: JSON.stringify(fresh) } : {}),
      status: stored.result === null && stored.failure ? 'failed' : 'done',
      error: out.discarded ? `已作废：${out.discarded}` : (stored.failure ?? null),
      paperId: placed ? bctx.paper.id : null,
      paperVersion: out.paperVersion,
      pageNo: out.pageNo,
      studentId: placed ? studentId : null,
      examNo: placed ? examNo : null,
      absent: out.absent ? 1 : 0,
      duplicateOf: dup,
      objective: placed ? JSON.stringify(out.objective) : null,
      objectiveScore: placed ? out.objectiveScore : null,
      updatedAt: at,
    });
    await syncProblems(trx, page, drafts, now, page.result === null);
    if (placed && !bctx.scanningMarked) await markPaperScanning(trx, bctx.paper.id, at);
    // A scanned version keeps its meaning: editing the paper afterwards makes a new version.
    const version = placed ? out.paperVersion : null;
    if (version !== null && !bctx.frozenVersions?.has(version))
      await freezeVersion(trx, bctx.paper.id, version, 'scanned', now);
    const multiPage = (bctx.versions.get(out.paperVersion ?? 0)?.pageCount ?? 1) > 1;
    const follower =
      placed && studentId && multiPage ? await neighbourPage(trx, page, 'after') : null;
    const waiting =
      follower?.status === 'done' && follower.studentId === null && follower.paperVersion !== null;
    const students = [page.studentId, placed ? studentId : null];
    const read = fresh ? (fresh.result === null ? 'failed' : 'recognised') : null;
    // The paper the page counted for before, when it now counts for another (or none).
    const left = page.paperId && page.paperId !== (placed ? bctx.paper.id : null) ? page : null;
    const ids = [recheck, waiting ? follower.id : null];
    return { placed, version, ids, students, read, left };
  });
  if (next.read) pagesRecognised.inc({ outcome: next.read });
  if (next.placed) bctx.scanningMarked = true;
  if (next.version !== null) (bctx.frozenVersions ??= new Set()).add(next.version);
  if (next.left) await afterPageApplied(db, next.left.paperId!, [next.left.studentId], now);
  await afterPageApplied(db, bctx.paper.id, next.students, now);
  for (const id of next.ids) if (id) await applyPage(db, batchCtx, id, now);
}
