import type { BlockInfo } from '../../../shared/api/marking';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { blockAccess } from './marking-access';
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
