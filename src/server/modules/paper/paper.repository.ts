import type { PaperDoc } from '../../../layout';
import { totals } from '../../../shared/paper';
import type { Db } from '../../db/connect';
import type { PaperTable } from '../../db/database';
import { nowIso } from '../../lib/ids';

/** A paper with its current version row. */
export async function findPaper(db: Db, id: string) {
  const paper = await db
    .selectFrom('papers')
    .selectAll()
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!paper) return undefined;
  const version = await db
    .selectFrom('paperVersions')
    .selectAll()
    .where('paperId', '=', id)
    .where('version', '=', paper.currentVersion)
    .executeTakeFirstOrThrow();
  return { paper, version, doc: JSON.parse(version.doc) as PaperDoc };
}

/** The user's basket papers (one per stage + subject). */
export const listBaskets = (db: Db, userId: string) =>
  db
    .selectFrom('papers')
    .innerJoin('stages', 'stages.id', 'papers.stageId')
    .innerJoin('subjects', 'subjects.id', 'papers.subjectId')
    .selectAll('papers')
    .select(['stages.name as stageName', 'subjects.name as subjectName'])
    .where('papers.ownerId', '=', userId)
    .where('papers.isBasket', '=', 1)
    .where('papers.deletedAt', 'is', null)
    .orderBy('papers.createdAt')
    .execute();

/** Creates a paper with version 1. */
export async function insertPaper(db: Db, row: PaperTable, doc: PaperDoc): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('papers').values(row).execute();
    await trx
      .insertInto('paperVersions')
      .values({
        paperId: row.id,
        version: 1,
        doc: JSON.stringify(doc),
        revision: 1,
        frozenAt: null,
        frozenReason: null,
        cardLayout: null,
        createdAt: row.createdAt,
        updatedAt: row.createdAt,
      })
      .execute();
  });
}

/**
 * Writes the doc of a paper's current version when nobody saved in between (revision check);
 * false when the revision is stale.
 */
export async function writeDoc(
  db: Db,
  paperId: string,
  doc: PaperDoc,
  revision: number,
  now: number,
) {
  const t = totals(doc);
  return db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('paperVersions')
      .set({ doc: JSON.stringify(doc), revision: revision + 1, updatedAt: nowIso(now) })
      .where('paperId', '=', paperId)
      .where('version', '=', doc.version)
      .where('revision', '=', revision)
      .where('frozenAt', 'is', null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('papers')
      .set({ questionCount: t.count, fullMarks: t.marks, updatedAt: nowIso(now) })
      .where('id', '=', paperId)
      .execute();
    return true;
  });
}

/**
 * Adds a new version (after the frozen current one) holding the doc, and makes it current; false
 * when the paper's current version is no longer the one before (a concurrent save got there first).
 * Moving `currentVersion` first serialises concurrent saves on the paper's row, so the second
 * never reaches the version insert (whose primary key it would break).
 */
export async function addVersion(db: Db, paperId: string, doc: PaperDoc, now: number) {
  const t = totals(doc);
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('papers')
      .set({
        currentVersion: doc.version,
        questionCount: t.count,
        fullMarks: t.marks,
        updatedAt: nowIso(now),
      })
      .where('id', '=', paperId)
      .where('currentVersion', '=', doc.version - 1)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('paperVersions')
      .values({
        paperId,
        version: doc.version,
        doc: JSON.stringify(doc),
        revision: 1,
        frozenAt: null,
        frozenReason: null,
        cardLayout: null,
        createdAt: nowIso(now),
        updatedAt: nowIso(now),
      })
      .execute();
    return true;
  });
}

/**
 * Freezes a version once it has been printed or scanned: editing afterwards makes a new version,
 * so what the printed cards mean never changes. Idempotent.
 */
export async function freezeVersion(
  db: Db,
  paperId: string,
  version: number,
  reason: string,
  now: number,
) {
  await db
    .updateTable('paperVersions')
    .set({ frozenAt: nowIso(now), frozenReason: reason })
    .where('paperId', '=', paperId)
    .where('version', '=', version)
    .where('frozenAt', 'is', null)
    .execute();
}

/** Versions of a paper, oldest first. */
export const listVersions = (db: Db, paperId: string) =>
  db
    .selectFrom('paperVersions')
    .select(['version', 'frozenAt', 'frozenReason'])
    .where('paperId', '=', paperId)
    .orderBy('version')
    .execute();

/** Classes a paper is assigned to. */
export const listPaperClasses = (db: Db, paperIds: string[]) =>
  paperIds.length
    ? db
        .selectFrom('paperClasses')
        .innerJoin('classes', 'classes.id', 'paperClasses.classId')
        .select(['paperClasses.paperId', 'classes.id', 'classes.name', 'classes.sort'])
        .where('paperClasses.paperId', 'in', paperIds)
        .orderBy('classes.sort')
        .execute()
    : Promise.resolve([]);
