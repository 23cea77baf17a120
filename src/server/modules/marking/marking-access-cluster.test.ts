import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarkingSetup } from '../../../shared/api/marking';
import { startApi, type ClusterEnv, type ClusterProcess } from '../../../../tests/support/cluster';
import { newId } from '../../lib/ids';
import { addSchoolTeacher, demoSchoolId } from '../../testing/schools';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { buildMarkingPaper, changeSetup } from './testing/marking.fixture';

const DB = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;

/**
 * Two API processes (`npm run serve`) on PostgreSQL and Redis: each keeps a marker's access to a
 * block for 5 s, and a change on one (阅卷设置, team membership) clears the other's at once.
 */
describe.runIf(DB && REDIS)('marking permissions across API processes (PostgreSQL + Redis)', () => {
  let t: TestApp;
  let env: ClusterEnv;
  const procs: ClusterProcess[] = [];
  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'marking-access-cluster-'));
    t = await buildTestApp('postgres', { DATA_DIR: dataDir });
    t.clock.now = Date.now(); // tokens are checked by the other processes' clocks
    env = {
      databaseUrl: DB ?? '',
      schema: t.schema ?? '',
      redisUrl: REDIS ?? '',
      prefix: `t${newId()}`,
      dataDir,
    };
  }, 60_000);
  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop()));
    await t?.close();
    if (env) await rm(env.dataDir, { recursive: true, force: true });
  });

  const send = (api: ClusterProcess, token: string, method: string, path: string, body?: unknown) =>
    fetch(`${api.baseUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const next = (api: ClusterProcess, token: string, blockId: string) =>
    send(api, token, 'POST', `/teacher/marking/blocks/${blockId}/next`, {}).then((r) => r.status);

  /** Saves 阅卷设置 on one instance with these markers on every block; answers the new setup. */
  const saveMarkers = async (
    api: ClusterProcess,
    token: string,
    paperId: string,
    ids: string[],
  ) => {
    const path = `/teacher/marking/papers/${paperId}/setup`;
    const cur = ((await (await send(api, token, 'GET', path)).json()) as { data: MarkingSetup })
      .data;
    const blocks = cur.blocks.map((b) => ({
      ...b,
      markers: ids.map((userId) => ({ userId, quota: null })),
    }));
    const { paperVersion, revision, assign } = cur;
    const res = await send(api, token, 'PUT', path, { paperVersion, revision, assign, blocks });
    return { status: res.status, setup: ((await res.json()) as { data: MarkingSetup }).data };
  };

  /**
   * How long (ms) instance `b` goes on answering a marker's next request on a block after `change`
   * on A, and the status it refuses with then.
   */
  const stillServed = async (
    b: ClusterProcess,
    token: string,
    blockId: string,
    change: () => Promise<number>,
  ): Promise<{ ms: number; status: number }> => {
    // B has just checked the marker's access: without a broadcast it would trust it for 5 s more.
    expect(await next(b, token, blockId)).toBe(200);
    expect(await change()).toBe(200);
    const start = Date.now();
    for (;;) {
      const status = await next(b, token, blockId);
      if (status !== 200 || Date.now() - start > 6000) return { ms: Date.now() - start, status };
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it('a marker taken off a block, or a teacher removed from the school, on instance A is refused on instance B at once', async () => {
    const owner = await t.login();
    const paper = await buildMarkingPaper(t);
    const [m1, m2] = [await addSchoolTeacher(t, 'mac1'), await addSchoolTeacher(t, 'mac2')];
    const both = await changeSetup(t, owner, paper.id, (s) => ({
      assign: 'pooled',
      blocks: s.blocks.map((b) => ({
        ...b,
        markers: [m1, m2].map((m) => ({ userId: m.userId, quota: null })),
      })),
    }));
    expect(both.status).toBe(200);
    const [a, b] = [await startApi(env), await startApi(env)];
    procs.push(a!, b!);

    // 阅卷设置 saved on A without m1: B refuses m1's next request on the block within 1 s.
    let saved = { status: 0, setup: both.body.data };
    const takeOff = async () => {
      saved = await saveMarkers(a!, owner, paper.id, [m2.userId]);
      return saved.status;
    };
    // The block was made anew without m1 (settings before marking starts): the old one is gone.
    const off = await stillServed(b!, m1.token, both.body.data.blocks[0]!.id, takeOff);
    expect(off.ms).toBeLessThan(1000);
    expect(off.status).toBe(404);
    const left = saved.setup.blocks[0]!.markers.map((m) => m.userId);
    expect([left.includes(m1.userId), left.includes(m2.userId)]).toEqual([false, true]);

    // m2 removed from the school on A (by its creator): B refuses m2 within 1 s.
    const [director, orgId] = [await t.login('director'), await demoSchoolId(t)];
    const remove = () =>
      send(a!, director, 'DELETE', `/team/${orgId}/members/${m2.userId}`).then((r) => r.status);
    const out = await stillServed(b!, m2.token, saved.setup.blocks[0]!.id, remove);
    expect(out.ms).toBeLessThan(1000);
    expect(out.status).toBe(404);
  }, 300_000);
});
