import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { blockAccess } from './marking-access';

/** The comment library (评语库) of a block: reusable comments, some carrying a score change. */
export async function listComments(ctx: ServerContext, userId: string, blockId: string) {
  const a = await blockAccess(ctx.db, userId, blockId);
  if (!a.marker && !a.leader && !a.manager) throw fail.forbidden();
  const rows = await ctx.db
    .selectFrom('markingComments')
    .select(['id', 'text', 'delta'])
    .where('blockId', '=', blockId)
    .orderBy('sort')
    .execute();
  return rows.map((r) => ({ ...r, delta: r.delta === null ? null : Number(r.delta) }));
}

/** Adds a comment to a block's library (any marker of the block). */
export async function addComment(
  ctx: ServerContext,
  userId: string,
  blockId: string,
  body: { text: string; delta: number | null },
) {
  const a = await blockAccess(ctx.db, userId, blockId);
  if (!a.marker && !a.leader && !a.manager) throw fail.forbidden();
  const n = await ctx.db
    .selectFrom('markingComments')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('blockId', '=', blockId)
    .executeTakeFirstOrThrow();
  if (Number(n.n) >= 100) throw fail.badRequest('评语库最多 100 条');
  const now = ctx.now();
  await ctx.db
    .insertInto('markingComments')
    .values({
      id: newId(now),
      blockId,
      text: body.text.trim(),
      delta: body.delta,
      sort: Number(n.n) + 1,
      createdBy: userId,
      createdAt: nowIso(now),
    })
    .execute();
  return listComments(ctx, userId, blockId);
}
