import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoSchoolId } from '../../testing/schools';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';
import { seedSchoolDemo } from './school-demo';

describe.each(TEST_DIALECTS)('the school demo on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'zy-seed-'));
    t = await buildTestApp(dialect, { DATA_DIR: dir });
  });
  afterEach(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('adds a pending invitation, feedback, a material and a scheduled stand-alone card through the services', async () => {
    await seedSchoolDemo(t.ctx);
    const orgId = await demoSchoolId(t);
    const director = await t.login('director');
    const teacher = await t.login('teacher');
    const team = (
      await call<{ invitations: { status: string; requiresApproval: boolean; note: string }[] }>(
        t,
        director,
        'GET',
        `/api/team/${orgId}/members`,
      )
    ).body.data;
    expect(team.invitations).toEqual([
      expect.objectContaining({ status: '有效', requiresApproval: true, note: '初一英语组' }),
    ]);
    const inbox = (
      await call<{ status: string; screenshots: unknown[] }[]>(
        t,
        director,
        'GET',
        `/api/feedback/school/${orgId}`,
      )
    ).body.data;
    expect(inbox.map((f) => `${f.status}:${f.screenshots.length}`).sort()).toEqual([
      'answered:1',
      'open:0',
    ]);
    const materials = (
      await call<{ title: string; preview: string }[]>(t, teacher, 'GET', `/api/materials/${orgId}`)
    ).body.data;
    expect(materials).toEqual([
      expect.objectContaining({ title: '第一章 有理数 单元练习', preview: 'pdf' }),
    ]);
    const week = (
      await call<{ className: string; title: string }[]>(
        t,
        teacher,
        'GET',
        `/api/materials/${orgId}/schedule?mine=1`,
      )
    ).body.data;
    expect(week).toEqual([
      expect.objectContaining({ className: '初二(1)班', title: '2026 年秋季区统考 八年级数学' }),
    ]);
  });
});
