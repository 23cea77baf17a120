import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { addSchoolTeacher, buildOtherSchool, demoSchoolId } from '../../testing/schools';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';
import {
  buildMarkingApp,
  buildMarkingPaper,
  scanClassDirect,
} from '../marking/testing/marking.fixture';
import { uploadScans } from '../scan/testing/scan.fixture';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** [method, path (ORG = the demo school), body, may a teacher of the school do it?] */
type Row = [Method, string, unknown, boolean];

const lines = { excellent: 85, good: 70, pass: 60, low: 40, bandWidth: 10, criticalBuffer: 5 };
const MATRIX: Row[] = [
  ['GET', '/school/ORG/settings', undefined, true],
  [
    'PUT',
    '/school/ORG/profile',
    { name: '示例实验中学', stageIds: ['junior'], subjectIds: ['junior-math'] },
    false,
  ],
  ['POST', '/school/ORG/grades', { level: 10, cohort: 2030, classCount: 0 }, false],
  ['PUT', '/school/ORG/analysis/junior-math', lines, false],
  ['GET', '/school/ORG/rollover', undefined, false],
  ['GET', '/school/ORG/students', undefined, true],
  [
    'POST',
    '/school/ORG/roster/import',
    { rows: [{ row: 2, name: '甲', className: '初一(1)班', examNo: '20269990', gender: '' }] },
    false,
  ],
  ['GET', '/team/ORG/members', undefined, true],
  [
    'POST',
    '/team/ORG/invitations',
    {
      role: 'teacher',
      assignments: [],
      expiresInDays: 7,
      singleUse: true,
      requiresApproval: false,
      note: '',
    },
    false,
  ],
  ['GET', '/feedback/school/ORG', undefined, false],
  ['GET', '/materials/ORG', undefined, true],
  ['GET', '/materials/ORG/schedule', undefined, true],
  ['GET', '/materials/ORG/papers/bindable', undefined, true],
];

describe.each(TEST_DIALECTS)('permission matrix of the school routes on %s', (dialect) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let orgId = '';
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    orgId = await demoSchoolId(t);
    tokens.admin = await t.login('director');
    tokens.teacher = await t.login('teacher');
    tokens.other = (await buildOtherSchool(t)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (row: Row, token?: string) =>
    t.app.inject({
      method: row[0],
      url: `/api${row[1].replace('ORG', orgId)}`,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(row[2] === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(row[2] === undefined ? {} : { payload: JSON.stringify(row[2]) }),
    });

  it.each(MATRIX)('%s %s', async (...row) => {
    expect((await send(row)).statusCode, 'anonymous').toBe(401);
    expect((await send(row, tokens.other)).statusCode, "another school's administrator").toBe(403);
    const teacher = (await send(row, tokens.teacher)).statusCode;
    if (row[3]) expect(teacher, 'teacher').toBe(200);
    else expect(teacher, 'teacher').toBe(403);
    expect((await send(row, tokens.admin)).statusCode, 'administrator').toBe(200);
  });
});

const SETTINGS = {
  scannerIndex: null,
  adaptive: true,
  paperSize: 1,
  assignToSubjectTeachers: false,
};
/** [method, path (PAPER, CLASS, BATCH, PAGE stand for ids), body]: scan services of one paper. */
type ScanRow = [Method, string, unknown];
const SCAN_MATRIX: ScanRow[] = [
  ['GET', '/teacher/scan/batches/BATCH', undefined],
  ['GET', '/teacher/scan/batches/BATCH/pages', undefined],
  ['GET', '/teacher/scan/batches/BATCH/problems', undefined],
  ['GET', '/teacher/scan/pages/PAGE', undefined],
  ['GET', '/teacher/scan/pages/PAGE/image', undefined],
  ['GET', '/teacher/scan/reconciliation?paperId=PAPER&classIds=CLASS', undefined],
  ['GET', '/teacher/scan/scores?paperId=PAPER&classId=CLASS', undefined],
  [
    'POST',
    '/teacher/scan/batches',
    {
      paperId: 'PAPER',
      classIds: ['CLASS'],
      settings: {
        scannerIndex: null,
        adaptive: true,
        paperSize: 1,
        assignToSubjectTeachers: false,
      },
    },
  ],
];

describe.each(TEST_DIALECTS)('permission matrix of the scan services on %s', (dialect) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildMarkingApp(dialect);
    const paper = await buildMarkingPaper(t);
    const { classId } = await scanClassDirect(t, paper, '初二(1)班', { students: 2 });
    const page = await t.ctx.db
      .selectFrom('scanPages')
      .select(['id', 'batchId'])
      .executeTakeFirstOrThrow();
    Object.assign(ids, { PAPER: paper.id, CLASS: classId, BATCH: page.batchId, PAGE: page.id });
    await t.ctx.db
      .updateTable('scanBatches')
      .set({ settings: JSON.stringify(SETTINGS) })
      .where('id', '=', page.batchId)
      .execute();
    const orgId = await demoSchoolId(t);
    tokens.owner = await t.login('teacher');
    tokens.admin = await t.login('director');
    const teach = async (username: string, subjectId: string | null) => {
      const added = await addSchoolTeacher(t, username);
      if (subjectId)
        await t.ctx.db
          .insertInto('teacherAssignments')
          .values({ id: newId(), orgId, userId: added.userId, subjectId, classId })
          .execute();
      return added.token;
    };
    tokens.classTeacher = await teach('sunmath', 'junior-math');
    tokens.otherSubject = await teach('qianeng', 'junior-english');
    tokens.plain = await teach('zhouplain', null);
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (row: ScanRow, token: string) => {
    const fill = (v: string) => v.replace(/PAPER|CLASS|BATCH|PAGE/g, (k) => ids[k]!);
    return t.app
      .inject({
        method: row[0],
        url: `/api${fill(row[1])}`,
        headers: {
          authorization: `Bearer ${token}`,
          ...(row[2] === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(row[2] === undefined ? {} : { payload: fill(JSON.stringify(row[2])) }),
      })
      .then((res) => ({ status: res.statusCode }));
  };

  it.each(SCAN_MATRIX)(
    '%s %s: owner, administrator, teacher of the class and subject',
    async (...row) => {
      for (const who of ['otherSubject', 'plain'])
        expect((await send(row, tokens[who]!)).status, who).toBe(403);
      for (const who of ['owner', 'admin', 'classTeacher'])
        expect((await send(row, tokens[who]!)).status, who).toBe(200);
    },
  );

  it('lists, fills and deletes a batch only under the same rule', async () => {
    const list = async (who: string) =>
      (
        await call<{ id: string }[]>(t, tokens[who]!, 'GET', '/api/teacher/scan/batches')
      ).body.data.map((b) => b.id);
    expect(await list('plain')).toEqual([]);
    expect(await list('otherSubject')).toEqual([]);
    expect(await list('classTeacher')).toContain(ids.BATCH);
    for (const who of ['otherSubject', 'plain']) {
      const upload = await uploadScans(t, tokens[who]!, ids.BATCH!, [
        { name: 'x.jpg', bytes: new Uint8Array([0xff, 0xd8, 0xff]) },
      ]);
      expect(upload.statusCode, who).toBe(403);
      const del = await call(t, tokens[who]!, 'DELETE', `/api/teacher/scan/batches/${ids.BATCH}`, {
        confirm: true,
      });
      expect(del.status, who).toBe(403);
    }
  });
});
