import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connect';
import { toNumber } from '../../db/connect';
import { createTestDb, TEST_DIALECTS } from '../../testing/test-db';
import { RARE_GIVEN } from './chinese-names';
import { seedDemo } from './demo-seed';

/** A Chinese name as the seed makes them: a surname (one or two characters) and one or two more. */
const CHINESE_NAME = /^\p{Script=Han}{2,4}$/u;

describe.each(TEST_DIALECTS)('demo seed on %s', (dialect) => {
  let db: Db;
  let destroy: () => Promise<void>;
  beforeEach(async () => {
    ({ db, destroy } = await createTestDb(dialect));
  });
  afterEach(async () => destroy());

  const students = () =>
    db.selectFrom('students').select(['examNo', 'name', 'classId', 'orgId']).execute();

  it('seeds one school, 3 grades × 3 classes × 40 students with unique 考号, once', async () => {
    expect(await seedDemo(db)).toBe(true);
    expect(await seedDemo(db)).toBe(false);
    const count = async (table: 'orgs' | 'students') =>
      toNumber(
        (
          await db
            .selectFrom(table)
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('orgs')).toBe(1);
    const classes = await db.selectFrom('classes').select(['type', 'name', 'pid']).execute();
    expect(classes.filter((c) => c.type === 1)).toHaveLength(3);
    expect(classes.filter((c) => c.type === 2)).toHaveLength(9);
    const all = await students();
    expect(all).toHaveLength(360);
    expect(new Set(all.map((s) => s.examNo)).size).toBe(360);
    expect(all.every((s) => /^\d{8}$/.test(s.examNo))).toBe(true);
    expect(new Set(all.map((s) => s.name)).size).toBe(360);
    expect(all.some((s) => RARE_GIVEN.some((c) => s.name.includes(c)))).toBe(true);
  });

  it('puts exactly 40 students in each of the nine classes, each class under its grade', async () => {
    await seedDemo(db);
    const grades = await db
      .selectFrom('classes')
      .select(['id', 'name'])
      .where('type', '=', 1)
      .execute();
    const classes = await db
      .selectFrom('classes')
      .select(['id', 'name', 'pid'])
      .where('type', '=', 2)
      .execute();
    expect(grades.map((g) => g.name).sort()).toEqual(
      ['初一（2026级）', '初二（2025级）', '初三（2024级）'].sort(),
    );
    for (const grade of grades) {
      expect(classes.filter((c) => c.pid === grade.id)).toHaveLength(3);
    }
    const perClass = new Map<string, number>();
    for (const s of await students()) perClass.set(s.classId, (perClass.get(s.classId) ?? 0) + 1);
    expect(perClass.size).toBe(9);
    for (const c of classes) expect([c.name, perClass.get(c.id)]).toEqual([c.name, 40]);
  });

  it('gives every student a Chinese name of 2–4 Han characters and a 考号 unique in the school', async () => {
    await seedDemo(db);
    const all = await students();
    const notChinese = all.filter((s) => !CHINESE_NAME.test(s.name)).map((s) => s.name);
    expect(notChinese).toEqual([]);
    const [org] = await db.selectFrom('orgs').select('id').execute();
    expect(all.every((s) => s.orgId === org?.id)).toBe(true);
    const examNos = all.map((s) => s.examNo);
    expect(new Set(examNos).size).toBe(examNos.length);
  });

  it('offers 语文 数学 英语 物理 化学 to the school (a 初中) and teaches 数学 from them', async () => {
    await seedDemo(db);
    const junior = await db
      .selectFrom('subjects')
      .innerJoin('stages', 'stages.id', 'subjects.stageId')
      .select(['subjects.id', 'subjects.name', 'stages.name as stage'])
      .where('stages.key', '=', 'junior')
      .execute();
    expect(new Set(junior.map((s) => s.stage))).toEqual(new Set(['初中']));
    expect(junior.map((s) => s.name)).toEqual(
      expect.arrayContaining(['语文', '数学', '英语', '物理', '化学']),
    );
    const taught = await db
      .selectFrom('teacherAssignments')
      .innerJoin('users', 'users.id', 'teacherAssignments.userId')
      .innerJoin('subjects', 'subjects.id', 'teacherAssignments.subjectId')
      .innerJoin('classes', 'classes.id', 'teacherAssignments.classId')
      .select(['users.username', 'subjects.name as subject', 'subjects.stageId', 'classes.name'])
      .where('users.username', '=', 'teacher')
      .orderBy('classes.name')
      .execute();
    expect(taught).toEqual([
      { username: 'teacher', subject: '数学', stageId: 'junior', name: '初二(1)班' },
      { username: 'teacher', subject: '数学', stageId: 'junior', name: '初二(2)班' },
    ]);
  });
});
