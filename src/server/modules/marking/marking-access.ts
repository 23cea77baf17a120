import type { Db } from '../../db/connect';
import { fail } from '../../lib/app-error';
import { requireMemberOf } from '../system/access';
import { cachedBlockAccess } from './marking-access-cache';
import { findBlock, type Block } from './setup.repository';

/** The paper of a marking request and the caller's standing on it (member of its school, else 403). */
export async function paperRole(db: Db, userId: string, paperId: string) {
  const paper = await db
    .selectFrom('papers')
    .select(['id', 'orgId', 'ownerId', 'subjectId', 'title', 'status', 'currentVersion'])
    .where('id', '=', paperId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  const gone = '试卷不存在或已删除';
  if (!paper) throw fail.notFound(gone);
  const m = await requireMemberOf(db, userId, paper.orgId, gone);
  const manager = paper.ownerId === userId || m.isAdministrator === 1;
  return { paper, manager };
}

/** What a user may do on a block. */
export interface BlockAccess {
  block: Block;
  paper: Awaited<ReturnType<typeof paperRole>>['paper'];
  assign: 'class' | 'pooled';
  manager: boolean;
  leader: boolean;
  marker: boolean;
  /** Classes the user marks (by class), or null for every class (pooled, or an assigned marker). */
  classIds: string[] | null;
  quota: number | null;
  setupId: string;
  startedAt: string | null;
}

/** Classes a teacher marks by class: those they teach the paper's subject in; the owner takes untaught ones. */
async function classesMarked(
  db: Db,
  userId: string,
  paperId: string,
  subjectId: string,
  owner: boolean,
) {
  const mine = await db
    .selectFrom('teacherAssignments')
    .select('classId')
    .where('userId', '=', userId)
    .where('subjectId', '=', subjectId)
    .execute();
  const ids = new Set(mine.map((r) => r.classId));
  if (owner) {
    const items = await db
      .selectFrom('markingItems')
      .select('classId')
      .distinct()
      .where('paperId', '=', paperId)
      .execute();
    const taught = await db
      .selectFrom('teacherAssignments')
      .select('classId')
      .where('subjectId', '=', subjectId)
      .where('classId', 'in', items.length ? items.map((i) => i.classId) : [''])
      .execute();
    const covered = new Set(taught.map((r) => r.classId));
    for (const i of items) if (!covered.has(i.classId)) ids.add(i.classId);
  }
  return [...ids];
}

/** The caller's access to a block: 404 when unknown, 403 outside the school (cached 5 s). */
export const blockAccess = (db: Db, userId: string, blockId: string): Promise<BlockAccess> =>
  cachedBlockAccess(userId, blockId, () => loadAccess(db, userId, blockId));

async function loadAccess(db: Db, userId: string, blockId: string): Promise<BlockAccess> {
  const block = await findBlock(db, blockId);
  if (!block) throw fail.notFound('题块不存在');
  const { paper, manager } = await paperRole(db, userId, block.paperId);
  const setup = await db
    .selectFrom('markingSetups')
    .select(['assign', 'startedAt'])
    .where('id', '=', block.setupId)
    .executeTakeFirstOrThrow();
  const assigned = await db
    .selectFrom('markingMarkers')
    .select('quota')
    .where('blockId', '=', block.id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  const leader = block.leaderId === userId;
  let classIds: string[] | null = null;
  let marker = assigned !== undefined;
  if (setup.assign === 'class' && !marker) {
    classIds = await classesMarked(db, userId, paper.id, paper.subjectId, paper.ownerId === userId);
    marker = classIds.length > 0;
  }
  return {
    block,
    paper,
    assign: setup.assign,
    manager,
    leader,
    marker,
    classIds,
    quota: assigned?.quota ?? null,
    setupId: block.setupId,
    startedAt: setup.startedAt,
  };
}

/** A block the caller marks, else 403. */
export async function requireMarker(db: Db, userId: string, blockId: string) {
  const a = await blockAccess(db, userId, blockId);
  if (!a.marker) throw fail.forbidden();
  return a;
}

/** A block the caller leads or manages, else 403. */
export async function requireLead(db: Db, userId: string, blockId: string) {
  const a = await blockAccess(db, userId, blockId);
  if (!a.leader && !a.manager) throw fail.forbidden();
  return a;
}
