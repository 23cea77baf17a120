import type { Db } from '../../db/connect';
import type { BatchContext } from './batch-context';
import type { Roster } from './scan-page.types';
import type { StoredPage } from './scan-page.types';

/** The practice sets of a practice batch (错题重练): each student's paper, oldest class first. */
export const practiceSets = (db: Db, rehearseBatchId: string) =>
  db
    .selectFrom('rehearseSets as rs')
    .innerJoin('students as s', 's.id', 'rs.studentId')
    .innerJoin('classes as c', 'c.id', 'rs.classId')
    .innerJoin('papers as p', 'p.id', 'rs.paperId')
    .select([
      'rs.id',
      'rs.paperId',
      'rs.studentId',
      'rs.classId',
      'rs.orgId',
      'rs.ownerId',
      'rs.subjectId',
      'rs.createdAt',
      's.name',
      's.examNo',
      'c.name as className',
      'p.title',
    ])
    .where('rs.batchId', '=', rehearseBatchId)
    .orderBy('c.sort')
    .orderBy('s.examNo')
    .execute();

/** A practice batch's label: its classes and how many students it has. */
export const practiceTitle = (sets: { className: string }[]) =>
  `错题重练 · ${[...new Set(sets.map((s) => s.className))].join('、')} · ${sets.length} 名学生`;

/** The roster narrowed to one student (the school kept for messages). */
const onlyStudent = (roster: Roster, studentId: string): Roster => {
  const s = roster.byId.get(studentId);
  return {
    byExamNo: new Map(s ? [[s.examNo.toLowerCase(), s]] : []),
    byId: new Map(s ? [[s.id, s]] : []),
    school: roster.school,
  };
};

/**
 * Per student of the practice batch, a context of their own paper (its printed versions, a roster
 * of that student alone), so the single-paper pipeline scores the page as it would any paper.
 */
export function practiceContexts(
  base: BatchContext,
  sets: { paperId: string; studentId: string; title: string }[],
  versions: Map<string, BatchContext['versions']>,
): Pick<BatchContext, 'practice'> {
  const byPaper = new Map<string, BatchContext>();
  const byStudent = new Map<string, string>();
  const { practiceLabel: _own, ...shared } = base;
  for (const s of sets) {
    byPaper.set(s.paperId, {
      ...shared,
      paper: { id: s.paperId, title: s.title },
      versions: versions.get(s.paperId) ?? new Map(),
      roster: onlyStudent(base.roster, s.studentId),
    });
    byStudent.set(s.studentId, s.paperId);
  }
  return { practice: { byPaper, byStudent } };
}

/**
 * The context a page is applied in: in a practice batch, the paper its page code names (or, with no
 * code read, that of the student a person chose); the batch's own context otherwise (a page of a
 * paper outside the practice batch is then refused as not of this batch).
 */
export function contextOfPage(bctx: BatchContext, stored: StoredPage): BatchContext {
  if (!bctx.practice) return bctx;
  const code = stored.result?.pageCode?.paperId;
  const chosen = stored.manual.studentId && bctx.practice.byStudent.get(stored.manual.studentId);
  const id = code ?? (stored.manual.page && chosen ? chosen : undefined);
  return (id && bctx.practice.byPaper.get(id)) || bctx;
}

/** Batch rows with a practice batch's label in place of its first student's paper title. */
export async function withPracticeTitles<
  T extends { paperTitle: string; rehearseBatchId: string | null },
>(db: Db, rows: T[]): Promise<T[]> {
  const titles = new Map<string, string>();
  for (const id of new Set(rows.flatMap((r) => (r.rehearseBatchId ? [r.rehearseBatchId] : []))))
    titles.set(id, practiceTitle(await practiceSets(db, id)));
  return rows.map((r) =>
    r.rehearseBatchId ? { ...r, paperTitle: titles.get(r.rehearseBatchId) ?? r.paperTitle } : r,
  );
}
