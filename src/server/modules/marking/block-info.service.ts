import type { BlockInfo } from '../../../shared/api/marking';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { nowIso } from '../../lib/ids';
import { blockAccess } from './marking-access';
import { forgetMarkingAccess } from './marking-access-cache';
import { markerCount } from './task.repository';
import { printedVersion } from './setup.repository';

/** A block as its markers and 题组长 see it (403 for anyone else). */
export async function blockInfo(
  ctx: ServerContext,
  userId: string,
  blockId: string,
): Promise<BlockInfo> {
  const a = await blockAccess(ctx.db, userId, blockId);
  if (!a.marker && !a.leader && !a.manager) throw fail.forbidden();
  const setup = await ctx.db
    .selectFrom('markingSetups')
    .select('paperVersion')
    .where('id', '=', a.setupId)
    .executeTakeFirstOrThrow();
  const pv = await printedVersion(ctx.db, a.paper.id, setup.paperVersion);
  const ids = new Set(a.block.fields.map((f) => f.questionId));
  const questions = (pv?.doc.sections.flatMap((s) => s.questions) ?? [])
    .filter((q) => ids.has(q.id))
    .map((q) => ({
      no: q.no,
      stem: q.stem,
      answer: q.answer,
      parts: q.parts.map((p) => ({ label: p.label, answer: p.answer })),
    }));
  return {
    blockId,
    paperId: a.paper.id,
    name: a.block.name,
    fields: a.block.fields,
    step: a.block.step,
    points: a.block.points,
    mode: a.block.mode,
    closed: a.block.closedAt !== null,
    isLeader: a.leader,
    isMarker: a.marker,
    mine: await markerCount(ctx.db, blockId, userId),
    quota: a.quota,
    questions,
  };
}

/**
 * Ends (or reopens) marking of a block (题组长, owner or administrator): after it ends no score
 * changes, 回评 included. Ending needs every item final.
 */
export async function closeBlock(
  ctx: ServerContext,
  userId: string,
  blockId: string,
  closed: boolean,
) {
  const a = await blockAccess(ctx.db, userId, blockId);
  if (!a.leader && !a.manager) throw fail.forbidden();
  if (closed) {
    const open = await ctx.db
      .selectFrom('markingItems')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('blockId', '=', blockId)
      .where('status', 'not in', ['final', 'absent', 'withdrawn'])
      .executeTakeFirstOrThrow();
    if (Number(open.n) > 0)
      throw fail.conflict(`还有 ${Number(open.n)} 份答卷未完成终评，不能结束本题块`);
  }
  await ctx.db
    .updateTable('markingBlocks')
    .set({ closedAt: closed ? nowIso(ctx.now()) : null, updatedAt: nowIso(ctx.now()) })
    .where('id', '=', blockId)
    .execute();
  forgetMarkingAccess({ paperId: a.paper.id });
  return null;
}
