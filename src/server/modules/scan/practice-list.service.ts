import type { PracticeBatchItem } from '../../../shared/api/practice-scan';
import type { ServerContext } from '../../context';
import { isAdmin } from '../system/access';
import { practiceTitle } from './practice-context';
import { practiceGrades, scannedStudents } from './practice-list.repository';
import { mayUseScans } from './scan-access';

/** How many practice batches /scan offers (the newest the user may scan). */
export const PRACTICE_LIST_SIZE = 30;

/** One practice batch as its class rows gather it. */
interface Gathered {
  batchId: string;
  orgId: string;
  ownerId: string;
  subjectId: string;
  subjectName: string;
  createdAt: string;
  classes: { id: string; name: string; gradeId: string | null; sort: number; students: number }[];
}

/** The practice batches of the user's schools, newest first, one row per batch and class. */
async function gatherBatches(ctx: ServerContext, orgIds: string[]): Promise<Gathered[]> {
  const rows = await ctx.db
    .selectFrom('rehearseSets as rs')
    .innerJoin('subjects as sj', 'sj.id', 'rs.subjectId')
    .innerJoin('classes as c', 'c.id', 'rs.classId')
    .select([
      'rs.batchId',
      'rs.orgId',
      'rs.ownerId',
      'rs.subjectId',
      'sj.name as subjectName',
      'rs.classId',
      'c.name as className',
      'c.pid as gradeId',
      'c.sort',
      (eb) => eb.fn.min('rs.createdAt').as('createdAt'),
      (eb) => eb.fn.countAll<number>().as('students'),
    ])
    .where('rs.orgId', 'in', orgIds)
    .groupBy([
      'rs.batchId',
      'rs.orgId',
      'rs.ownerId',
      'rs.subjectId',
      'sj.name',
      'rs.classId',
      'c.name',
      'c.pid',
      'c.sort',
    ])
    .execute();
  const byId = new Map<string, Gathered>();
  for (const r of rows) {
    const at = String(r.createdAt);
    let b = byId.get(r.batchId);
    if (!b) {
      const { batchId, orgId, ownerId, subjectId, subjectName } = r;
      b = { batchId, orgId, ownerId, subjectId, subjectName, createdAt: at, classes: [] };
      byId.set(r.batchId, b);
    }
    if (at < b.createdAt) b.createdAt = at;
    const cls = { id: r.classId, name: r.className, gradeId: r.gradeId, sort: r.sort };
    b.classes.push({ ...cls, students: Number(r.students) });
  }
  for (const b of byId.values()) b.classes.sort((x, y) => x.sort - y.sort);
  return [...byId.values()].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.batchId.localeCompare(a.batchId),
  );
}

/**
 * The recent practice batches (错题重练) of the user's schools that the user may scan, by the rule
 * a practice scan batch is made with (the practice's owner, an administrator, or a teacher of every
 * one of its classes in its subject), newest first: each with its label, subject, classes (or whole
 * grade), students and how many of them are 已扫描 (every page of their card counted).
 */
export async function listPracticeBatches(
  ctx: ServerContext,
  userId: string,
): Promise<PracticeBatchItem[]> {
  const orgs = await ctx.db
    .selectFrom('memberships')
    .select(['orgId', 'isCreator', 'isAdministrator'])
    .where('userId', '=', userId)
    .execute();
  if (!orgs.length) return [];
  const taught = new Set(
    (
      await ctx.db
        .selectFrom('teacherAssignments')
        .select(['classId', 'subjectId'])
        .where('userId', '=', userId)
        .execute()
    ).map((a) => `${a.classId}|${a.subjectId}`),
  );
  const chosen: Gathered[] = [];
  for (const b of await gatherBatches(
    ctx,
    orgs.map((o) => o.orgId),
  )) {
    if (chosen.length >= PRACTICE_LIST_SIZE) break;
    const m = orgs.find((o) => o.orgId === b.orgId)!;
    const classIds = b.classes.map((c) => c.id);
    // Only batches that can pass are asked of the rule itself (it reads the assignments again).
    const may =
      b.ownerId === userId ||
      isAdmin(m) ||
      classIds.every((id) => taught.has(`${id}|${b.subjectId}`));
    if (may && (await mayUseScans(ctx.db, userId, m, b, classIds))) chosen.push(b);
  }
  const scanned = await scannedStudents(
    ctx.db,
    chosen.map((b) => b.batchId),
  );
  const grades = await practiceGrades(
    ctx.db,
    chosen.flatMap((b) => b.classes.map((c) => c.gradeId ?? '')).filter(Boolean),
  );
  return chosen.map((b) => {
    const students = b.classes.reduce((n, c) => n + c.students, 0);
    const gradeIds = new Set(b.classes.map((c) => c.gradeId));
    const grade = gradeIds.size === 1 ? grades.get([...gradeIds][0] ?? '') : undefined;
    const ids = new Set(b.classes.map((c) => c.id));
    const wholeGrade =
      !!grade &&
      b.classes.length > 1 &&
      grade.classIds.length > 0 &&
      grade.classIds.every((id) => ids.has(id));
    const perStudent = b.classes.flatMap((c) =>
      Array.from({ length: c.students }, () => ({ className: c.name })),
    );
    return {
      rehearseBatchId: b.batchId,
      title:
        wholeGrade && grade
          ? `错题重练 · ${grade.name}全年级 · ${students} 名学生`
          : practiceTitle(perStudent),
      subjectName: b.subjectName,
      classes: b.classes.map((c) => ({ id: c.id, name: c.name })),
      gradeName: grade?.name ?? null,
      wholeGrade,
      createdAt: b.createdAt,
      students,
      scanned: scanned.get(b.batchId) ?? 0,
    };
  });
}
