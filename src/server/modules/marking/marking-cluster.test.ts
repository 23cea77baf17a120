import { describe, expect, it } from 'vitest';
import { runMarkingCluster } from '../../../../tests/support/marking-cluster';

const DB = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;

/**
 * Marking across two API processes (`npm run serve`) on one PostgreSQL schema: 40 markers, half
 * on each instance, mark a class under 双评 over HTTP (the full 200-marker run is
 * `npm run bench:scale-marking`). Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set.
 */
describe.runIf(DB && REDIS)('marking across API processes (PostgreSQL)', () => {
  it('hands no 评次 out twice and loses none when markers use two API instances', async () => {
    const r = await runMarkingCluster({
      databaseUrl: DB ?? '',
      redisUrl: REDIS ?? '',
      markers: 40,
      classes: 1,
    });
    expect(r.items).toBeGreaterThanOrEqual(40);
    expect(r.twice).toEqual([]);
    expect(r.unfinishedItems).toBe(0);
    expect(r.leftTasks).toBe(0);
    expect(r.unaccounted).toBe(0);
    expect(r.sameMarker).toBe(0);
    expect(r.scores).toBeGreaterThanOrEqual(2 * r.items);
    expect(r.perApi.every((n) => n > 0)).toBe(true);
  }, 240_000);
});
