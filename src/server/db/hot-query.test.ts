import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, TEST_DIALECTS } from '../testing/test-db';
import type { Db } from './connect';
import { arg, hot, hotFirst } from './hot-query';

describe.each(TEST_DIALECTS)('hot queries on %s', (dialect) => {
  let db: Db;
  let destroy: () => Promise<void>;
  beforeAll(async () => {
    ({ db, destroy } = await createTestDb(dialect));
  });
  afterAll(async () => {
    await destroy?.();
  });

  const byStage = (d: Db, stageId: string, keys: string[]) =>
    hot(
      d,
      `test:subjects:${keys.length}`,
      (d) =>
        d
          .selectFrom('subjects')
          .select(['id', 'stageId', 'key'])
          .where('stageId', '=', arg(0))
          .where(
            'key',
            'in',
            keys.map((_, i) => arg(1 + i)),
          )
          .orderBy('key'),
      [stageId, ...keys],
    );

  it('answers what the same Kysely query answers, for new arguments each call (camelCase rows)', async () => {
    const subjects = await db.selectFrom('subjects').selectAll().orderBy('key').execute();
    expect(subjects.length).toBeGreaterThan(2);
    for (const s of subjects.slice(0, 3)) {
      const expected = await db
        .selectFrom('subjects')
        .select(['id', 'stageId', 'key'])
        .where('stageId', '=', s.stageId)
        .where('key', 'in', [s.key])
        .orderBy('key')
        .execute();
      expect((await byStage(db, s.stageId, [s.key])).rows).toEqual(expected);
    }
    const [a, b] = subjects.filter((s) => s.stageId === subjects[0]!.stageId);
    const two = await byStage(db, a!.stageId, [a!.key, b!.key]);
    expect(two.rows.map((r) => r.id).sort()).toEqual([a!.id, b!.id].sort());
  });

  it('writes inside a transaction on its connection (rolled back with it)', async () => {
    const s = (await db.selectFrom('subjects').selectAll().executeTakeFirst())!;
    const rename = (d: Db, name: string) =>
      hot(
        d,
        'test:rename',
        (d) =>
          d
            .updateTable('subjects')
            .set({ name: arg(0) })
            .where('id', '=', arg(1)),
        [name, s.id],
      );
    await db
      .transaction()
      .execute(async (trx) => {
        await rename(trx, '改名');
        const seen = await hotFirst(
          trx,
          'test:name',
          (d) => d.selectFrom('subjects').select('name').where('id', '=', arg(0)),
          [s.id],
        );
        expect(seen?.name).toBe('改名');
        throw new Error('rollback');
      })
      .catch((e: Error) => expect(e.message).toBe('rollback'));
    const after = await hotFirst(
      db,
      'test:name',
      (d) => d.selectFrom('subjects').select('name').where('id', '=', arg(0)),
      [s.id],
    );
    expect(after?.name).toBe(s.name);
  });
});
