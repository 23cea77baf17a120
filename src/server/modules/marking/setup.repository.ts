import { restore, type CardLayout, type PaperDoc } from '../../../layout';
import type { BlockField, BlockInput, ScoringPoint } from '../../../shared/api/marking';
import type { Db } from '../../db/connect';
import type { MarkingBlockTable, MarkingSetupTable } from '../../db/database';
import { newId, nowIso } from '../../lib/ids';
import { defaultBlocks, elementsOf } from './block-defaults';

/** A printed paper version: its doc and the card layout it was printed with. */
export interface PrintedVersion {
  paperId: string;
  version: number;
  doc: PaperDoc;
  layout: CardLayout;
}

const versions = new Map<string, PrintedVersion>();

/** A printed (hence frozen) version, restored once per process; null when never printed. */
export async function printedVersion(
  db: Db,
  paperId: string,
  version: number,
): Promise<PrintedVersion | null> {
  const key = `${paperId}:${version}`;
  const hit = versions.get(key);
  if (hit) return hit;
  const row = await db
    .selectFrom('paperVersions')
    .select(['doc', 'cardLayout'])
    .where('paperId', '=', paperId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!row?.cardLayout) return null;
  const out = {
    paperId,
    version,
    doc: JSON.parse(row.doc) as PaperDoc,
    layout: restore(JSON.parse(row.cardLayout) as unknown),
  };
  versions.set(key, out);
  return out;
}

/** A block as the service uses it (JSON columns parsed). */
export interface Block extends Omit<MarkingBlockTable, 'fields' | 'elements' | 'points'> {
  fields: BlockField[];
  elements: string[];
  points: ScoringPoint[];
  full: number;
}

/** Parses a block row. */
export const blockOf = (row: MarkingBlockTable): Block => {
  const fields = JSON.parse(row.fields) as BlockField[];
  return {
    ...row,
    fields,
    elements: JSON.parse(row.elements) as string[],
    points: JSON.parse(row.points) as ScoringPoint[],
    full: Math.round(fields.reduce((n, f) => n + f.full, 0) * 100) / 100,
    step: Number(row.step),
    tolerance: Number(row.tolerance),
  };
};

const blockCache = new Map<string, { at: number; block: Block }>();

/** Forgets cached blocks (settings saved, a block closed): a paper's, or all when none is named. */
export function forgetBlocks(paperId?: string): void {
  if (paperId === undefined) blockCache.clear();
  else for (const [id, hit] of blockCache) if (hit.block.paperId === paperId) blockCache.delete(id);
}

/** A block by id (kept 5 s: deciding runs on every submit, and blocks change only with settings). */
export async function findBlock(db: Db, id: string): Promise<Block | null> {
  const hit = blockCache.get(id);
  if (hit && Date.now() - hit.at < 5000) return hit.block;
  const row = await db
    .selectFrom('markingBlocks')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const block = blockOf(row);
  if (blockCache.size > 1000) blockCache.clear();
  blockCache.set(id, { at: Date.now(), block });
  return block;
}

/** The setup of a paper version and its blocks (in order). */
export async function loadSetup(db: Db, paperId: string, version: number) {
  const setup = await db
    .selectFrom('markingSetups')
    .selectAll()
    .where('paperId', '=', paperId)
    .where('paperVersion', '=', version)
    .executeTakeFirst();
  if (!setup) return null;
  const rows = await db
    .selectFrom('markingBlocks')
    .selectAll()
    .where('setupId', '=', setup.id)
    .orderBy('sort')
    .execute();
  return { setup, blocks: rows.map(blockOf) };
}

/** Writes blocks (and their markers) of a setup. */
export async function insertBlocks(
  db: Db,
  setupId: string,
  pv: PrintedVersion,
  blocks: readonly BlockInput[],
  now: number,
): Promise<void> {
  const at = nowIso(now);
  for (const [i, b] of blocks.entries()) {
    const id = b.id ?? newId(now);
    await db
      .insertInto('markingBlocks')
      .values({
        id,
        setupId,
        paperId: pv.paperId,
        sort: i + 1,
        name: b.name,
        questionKind: kindOf(pv.doc, b.fields[0]!.questionId),
        fields: JSON.stringify(b.fields),
        elements: JSON.stringify(
          elementsOf(
            pv.layout,
            b.fields.map((f) => f.questionId),
          ),
        ),
        step: b.step,
        points: JSON.stringify(b.points),
        mode: b.mode,
        tolerance: b.tolerance,
        combine: b.combine,
        leaderId: b.leaderId,
        closedAt: null,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    const markers = new Map(b.markers.map((m) => [m.userId, m.quota]));
    if (b.leaderId && !markers.has(b.leaderId)) markers.set(b.leaderId, null);
    if (markers.size)
      await db
        .insertInto('markingMarkers')
        .values(
          [...markers].map(([userId, quota]) => ({ blockId: id, userId, quota, addedAt: at })),
        )
        .execute();
  }
}

const kindOf = (doc: PaperDoc, questionId: string): string =>
  doc.sections.flatMap((s) => s.questions).find((q) => q.id === questionId)?.kind ?? 'solve';

/** The setup of a printed version, made with the defaults when there is none yet. */
export async function ensureSetup(
  db: Db,
  pv: PrintedVersion,
  orgId: string,
  ownerId: string,
  now: number,
): Promise<{ setup: MarkingSetupTable; blocks: Block[] }> {
  const found = await loadSetup(db, pv.paperId, pv.version);
  if (found) return found;
  const at = nowIso(now);
  const id = newId(now);
  await db.transaction().execute(async (trx) => {
    const res = await trx
      .insertInto('markingSetups')
      .values({
        id,
        orgId,
        paperId: pv.paperId,
        paperVersion: pv.version,
        assign: 'class',
        startedAt: null,
        revision: 1,
        createdAt: at,
        updatedAt: at,
      })
      .onConflict((oc) => oc.columns(['paperId', 'paperVersion']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (res) await insertBlocks(trx, id, pv, defaultBlocks(pv.doc, ownerId), now);
  });
  return (await loadSetup(db, pv.paperId, pv.version))!;
}
