import type { Db } from '../../db/connect';
import { isAdmin } from '../system/access';

/** What the paper's rule needs to know of a paper. */
interface PaperOwner {
  ownerId: string;
  subjectId: string;
}

/**
 * The paper's rule for scans, results and problems: the paper's owner, an administrator of the
 * school, or a teacher who teaches every one of `classIds` in the paper's subject (a batch or a
 * result view names its classes; none named leaves only owner and administrators).
 */
export async function mayUseScans(
  db: Db,
  userId: string,
  membership: { isCreator: number; isAdministrator: number },
  paper: PaperOwner,
  classIds: string[],
): Promise<boolean> {
  if (paper.ownerId === userId || isAdmin(membership)) return true;
  if (classIds.length === 0) return false;
  const taught = await db
    .selectFrom('teacherAssignments')
    .select('classId')
    .where('userId', '=', userId)
    .where('subjectId', '=', paper.subjectId)
    .where('classId', 'in', classIds)
    .execute();
  const mine = new Set(taught.map((r) => r.classId));
  return classIds.every((id) => mine.has(id));
}

/** The owner and subject of a paper (deleted ones included: their batches remain). */
export const paperOwner = (db: Db, paperId: string) =>
  db
    .selectFrom('papers')
    .select(['ownerId', 'subjectId'])
    .where('id', '=', paperId)
    .executeTakeFirstOrThrow();

/** The classes a batch row names. */
export const batchClassIds = (batch: { classIds: string }): string[] =>
  JSON.parse(batch.classIds) as string[];
