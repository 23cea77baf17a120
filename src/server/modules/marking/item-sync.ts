import type { Db } from '../../db/connect';
import { newId, nowIso } from '../../lib/ids';
import { pageOfElement } from './block-defaults';
import { refreshStudentScores } from './scores.repository';
import { ensureSetup, printedVersion, type Block } from './setup.repository';
import { openTasks } from './task.repository';
import { evaluateItem } from './item-decide';
import { studentPages } from './pages.repository';

/** Where an item's answer images are: a page and an element of it. */
export interface PageRef {
  pageId: string;
  elementId: string;
}

/**
 * Brings a student's marking items in line with their counted pages: the version's setup (made
 * with the defaults when needed), one item per block whose answer boxes the pages hold, crops asked
 * for, 缺考 items set aside; then opens what is ready and refreshes the student's scores. Idempotent:
 * a re-scan or a page settled later never adds an item twice (one item per block and student).
 */
export async function syncStudent(db: Db, paperId: string, studentId: string, now: number) {
  const paper = await db
    .selectFrom('papers')
    .select(['orgId', 'ownerId'])
    .where('id', '=', paperId)
    .executeTakeFirst();
  const student = await db
    .selectFrom('students')
    .select(['classId'])
    .where('id', '=', studentId)
    .executeTakeFirst();
  if (!paper || !student) return;
  const pages = await studentPages(db, paperId, studentId);
  const version = pages.find((p) => p.paperVersion !== null)?.paperVersion;
  const pv = version == null ? null : await printedVersion(db, paperId, version);
  const absent = pages.some((p) => p.absent === 1);
  if (pv) {
    const { blocks } = await ensureSetup(db, pv, paper.orgId, paper.ownerId, now);
    const byNo = new Map(
      pages.filter((p) => p.paperVersion === pv.version).map((p) => [p.pageNo, p.id]),
    );
    for (const block of blocks) {
      const refs: PageRef[] = block.elements.flatMap((elementId) => {
        const pageId = byNo.get(pageOfElement(pv.layout, elementId));
        return pageId ? [{ pageId, elementId }] : [];
      });
      await syncItem(
        db,
        { orgId: paper.orgId, paperId, version: pv.version },
        block,
        studentId,
        student.classId,
        refs,
        absent,
        now,
      );
    }
    const at = nowIso(now);
    for (const pageId of new Set(byNo.values()))
      await db
        .insertInto('markingPageCrops')
        .values({
          pageId,
          orgId: paper.orgId,
          paperId,
          status: 'pending',
          attempts: 0,
          error: null,
          updatedAt: at,
        })
        .onConflict((oc) => oc.column('pageId').doNothing())
        .execute();
  } else {
    // No page of the student counts any more (its batch deleted): every item leaves marking.
    const items = await db
      .selectFrom('markingItems')
      .select('id')
      .where('paperId', '=', paperId)
      .where('studentId', '=', studentId)
      .where('status', '!=', 'withdrawn')
      .execute();
    for (const it of items) await withdraw(db, it.id, nowIso(now));
  }
  await promoteReady(db, paperId, studentId, now);
  await refreshStudentScores(db, paperId, studentId, now);
}

