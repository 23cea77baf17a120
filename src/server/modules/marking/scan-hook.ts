import type { Db } from '../../db/connect';
import { syncStudent } from './item-sync';
import { markingSignals, paperChanged } from './marking-signals';
import { refreshPaperStatus } from './paper-status';

/**
 * Called by scanning after a page's outcome is written (recognised, settled in 异常处理, re-scanned):
 * the students the page belonged to before and after get their marking items and scores brought in
 * line. Never fails the scan: marking catches up on its next sync.
 */
export async function afterPageApplied(
  db: Db,
  paperId: string,
  studentIds: readonly (string | null)[],
  now: number,
): Promise<void> {
  try {
    for (const id of new Set(studentIds)) if (id) await syncStudent(db, paperId, id, now);
    markingSignals.emit('crops');
    paperChanged(paperId);
  } catch (e) {
    console.error('marking sync after scan failed', e);
  }
}

/**
 * Called by scanning after a person settled a scan problem (异常处理): the paper of the page gets
 * its status again, so settling its last problem completes a marked paper (已完成). Never fails.
 */
export async function afterProblemSettled(db: Db, paperId: string, now: number): Promise<void> {
  try {
    await refreshPaperStatus(db, paperId, now);
  } catch (e) {
    console.error('paper status after a settled scan problem failed', e);
  }
}
