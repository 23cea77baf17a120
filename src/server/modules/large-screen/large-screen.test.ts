import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisplayLink, ScreenSnapshot } from '../../../shared/api/large-screen';
import { newId, nowIso } from '../../lib/ids';
import { addSchoolTeacher, buildOtherSchool } from '../../testing/schools';
import type { TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';
import { classId } from '../print/print.fixture';
import {
  buildMarkingApp,
  buildMarkingPaper,
  markEverything,
  scanClassDirect,
} from '../marking/testing/marking.fixture';
import { LINK_INVALID } from './screen-access';
import { openStream } from './testing/screen-stream';

const HOUR = 3600_000;

/**
 * The hand-worked school (clock: Tuesday 2026-09-01 16:00 in China): paper A given today to
 * 初二(1)班 and 初二(2)班, paper B (never scanned) to 初二(1)班. (1)班: 5 students scanned, seat 5
 * 缺考, everything marked full − 1 (objective answers blank: 0). (2)班: 3 students scanned, not
 * marked. One 异常 left open.
 */
describe.each(TEST_DIALECTS)('大屏 API on %s', (dialect) => {
  let t: TestApp;
  let teacher: string;
  let admin: string;
  let paper: Awaited<ReturnType<typeof buildMarkingPaper>>;
  let full: number;
  let c1: string;
  let c2: string;
  beforeAll(async () => {
    t = await buildMarkingApp(dialect);
    teacher = await t.login();
    admin = await t.login('director');
    paper = await buildMarkingPaper(t);
    const unscanned = await buildMarkingPaper(t);
    [c1, c2] = [await classId(t, '初二(1)班'), await classId(t, '初二(2)班')];
    const at = nowIso(t.clock.now);
    const { ownerId, fullMarks } = await t.ctx.db
      .selectFrom('papers')
      .select(['ownerId', 'fullMarks'])
      .where('id', '=', paper.id)
      .executeTakeFirstOrThrow();
    full = fullMarks;
    await t.ctx.db
      .insertInto('paperClasses')
      .values([
        { paperId: paper.id, classId: c1, assignedAt: at, assignedBy: ownerId },
        { paperId: paper.id, classId: c2, assignedAt: at, assignedBy: ownerId },
        { paperId: unscanned.id, classId: c1, assignedAt: at, assignedBy: ownerId },
      ])
      .execute();
    const s1 = await scanClassDirect(t, paper, '初二(1)班', { students: 5, absent: [5] });
    await markEverything(t, teacher, paper.id);
    await scanClassDirect(t, paper, '初二(2)班', { students: 3 });
    const page = await t.ctx.db
      .selectFrom('scanPages')
      .select(['id as pageId', 'batchId', 'orgId'])
      .where('studentId', '=', s1.students[0]!.id)
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('scanProblems')
      .values({
        id: newId(t.clock.now),
        ...page,
        kind: '考号异常',
        detail: '',
        status: 'open',
        resolution: null,
        resolvedBy: null,
        resolvedAt: null,
        createdAt: at,
      })
      .execute();
  });
  afterAll(() => t.close());

  const snapshot = async (token = admin) =>
    (await call<ScreenSnapshot>(t, token, 'GET', '/api/screen/snapshot')).body.data;

  it('counts today’s scanning, marking per block, homework, the latest paper and the ranking', async () => {
    const s = await snapshot();
    const perStudent = paper.layout.pages.length;
    expect(s.schoolName).toBeTruthy();
    expect(s.scanning).toEqual({
      received: 8 * perStudent,
      recognised: 8 * perStudent,
      problemsOpen: 1,
    });
    // Paper A: 3 blocks (q5, q6, q7), 4 + 3 items each (缺考 apart), (1)班's 4 final.
    const a = s.marking.find((p) => p.paperId === paper.id)!;
    expect(a.blocks.map((b) => [b.total, b.done, b.markersOnline])).toEqual([
      [7, 4, 1],
      [7, 4, 1],
      [7, 4, 1],
    ]);
    expect([a.total, a.done, a.markersOnline]).toEqual([21, 12, 1]);
    // (1)班: given A and B today, A complete; (2)班: given A, not marked yet.
    expect(
      s.homework.map((h) => [
        h.className,
        h.givenToday,
        h.completedToday,
        h.givenWeek,
        h.completedWeek,
      ]),
    ).toEqual([
      ['初二(1)班', 2, 1, 2, 1],
      ['初二(2)班', 1, 0, 1, 0],
    ]);
    // Every one of (1)班's 4 students scored 3 + 11 + (3 + 7) = 24.
    expect(s.latest!.paperId).toBe(paper.id);
    const latest = s.latest!.classes;
    expect(latest.map((c) => [c.className, c.participants])).toEqual([['初二(1)班', 4]]);
    expect(latest[0]!.scoreRate).toBeCloseTo(24 / full, 9);
    expect(latest[0]!.bands.reduce((x, y) => x + y, 0)).toBe(4);
    const band = Math.floor(24 / (s.latest!.bandStarts[1]! - s.latest!.bandStarts[0]!));
    expect(latest[0]!.bands[band]).toBe(4);
    expect(latest[0]!.rates.pass.count).toBe(24 / full >= 0.6 ? 4 : 0);
    expect(s.ranking).toEqual([
      { classId: c1, className: '初二(1)班', papers: 1, scoreRate: expect.any(Number) },
    ]);
    expect(s.ranking[0]!.scoreRate).toBeCloseTo(24 / full, 9);
  });

  it('answers the data centre’s own figures: 作业批改报表 marks the same classes complete', async () => {
    const r = await call<{ rows: { className: string; marked: number }[] }>(
      t,
      admin,
      'GET',
      '/api/teacher/data-center/correct-score',
    );
    const marked = (name: string) =>
      r.body.data.rows.filter((x) => x.className === name).reduce((s, x) => s + x.marked, 0);
    const s = await snapshot();
    for (const h of s.homework) expect(h.completedWeek).toBe(marked(h.className));
  });

  it('pushes a new snapshot within 2 s of a score submitted', async () => {
    const link = (await call<DisplayLink>(t, admin, 'POST', '/api/teacher/screen/links', {})).body
      .data;
    const stream = await openStream(t, `/api/screen/stream?token=${link.token}`);
    try {
      const first = await stream.next();
      expect(first.event).toBe('snapshot');
      const before = (first.data as ScreenSnapshot).marking.find((p) => p.paperId === paper.id)!;
      await markEverything(t, teacher, paper.id);
      const marked = Date.now();
      for (;;) {
        const e = await stream.next();
        const p = (e.data as ScreenSnapshot).marking.find((x) => x.paperId === paper.id);
        if (!p || p.done > before.done) break;
      }
      expect(Date.now() - marked).toBeLessThan(2000);
    } finally {
      stream.close();
    }
  });

  it('a display link sees its own school only, read-only, until it is revoked', async () => {
    const made = await call<DisplayLink>(t, admin, 'POST', '/api/teacher/screen/links', {
      label: '大厅',
    });
    expect(made.status).toBe(200);
    const token = made.body.data.token!;
    const open = await t.get(`/api/screen/snapshot?token=${token}`);
    expect(open.statusCode).toBe(200);
    const mine = await snapshot();
    expect((open.json() as { data: ScreenSnapshot }).data.schoolName).toBe(mine.schoolName);

    const other = await buildOtherSchool(t);
    const theirs = (
      await call<DisplayLink>(t, other.token, 'POST', '/api/teacher/screen/links', {})
    ).body.data;
    const seen = (await t.get(`/api/screen/snapshot?token=${theirs.token}`)).json() as {
      data: ScreenSnapshot;
    };
    expect([seen.data.schoolName, seen.data.marking, seen.data.latest]).toEqual([
      '另一所学校',
      [],
      null,
    ]);
    // Another school's administrator can neither list nor revoke our link.
    const list = await call<DisplayLink[]>(t, other.token, 'GET', '/api/teacher/screen/links');
    expect(list.body.data.map((l) => l.id)).toEqual([theirs.id]);
    expect(list.body.data[0]).not.toHaveProperty('token');
    expect(list.body.data[0]!.createdByName).toBeTruthy();
    expect(
      (await call(t, other.token, 'DELETE', `/api/teacher/screen/links/${made.body.data.id}`))
        .status,
    ).toBe(404);
    // A plain teacher may not open the screen nor make links.
    const colleague = await addSchoolTeacher(t, 'sun');
    expect((await call(t, colleague.token, 'GET', '/api/screen/snapshot')).status).toBe(403);
    expect((await call(t, teacher, 'POST', '/api/teacher/screen/links', {})).status).toBe(403);
    expect((await t.get('/api/screen/snapshot')).statusCode).toBe(401);

    const stream = await openStream(t, `/api/screen/stream?token=${token}`);
    expect((await stream.next()).event).toBe('snapshot');
    const del = await call(t, admin, 'DELETE', `/api/teacher/screen/links/${made.body.data.id}`);
    expect(del.status).toBe(200);
    expect((await stream.next()).event).toBe('revoked');
    stream.close();
    const gone = await t.get(`/api/screen/snapshot?token=${token}`);
    expect([gone.statusCode, (gone.json() as { message: string }).message]).toEqual([
      403,
      LINK_INVALID,
    ]);
    expect((await t.get('/api/screen/snapshot?token=made-up')).statusCode).toBe(403);
    expect((await t.get(`/api/screen/stream?token=${token}`)).statusCode).toBe(403);
  });

  it('later days: today’s counts start again, the week keeps its homework', async () => {
    t.clock.now += 24 * HOUR;
    admin = await t.login('director');
    const s = await snapshot();
    expect(s.scanning.received).toBe(0);
    expect(s.homework.map((h) => [h.givenToday, h.givenWeek])).toEqual([
      [0, 2],
      [0, 1],
    ]);
  });
});
