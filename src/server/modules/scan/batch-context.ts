import { tryRestore, type CardLayout, type PaperDoc } from '../../../layout';
import type { Db } from '../../db/connect';
import { answerKeyOf } from './objective-scoring';
import type { OutcomeContext } from './page-outcome';
import { practiceContexts, practiceSets, practiceTitle } from './practice-context';
import { studentsOfSchool } from './results.repository';
import type { Roster, RosterStudent, VersionInfo } from './scan-page.types';

/** A printed card layout as sent to the recognition workers (JSON, restored there). */
export interface LayoutPayload {
  paperId: string;
  version: number;
  json: string;
}

/** Everything recognising and scoring a batch's pages needs, loaded once and cached. */
export interface BatchContext extends OutcomeContext {
  batch: { id: string; orgId: string; paperId: string; classIds: string[] };
  layouts: LayoutPayload[];
  /** The paper was already marked 扫描中 (once is enough). */
  scanningMarked?: boolean;
  /** Versions already frozen as scanned (once is enough). */
  frozenVersions?: Set<number>;
  /** A practice batch's students: the context of each one's paper, by paper id and by student. */
  practice?: { byPaper: Map<string, BatchContext>; byStudent: Map<string, string> };
}

const STUDENT_KINDS = new Set(['id-bubbles', 'barcode-area', 'student-info']);

const versionInfo = (layout: CardLayout, doc: PaperDoc, version: number): VersionInfo => ({
  version,
  pageCount: layout.pages.length,
  studentPages: new Set(
    layout.pages
      .filter((p) => p.elements.some((e) => STUDENT_KINDS.has(e.kind)))
      .map((p) => p.index),
  ),
  key: answerKeyOf(doc),
});

/** The students of some classes (and of their school) as a roster. */
export async function loadRoster(db: Db, orgId: string, classIds: string[]): Promise<Roster> {
  const rows: RosterStudent[] = await studentsOfSchool(db, orgId);
  const inBatch = rows.filter((s) => classIds.includes(s.classId));
  return {
    byExamNo: new Map(inBatch.map((s) => [s.examNo.toLowerCase(), s])),
    byId: new Map(inBatch.map((s) => [s.id, s])),
    school: new Map(rows.map((s) => [s.examNo.toLowerCase(), s])),
  };
}

/** The printed versions of a paper: card layouts (as stored when printed) and keys. */
export async function loadVersions(db: Db, paperId: string) {
  const rows = await db
    .selectFrom('paperVersions')
    .select(['version', 'doc', 'cardLayout'])
    .where('paperId', '=', paperId)
    .where('cardLayout', 'is not', null)
    .execute();
  const versions = new Map<number, VersionInfo>();
  const layouts: LayoutPayload[] = [];
  for (const row of rows) {
    const restored = tryRestore(JSON.parse(row.cardLayout!) as unknown);
    if (!restored.ok) continue;
    const doc = JSON.parse(row.doc) as PaperDoc;
    versions.set(row.version, versionInfo(restored.layout, doc, row.version));
    layouts.push({ paperId, version: row.version, json: row.cardLayout! });
  }
  return { versions, layouts };
}

/** Loads a batch's context (the batch must exist); a practice batch's holds each student's paper. */
export async function loadBatchContext(db: Db, batchId: string): Promise<BatchContext> {
  const batch = await db
    .selectFrom('scanBatches')
    .innerJoin('papers', 'papers.id', 'scanBatches.paperId')
    .select([
      'scanBatches.id',
      'scanBatches.orgId',
      'scanBatches.paperId',
      'scanBatches.classIds',
      'scanBatches.rehearseBatchId',
      'papers.title',
    ])
    .where('scanBatches.id', '=', batchId)
    .executeTakeFirstOrThrow();
  const classIds = JSON.parse(batch.classIds) as string[];
  const roster = await loadRoster(db, batch.orgId, classIds);
  const own = { id: batch.id, orgId: batch.orgId, paperId: batch.paperId, classIds };
  if (!batch.rehearseBatchId) {
    const { versions, layouts } = await loadVersions(db, batch.paperId);
    return {
      batch: own,
      paper: { id: batch.paperId, title: batch.title },
      versions,
      layouts,
      roster,
    };
  }
  const sets = await practiceSets(db, batch.rehearseBatchId);
  const layouts: LayoutPayload[] = [];
  const versions = new Map<string, Map<number, VersionInfo>>();
  for (const s of sets) {
    const v = await loadVersions(db, s.paperId);
    versions.set(s.paperId, v.versions);
    layouts.push(...v.layouts);
  }
  // The batch's own context places no page: one whose code names none of the students' papers
  // is refused as not of this practice batch.
  const base: BatchContext = {
    batch: own,
    paper: { id: `rehearse:${batch.rehearseBatchId}`, title: practiceTitle(sets) },
    practiceLabel: practiceTitle(sets),
    versions: new Map(),
    layouts,
    roster,
  };
  return { ...base, ...practiceContexts(base, sets, versions) };
}

/** Batch contexts cached for a short while (a roster or a newly printed version shows up soon). */
export class BatchContexts {
  private readonly cache = new Map<string, { at: number; value: Promise<BatchContext> }>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 30_000,
  ) {}

  /** The batch's context, loaded or from the cache. */
  get(batchId: string): Promise<BatchContext> {
    const hit = this.cache.get(batchId);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    const value = loadBatchContext(this.db, batchId);
    value.catch(() => this.cache.delete(batchId));
    this.cache.set(batchId, { at: Date.now(), value });
    return value;
  }

  /** Forgets a batch (or every batch). */
  invalidate(batchId?: string): void {
    if (batchId) this.cache.delete(batchId);
    else this.cache.clear();
  }
}
