import { GRADE_LEVELS, STAGE_LEVELS } from '../../../shared/api';
import type { Db } from '../../db/connect';
import type { ClassTable } from '../../db/database';

const ALIASES: [string, number][] = [
  ['七年级', 7],
  ['八年级', 8],
  ['九年级', 9],
  ...GRADE_LEVELS.map((name, i): [string, number] => [name, i + 1]),
];

/** The year of schooling of a grade: stored, else read from its name (初二（2025级） → 8). */
export function gradeLevel(row: Pick<ClassTable, 'name' | 'level'>): number {
  if (row.level) return row.level;
  return ALIASES.find(([name]) => row.name.startsWith(name))?.[1] ?? 1;
}

/** The 学段 a level belongs to. */
export const stageOfLevel = (level: number): string =>
  Object.entries(STAGE_LEVELS).find(([, r]) => level >= r.first && level <= r.last)?.[0] ??
  'junior';

/** Every grade and class of a school (retired ones too), in order. */
export const listAllClasses = (db: Db, orgId: string) =>
  db
    .selectFrom('classes')
    .selectAll()
    .where('orgId', '=', orgId)
    .orderBy('type')
    .orderBy('sort')
    .orderBy('name')
    .execute();

/** Students per class of a school. */
export async function studentCounts(db: Db, orgId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('students')
    .select(['classId', (eb) => eb.fn.countAll().as('n')])
    .where('orgId', '=', orgId)
    .groupBy('classId')
    .execute();
  return new Map(rows.map((r) => [r.classId, Number(r.n)]));
}

/** The school profile row: stage and subject ids in use, or null when never set. */
export async function findProfile(db: Db, orgId: string) {
  const row = await db
    .selectFrom('orgProfiles')
    .selectAll()
    .where('orgId', '=', orgId)
    .executeTakeFirst();
  return row
    ? {
        stageIds: JSON.parse(row.stageIds) as string[],
        subjectIds: JSON.parse(row.subjectIds) as string[],
      }
    : null;
}

/** Writes the school profile. */
export async function saveProfile(
  db: Db,
  row: {
    orgId: string;
    stageIds: string[];
    subjectIds: string[];
    updatedBy: string;
    updatedAt: string;
  },
) {
  const values = {
    stageIds: JSON.stringify(row.stageIds),
    subjectIds: JSON.stringify(row.subjectIds),
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt,
  };
  await db
    .insertInto('orgProfiles')
    .values({ orgId: row.orgId, ...values })
    .onConflict((oc) => oc.column('orgId').doUpdateSet(values))
    .execute();
}

/** An active (not retired) grade or class of a school. */
export const findActiveClass = (db: Db, orgId: string, id: string) =>
  db
    .selectFrom('classes')
    .selectAll()
    .where('orgId', '=', orgId)
    .where('id', '=', id)
    .where('retiredAt', 'is', null)
    .executeTakeFirst();
