import type { ScreenPaper } from '../../../shared/api/large-screen';
import type { Db } from '../../db/connect';
import { blockProgress } from '../marking/progress.repository';
import { dayStart } from './screen-periods';

/** A marker who scored or held a 评次 within this many ms counts as online. */
export const ONLINE_MS = 10 * 60_000;

/**
 * 阅卷进度 of the school's running papers (answers still to mark, or marked today; newest first, at
 * most `limit`): per
 * block the marking board's own progress (blockProgress) and the markers online.
 */
export async function runningPapers(
  db: Db,
  orgId: string,
  now: number,
  limit = 6,
): Promise<ScreenPaper[]> {
  const today = dayStart(now);
  const papers = await db
    .selectFrom('papers')
    .innerJoin('subjects', 'subjects.id', 'papers.subjectId')
    .select(['papers.id', 'papers.title', 'subjects.name as subjectName'])
    .where('papers.orgId', '=', orgId)
    .where('papers.deletedAt', 'is', null)
    .where('papers.id', 'in', (eb) =>
      eb
        .selectFrom('markingItems')
        .select('paperId')
        .where('orgId', '=', orgId)
        .where((w) =>
          w.or([w('status', 'in', ['waiting', 'open', 'problem']), w('finalAt', '>=', today)]),
        ),
    )
    .orderBy('papers.updatedAt', 'desc')
    .limit(limit)
    .execute();
  const since = new Date(now - ONLINE_MS).toISOString();
  const out: ScreenPaper[] = [];
  for (const p of papers) {
    const progress = await blockProgress(db, p.id);
    const blocks = await db
      .selectFrom('markingBlocks')
      .select(['id', 'name'])
      .where('paperId', '=', p.id)
      .orderBy('sort')
      .execute();
    const online = await db
      .selectFrom('markingTasks')
      .select(['blockId', 'markerId'])
      .where('blockId', 'in', blocks.length ? blocks.map((b) => b.id) : [''])
      .where('markerId', 'is not', null)
      .where('updatedAt', '>=', since)
      .where('status', 'in', ['leased', 'done'])
      .distinct()
      .execute();
    const byBlock = (id: string) => online.filter((o) => o.blockId === id).length;
    const list = blocks.map((b) => {
      const pr = progress.get(b.id);
      return {
        blockId: b.id,
        name: b.name,
        total: pr?.total ?? 0,
        done: pr?.done ?? 0,
        markersOnline: byBlock(b.id),
      };
    });
    out.push({
      paperId: p.id,
      title: p.title,
      subjectName: p.subjectName,
      total: list.reduce((s, b) => s + b.total, 0),
      done: list.reduce((s, b) => s + b.done, 0),
      markersOnline: new Set(online.map((o) => o.markerId)).size,
      blocks: list,
    });
  }
  return out;
}