async function syncItem(
  db: Db,
  scope: { orgId: string; paperId: string; version: number },
  block: Block,
  studentId: string,
  classId: string,
  refs: PageRef[],
  absent: boolean,
  now: number,
) {
  const at = nowIso(now);
  const pages = JSON.stringify(refs);
  const found = await db
    .selectFrom('markingItems')
    .select(['id', 'status', 'pages'])
    .where('blockId', '=', block.id)
    .where('studentId', '=', studentId)
    .executeTakeFirst();
  if (!found) {
    if (!refs.length && !absent) return;
    await db
      .insertInto('markingItems')
      .values({
        id: newId(now),
        orgId: scope.orgId,
        paperId: scope.paperId,
        paperVersion: scope.version,
        blockId: block.id,
        studentId,
        classId,
        status: absent ? 'absent' : 'waiting',
        pages,
        blank: 0,
        ink: null,
        hash: null,
        finalTotal: null,
        finalScores: null,
        finalVia: null,
        finalAt: null,
        example: null,
        exampleNote: null,
        createdAt: at,
        updatedAt: at,
      })
      .onConflict((oc) => oc.columns(['blockId', 'studentId']).doNothing())
      .execute();
    return;
  }
  if (absent && found.status !== 'absent') {
    await db
      .updateTable('markingItems')
      .set({ status: 'absent', updatedAt: at })
      .where('id', '=', found.id)
      .execute();
    await db
      .updateTable('markingTasks')
      .set({ status: 'cancelled', updatedAt: at })
      .where('itemId', '=', found.id)
      .where('status', 'in', ['open', 'leased'])
      .execute();
    return;
  }
  if (!absent && !refs.length) {
    // Its pages no longer count (the batch was deleted): withdrawn from marking, scores kept.
    if (found.status !== 'withdrawn') await withdraw(db, found.id, at);
    return;
  }
  const moved = found.pages !== pages;
  if (!absent && (moved || found.status === 'absent' || found.status === 'withdrawn')) {
    // New images (a re-scan kept, a page settled): marked again once their crops are cut.
    const keep = found.status === 'final' && !moved;
    await db
      .updateTable('markingItems')
      .set({ pages, status: keep ? 'final' : 'waiting', updatedAt: at })
      .where('id', '=', found.id)
      .execute();
  }
}

/** Takes an item out of marking: no pages, its open and held 评次 cancelled (scores given stay). */
async function withdraw(db: Db, itemId: string, at: string) {
  await db
    .updateTable('markingItems')
    .set({ status: 'withdrawn', pages: '[]', updatedAt: at })
    .where('id', '=', itemId)
    .execute();
  await db
    .updateTable('markingTasks')
    .set({ status: 'cancelled', markerId: null, leaseUntil: null, updatedAt: at })
    .where('itemId', '=', itemId)
    .where('status', 'in', ['open', 'leased'])
    .execute();
}

/** Opens a student's waiting items whose crops are all cut: ink, blank and hash from the crops; 评次 tasks made. */
export async function promoteReady(db: Db, paperId: string, studentId: string, now: number) {
  const waiting = await db
    .selectFrom('markingItems')
    .innerJoin('markingBlocks', 'markingBlocks.id', 'markingItems.blockId')
    .select([
      'markingItems.id',
      'markingItems.pages',
      'markingItems.classId',
      'markingItems.blockId',
      'markingBlocks.mode',
    ])
    .where('markingItems.paperId', '=', paperId)
    .where('markingItems.studentId', '=', studentId)
    .where('markingItems.status', '=', 'waiting')
    .execute();
  for (const item of waiting) {
    const refs = JSON.parse(item.pages) as PageRef[];
    if (!refs.length) continue;
    const crops = await db
      .selectFrom('markingCrops')
      .select(['pageId', 'elementId', 'ink', 'hash'])
      .where('pageId', 'in', [...new Set(refs.map((r) => r.pageId))])
      .execute();
    const mine = refs.map((r) =>
      crops.find((c) => c.pageId === r.pageId && c.elementId === r.elementId),
    );
    if (mine.some((c) => !c)) continue;
    const ink = Math.max(...mine.map((c) => Number(c!.ink)));
    await db
      .updateTable('markingItems')
      .set({
        status: 'open',
        ink,
        blank: ink < BLANK_INK ? 1 : 0,
        hash: mine[0]!.hash,
        updatedAt: nowIso(now),
      })
      .where('id', '=', item.id)
      .where('status', '=', 'waiting')
      .execute();
    await openTasks(db, item, item.mode === 'double' ? [1, 2] : [1], now);
    // Scores already given (a re-scan kept after marking) stand: the item is decided again.
    await db.transaction().execute((trx) => evaluateItem(trx, item.id, now));
  }
}

/** Below this share of the answer area in ink, a box is offered as 空白 (a person confirms it). */
export const BLANK_INK = 0.0015;
