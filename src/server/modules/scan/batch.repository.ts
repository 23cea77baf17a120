import type { BatchCounts } from './scan-views';
import { emptyBatchCounts } from '../../../shared/api/scan';
import { toNumber, type Db } from '../../db/connect';

/** A batch (not deleted) with its paper's title. */
export const findBatch = (db: Db, id: string) =>
  db
    .selectFrom('scanBatches')
    .innerJoin('papers', 'papers.id', 'scanBatches.paperId')
    .selectAll('scanBatches')
    .select('papers.title as paperTitle')
    .where('scanBatches.id', '=', id)
    .where('scanBatches.deletedAt', 'is', null)
    .executeTakeFirst();

/** A batch row as `findBatch` answers it. */
export type BatchRow = NonNullable<Awaited<ReturnType<typeof findBatch>>>;

/**
 * Batches (not deleted) of some schools, newest first, optionally of one paper (its own batches,
 * not practice batches that name it) or of one practice batch.
 */
export function listBatchRows(
  db: Db,
  orgIds: string[],
  of: { paperId?: string | undefined; rehearseBatchId?: string | undefined } = {},
) {
  if (orgIds.length === 0) return Promise.resolve([]);
  let q = db
    .selectFrom('scanBatches')
    .innerJoin('papers', 'papers.id', 'scanBatches.paperId')
    .selectAll('scanBatches')
    .select([
      'papers.title as paperTitle',
      'papers.ownerId as paperOwnerId',
      'papers.subjectId as paperSubjectId',
    ])
    .where('scanBatches.orgId', 'in', orgIds)
    .where('scanBatches.deletedAt', 'is', null)
    .orderBy('scanBatches.createdAt', 'desc');
  if (of.paperId)
    q = q.where('scanBatches.paperId', '=', of.paperId).where('rehearseBatchId', 'is', null);
  if (of.rehearseBatchId) q = q.where('scanBatches.rehearseBatchId', '=', of.rehearseBatchId);
  return q.execute();
}

/** Live counts of batches: files, pages by state, open problems by kind. */
export async function batchCounts(db: Db, ids: string[]): Promise<Map<string, BatchCounts>> {
  const out = new Map(ids.map((id) => [id, emptyBatchCounts()]));
  if (ids.length === 0) return out;
  const files = await db
    .selectFrom('scanFiles')
    .select(['batchId', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('batchId', 'in', ids)
    .groupBy(['batchId', 'status'])
    .execute();
  for (const f of files) {
    const c = out.get(f.batchId)!;
    const n = toNumber(f.n);
    if (f.status === 'duplicate') c.duplicateFiles += n;
    else c.files += n;
    if (f.status === 'stored') c.pending += n;
  }
  const pages = await db
    .selectFrom('scanPages')
    .select(['batchId', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('batchId', 'in', ids)
    .groupBy(['batchId', 'status'])
    .execute();
  for (const p of pages) {
    const c = out.get(p.batchId)!;
    const n = toNumber(p.n);
    c.pages += n;
    if (p.status === 'pending' || p.status === 'processing') c.pending += n;
    else if (p.status === 'done') c.recognised += n;
    else c.failed += n;
  }
  const problems = await db
    .selectFrom('scanProblems')
    .select(['batchId', 'kind', (eb) => eb.fn.countAll<number>().as('n')])
    .where('batchId', 'in', ids)
    .where('status', '=', 'open')
    .groupBy(['batchId', 'kind'])
    .execute();
  for (const p of problems) {
    const c = out.get(p.batchId)!;
    c.openProblems += toNumber(p.n);
    c.problemsByKind[p.kind] = toNumber(p.n);
  }
  const withProblems = await db
    .selectFrom('scanProblems')
    .select(['batchId', (eb) => eb.fn.count<number>('pageId').distinct().as('n')])
    .where('batchId', 'in', ids)
    .where('status', '=', 'open')
    .groupBy('batchId')
    .execute();
  for (const w of withProblems) out.get(w.batchId)!.withProblems = toNumber(w.n);
  return out;
}
