import { layoutCard, tryRestore, type CardLayout, type PaperDoc } from '../../../layout';
import type { ServerContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { storeCardLayout, storedCardLayout } from './print.repository';

/**
 * The card layout of a paper version: the one stored when a card of this version was first
 * printed (through restore(), never recomputed), else a fresh layout, stored now unless previewing.
 */
export async function cardLayoutOf(
  ctx: ServerContext,
  doc: PaperDoc,
  opts: { store: boolean },
): Promise<CardLayout> {
  const stored = await storedCardLayout(ctx.db, doc.id, doc.version);
  if (stored !== null) {
    const restored = tryRestore(JSON.parse(stored) as unknown);
    if (!restored.ok) throw new AppError('INTERNAL', restored.reason);
    return restored.layout;
  }
  const layout = layoutCard(doc);
  if (opts.store) {
    const [stored] = await storeCardLayout(ctx.db, doc.id, doc.version, JSON.stringify(layout));
    if (stored?.numUpdatedRows === 1n) return layout;
    // Another print stored first: the stored one is the one printed, so use it.
    return cardLayoutOf(ctx, doc, { store: false });
  }
  return layout;
}
