import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOtherSchool, demoSchoolId } from '../../testing/schools';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';

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
  ['GET', '/school/ORG/roster.xlsx', undefined, true],
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
