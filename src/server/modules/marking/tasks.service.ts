import type { MarkingTaskRow } from '../../../shared/api/marking';
import type { ServerContext } from '../../context';
import { blockAccess } from './marking-access';
import { blockProgress, emptyProgress, markedBy } from './progress.repository';
import { loadSetup } from './setup.repository';

/**
 * /correct: every paper version of the user's schools being marked, with the blocks the user marks,
 * leads or (as owner or administrator) manages, their progress and the user's own count.
 */
export async function listTasks(ctx: ServerContext, userId: string): Promise<MarkingTaskRow[]> {
  const db = ctx.db;
  const setups = await db
    .selectFrom('markingSetups')
    .innerJoin('papers', 'papers.id', 'markingSetups.paperId')
    .innerJoin('memberships', 'memberships.orgId', 'markingSetups.orgId')
    .select([
      'markingSetups.paperId',
      'markingSetups.paperVersion',
      'papers.title',
      'papers.status',
      'papers.updatedAt',
    ])
    .where('memberships.userId', '=', userId)
    .where('papers.deletedAt', 'is', null)
    .orderBy('papers.updatedAt', 'desc')
    .execute();
  const out: MarkingTaskRow[] = [];
  for (const s of setups) {
    const found = await loadSetup(db, s.paperId, s.paperVersion);
    if (!found) continue;
    const progress = await blockProgress(db, s.paperId);
    const mine = await markedBy(db, s.paperId, userId);
    const blocks: MarkingTaskRow['blocks'] = [];
    let canManage = false;
    for (const b of found.blocks) {
      const a = await blockAccess(db, userId, b.id);
      canManage ||= a.manager;
      if (!a.marker && !a.leader && !a.manager) continue;
      blocks.push({
        blockId: b.id,
        name: b.name,
        full: b.full,
        mode: b.mode,
        isMarker: a.marker,
        isLeader: a.leader,
        mine: { marked: mine.get(b.id) ?? 0, quota: a.quota },
        progress: progress.get(b.id) ?? emptyProgress(),
      });
    }
    if (!blocks.length) continue;
    const classes = await db
      .selectFrom('markingItems')
      .innerJoin('classes', 'classes.id', 'markingItems.classId')
      .select('classes.name')
      .distinct()
      .where('markingItems.paperId', '=', s.paperId)
      .orderBy('classes.name')
      .execute();
    out.push({
      paperId: s.paperId,
      paperVersion: s.paperVersion,
      title: s.title,
      status: s.status,
      classNames: classes.map((c) => c.name),
      canManage,
      blocks,
    });
  }
  return out;
}
