import type { AnswerGroup } from '../../../shared/api/marking';
import { hashDistance } from '../../../scan';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/connect';
import { fail } from '../../lib/app-error';
import { nowIso } from '../../lib/ids';
import { evaluateItem } from './item-decide';
import { requireMarker, type BlockAccess } from './marking-access';
import { paperChanged } from './marking-signals';
import { checkScores, logEvent, recordScore } from './record-score';
import { claimTask } from './task.repository';
import { markStarted } from './marking.service';
import { cropUrl } from './task-view';

/** Open items of a block the marker may still score (no 评次 of theirs, one open for them). */
async function scorable(db: Db, a: BlockAccess, userId: string, blank: boolean) {
  let q = db
    .selectFrom('markingItems as i')
    .select(['i.id', 'i.hash', 'i.ink', 'i.pages'])
    .where('i.blockId', '=', a.block.id)
    .where('i.status', '=', 'open')
    .where('i.blank', '=', blank ? 1 : 0)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('markingTasks as t')
          .select('t.id')
          .whereRef('t.itemId', '=', 'i.id')
          .where('t.status', '=', 'open')
          .where('t.round', '<', 4),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('markingTasks as m')
            .select('m.id')
            .whereRef('m.itemId', '=', 'i.id')
            .where('m.markerId', '=', userId),
        ),
      ),
    )
    .orderBy('i.id');
  if (a.classIds) q = q.where('i.classId', 'in', a.classIds.length ? a.classIds : ['']);
  return q.execute();
}

/** 空白: open items of a block measured without ink, for the marker to look at and confirm. */
export async function listBlanks(ctx: ServerContext, userId: string, blockId: string) {
  const a = await requireMarker(ctx.db, userId, blockId);
  const rows = await scorable(ctx.db, a, userId, true);
  return rows.map((r) => ({ itemId: r.id, crop: { url: cropUrl(r.id, 0), width: 0, height: 0 } }));
}

/**
 * Confirms blank items at once with 0: every open 评次 of each item is recorded as 0 (via 空白;
 * the confirming marker on the first), so the item is final; an item someone holds or scored is
 * skipped. Every item is shown to the marker before; never silent.
 */
export async function confirmBlanks(
  ctx: ServerContext,
  userId: string,
  blockId: string,
  body: { itemIds: string[]; submitKey: string },
) {
  const a = await requireMarker(ctx.db, userId, blockId);
  const zeros = a.block.fields.map(() => 0);
  let scored = 0;
  let skipped = 0;
  const now = ctx.now();
  const at = nowIso(now);
  for (const itemId of body.itemIds) {
    const ok = await ctx.db.transaction().execute(async (trx) => {
      const item = await trx
        .selectFrom('markingItems')
        .select(['id', 'orgId', 'paperId', 'blank', 'status', 'classId'])
        .where('id', '=', itemId)
        .where('blockId', '=', blockId)
        .executeTakeFirst();
      if (!item || item.blank !== 1 || item.status !== 'open') return false;
      if (a.classIds && !a.classIds.includes(item.classId)) return false;
      const tasks = await trx
        .selectFrom('markingTasks')
        .select(['id', 'status', 'round'])
        .where('itemId', '=', itemId)
        .execute();
      if (tasks.some((t) => t.status !== 'open' || t.round > 2)) return false;
      for (const [i, t] of tasks.sort((x, y) => x.round - y.round).entries())
        await trx
          .updateTable('markingTasks')
          .set({
            status: 'done',
            markerId: i === 0 ? userId : null,
            scores: JSON.stringify(zeros),
            total: 0,
            submitKey: `${body.submitKey}:${itemId}`,
            submittedAt: at,
            takenAt: at,
            via: 'blank',
            seconds: 0,
            updatedAt: at,
          })
          .where('id', '=', t.id)
          .where('status', '=', 'open')
          .execute();
      await logEvent(
        trx,
        {
          orgId: item.orgId,
          paperId: item.paperId,
          itemId,
          taskId: null,
          actorId: userId,
          action: 'score:blank',
          score: 0,
        },
        now,
      );
      await evaluateItem(trx, itemId, now);
      return true;
    });
    if (ok) scored++;
    else skipped++;
  }
  if (scored) await markStarted(ctx, a);
  paperChanged(a.paper.id);
  return { scored, skipped };
}

/** Two answers look alike: close perceptual hashes and a similar amount of ink. */
const alike = (x: { hash: string; ink: number }, y: { hash: string; ink: number }) =>
  hashDistance(x.hash, y.hash) <= 48 && Math.max(x.ink, y.ink) <= 1.6 * Math.min(x.ink, y.ink);

/**
 * Answer groups: open, non-blank items of a block the marker may score, grouped by how alike their
 * ink looks (perceptual hash of the normalised crop, ink amount); groups of two or more, largest first.
 */
export async function listGroups(
  ctx: ServerContext,
  userId: string,
  blockId: string,
): Promise<AnswerGroup[]> {
  const a = await requireMarker(ctx.db, userId, blockId);
  const rows = (await scorable(ctx.db, a, userId, false)).filter((r) => r.hash && r.ink !== null);
  const items = rows.map((r) => ({ id: r.id, hash: r.hash!, ink: Number(r.ink) }));
  const taken = new Set<string>();
  const groups: AnswerGroup[] = [];
  for (const seed of items) {
    if (taken.has(seed.id)) continue;
    const members = items.filter((o) => !taken.has(o.id) && (o.id === seed.id || alike(seed, o)));
    if (members.length < 2) continue;
    for (const m of members) taken.add(m.id);
    groups.push({
      key: seed.id,
      items: members
        .slice(0, 60)
        .map((m) => ({ itemId: m.id, crop: { url: cropUrl(m.id, 0), width: 0, height: 0 } })),
    });
  }
  return groups.sort((x, y) => y.items.length - x.items.length).slice(0, 50);
}

/**
 * Scores a whole answer group after the marker has seen it: for each member a 评次 is taken for
 * the marker and recorded (via group) like any other, so each member keeps its own score that can
 * be changed alone in 回评. Members no longer open to the marker are skipped.
 */
export async function scoreGroup(
  ctx: ServerContext,
  userId: string,
  blockId: string,
  body: { itemIds: string[]; scores?: number[]; submitKey: string },
) {
  const a = await requireMarker(ctx.db, userId, blockId);
  if (!body.scores) throw fail.badRequest('请给出分数');
  checkScores(a.block, body.scores);
  let scored = 0;
  let skipped = 0;
  for (const itemId of body.itemIds) {
    const now = ctx.now();
    const done = await ctx.db
      .selectFrom('markingTasks')
      .select('id')
      .where('itemId', '=', itemId)
      .where('markerId', '=', userId)
      .where('submitKey', '=', `${body.submitKey}:${itemId}`)
      .executeTakeFirst();
    if (done) {
      scored++;
      continue;
    }
    const task = await claimTask(ctx.db, {
      blockId,
      userId,
      rounds: [1, 2, 3],
      classIds: a.classIds,
      holding: [],
      now,
      blind: true,
      itemId,
    });
    if (!task) {
      skipped++;
      continue;
    }
    await ctx.db.transaction().execute((trx) =>
      recordScore(
        trx,
        a.block,
        task.id,
        userId,
        {
          scores: body.scores!,
          annotations: [],
          submitKey: `${body.submitKey}:${itemId}`,
          seconds: 0,
          via: 'group',
        },
        now,
      ),
    );
    scored++;
  }
  if (scored) await markStarted(ctx, a);
  paperChanged(a.paper.id);
  return { scored, skipped };
}
