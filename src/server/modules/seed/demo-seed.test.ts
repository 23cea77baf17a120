import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connect';
import { toNumber } from '../../db/connect';
import { createTestDb, TEST_DIALECTS } from '../../testing/test-db';
import { RARE_GIVEN } from './chinese-names';
import { seedDemo } from './demo-seed';

describe.each(TEST_DIALECTS)('demo seed on %s', (dialect) => {
  let db: Db;
  let destroy: () => Promise<void>;
  beforeEach(async () => {
    ({ db, destroy } = await createTestDb(dialect));
  });
  afterEach(async () => destroy());

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
    const students = await db
      .selectFrom('students')
      .select(['examNo', 'name', 'classId'])
      .execute();
    expect(students).toHaveLength(360);
    expect(new Set(students.map((s) => s.examNo)).size).toBe(360);
    expect(students.every((s) => /^\d{8}$/.test(s.examNo))).toBe(true);
    expect(new Set(students.map((s) => s.name)).size).toBe(360);
    expect(students.some((s) => RARE_GIVEN.some((c) => s.name.includes(c)))).toBe(true);
    const subjects = await db
      .selectFrom('subjects')
      .select('name')
      .where('stageId', '=', 'junior')
      .execute();
    expect(subjects.map((s) => s.name)).toEqual(
      expect.arrayContaining(['语文', '数学', '英语', '物理', '化学']),
    );
  });
});
