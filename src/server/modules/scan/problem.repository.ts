import type { Db } from '../../db/connect';
import { newId, nowIso } from '../../lib/ids';
import type { ProblemDraft } from './scan-page.types';

/** Where a problem or event belongs. */
export interface PageRef {
  id: string;
  orgId: string;
  batchId: string;
}

/** A problem draft settled at once by the program (e.g. a rescan identical to the page kept). */
export type AutoDraft = ProblemDraft & { auto?: Record<string, unknown> };

const sameDraft = (a: { kind: string; detail: string }, d: ProblemDraft): boolean =>
  a.kind === d.kind && a.detail === JSON.stringify({ message: d.message, ...d.detail });

/**
 * Brings a page's problems in line with its outcome: open problems still present stay (same id),
 * those gone are settled by the program, new ones are added. Problems a person settled stay as they are.
 * `firstTime`: the page was never recognised before, so it has no problems yet (nothing to read).
 */
export async function syncProblems(
  db: Db,
  page: PageRef,
  drafts: readonly AutoDraft[],
  now: number,
  firstTime = false,
): Promise<void> {
  if (firstTime && drafts.length === 0) return;
  const at = nowIso(now);
  const existing = firstTime
    ? []
    : await db
        .selectFrom('scanProblems')
        .select(['id', 'kind', 'detail', 'status', 'resolution'])
        .where('pageId', '=', page.id)
        .execute();
  const open = existing.filter((p) => p.status === 'open');
  const kept = new Set<string>();
  const fresh: AutoDraft[] = [];
  for (const d of drafts) {
    const same = existing.find(
      (p) => sameDraft(p, d) && (d.auto ? p.status === 'resolved' : p.status === 'open'),
    );
    if (same) kept.add(same.id);
    else fresh.push(d);
  }
  const gone = open.filter((p) => !kept.has(p.id)).map((p) => p.id);
  if (gone.length)
    await db
      .updateTable('scanProblems')
      .set({
        status: 'resolved',
        resolution: JSON.stringify({ action: 'auto', reason: '重新识别或复核后不再存在' }),
        resolvedBy: null,
        resolvedAt: at,
      })
      .where('id', 'in', gone)
      .execute();
  if (fresh.length)
    await db
      .insertInto('scanProblems')
      .values(
        fresh.map((d) => ({
          id: newId(now),
          orgId: page.orgId,
          batchId: page.batchId,
          pageId: page.id,
          kind: d.kind,
          detail: JSON.stringify({ message: d.message, ...d.detail }),
          status: d.auto ? ('resolved' as const) : ('open' as const),
          resolution: d.auto ? JSON.stringify(d.auto) : null,
          resolvedBy: null,
          resolvedAt: d.auto ? at : null,
          createdAt: at,
        })),
      )
      .execute();
}

/** Records an event of the scanning audit trail (who did what, when). */
export const recordEvent = (
  db: Db,
  e: { orgId: string; batchId: string; pageId: string | null; actorId: string; action: string },
  detail: Record<string, unknown>,
  now: number,
) =>
  db
    .insertInto('scanEvents')
    .values({ id: newId(now), ...e, detail: JSON.stringify(detail), at: nowIso(now) })
    .execute();
