/**
 * GET /api/teacher/scan/practice-batches: the practice batches (错题重练) /scan offers, newest
 * first, only those the user may scan by the rule a practice scan batch is made with: the owner,
 * an administrator, or a teacher of every one of its classes in its subject. Another school's
 * teacher and teachers without that right see none of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PracticeBatchItem } from '../../../shared/api/practice-scan';
import type { RehearseBatch } from '../../../shared/api/rehearse';
import { newId } from '../../lib/ids';
import type { TestApp } from '../../testing/test-app';
import { SCAN_SETTINGS } from './testing/scan.fixture';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';
import { addSchoolTeacher, buildOtherSchool, demoSchoolId } from '../../testing/schools';
import { buildMarkingApp } from '../marking/testing/marking.fixture';
import { classId } from '../print/print.fixture';
import { buildMarkedBankPaper } from '../rehearse/testing/rehearse.fixture';
import { subjectId } from '../seed/reference-data';

const URL = '/api/teacher/scan/practice-batches';
const GRADE = ['初二(1)班', '初二(2)班', '初二(3)班'];

describe.each(TEST_DIALECTS)('可扫描的错题练习 on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  const c: string[] = [];
  /** Made one minute apart: one class (teacher), two classes (teacher), the whole grade (director). */
  let oneClass: RehearseBatch;
  let twoClasses: RehearseBatch;
  let grade: RehearseBatch;
  const listOf = async (tok: string) => {
    const res = await call<PracticeBatchItem[]>(t, tok, 'GET', URL);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const ids = (list: PracticeBatchItem[]) => list.map((b) => b.rehearseBatchId);
  /** A teacher of the demo school who teaches `subject` in the given classes. */
  const teacherOf = async (username: string, subject: string, classIds: string[]) => {
    const added = await addSchoolTeacher(t, username);
    const orgId = await demoSchoolId(t);
    for (const id of classIds)
      await t.ctx.db
        .insertInto('teacherAssignments')
        .values({
          id: newId(t.clock.now),
          orgId,
          userId: added.userId,
          subjectId: subjectId('junior', subject),
          classId: id,
        })
        .execute();
    return added;
  };

  beforeAll(async () => {
    t = await buildMarkingApp(dialect);
    token = await t.login();
    await buildMarkedBankPaper(t, token, { objectiveWrong: true, classNames: GRADE, students: 2 });
    for (const name of GRADE) c.push(await classId(t, name));
    const practice = async (tok: string, classIds: string[]) => {
      t.clock.now += 60_000;
      const res = await call<RehearseBatch>(t, tok, 'POST', '/api/teacher/rehearse/practice', {
        classIds,
        subjectId: 'junior-math',
        similar: 0,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data;
    };
    oneClass = await practice(token, [c[0]!]);
    twoClasses = await practice(token, [c[0]!, c[1]!]);
    grade = await practice(await t.login('director'), c);
  }, 180_000);
  afterAll(() => t?.close());

  it('lists the teacher’s practice batches newest first, with classes, grade and counts', async () => {
    const list = await listOf(token);
    // The whole-grade batch is the director's, and the teacher does not teach 初二(3)班.
    expect(ids(list)).toEqual([twoClasses.batchId, oneClass.batchId]);
    expect(list[0]).toEqual({
      rehearseBatchId: twoClasses.batchId,
      title: '错题重练 · 初二(1)班、初二(2)班 · 2 名学生',
      subjectName: '数学',
      classes: [
        { id: c[0], name: '初二(1)班' },
        { id: c[1], name: '初二(2)班' },
      ],
      gradeName: '初二（2025级）',
      wholeGrade: false,
      createdAt: expect.any(String) as string,
      students: 2,
      scanned: 0,
    });
    expect(list[1]).toMatchObject({ title: '错题重练 · 初二(1)班 · 1 名学生', students: 1 });
    expect(list[0]!.createdAt > list[1]!.createdAt).toBe(true);
  });

  it('shows an administrator every batch of the school, a whole grade named as such', async () => {
    const list = await listOf(await t.login('director'));
    expect(ids(list)).toEqual([grade.batchId, twoClasses.batchId, oneClass.batchId]);
    expect(list[0]).toMatchObject({
      title: '错题重练 · 初二（2025级）全年级 · 3 名学生',
      gradeName: '初二（2025级）',
      wholeGrade: true,
      students: 3,
    });
  });

  it('shows a teacher only the batches whose every class they teach in its subject', async () => {
    const one = await teacherOf('shuxue1', '数学', [c[0]!]);
    expect(ids(await listOf(one.token))).toEqual([oneClass.batchId]);
    // The same rule makes the scan batch: the two-class batch is refused, the one-class one made.
    const refused = await call(t, one.token, 'POST', URL, {
      rehearseBatchId: twoClasses.batchId,
      settings: SCAN_SETTINGS,
    });
    expect(refused.status).toBe(403);
    const made = await call(t, one.token, 'POST', URL, {
      rehearseBatchId: oneClass.batchId,
      settings: SCAN_SETTINGS,
    });
    expect(made.status).toBe(200);
  });

  it('shows none to teachers without scan rights and to another school’s teacher', async () => {
    // 王老师 teaches 数学 in 初二(3)班 only; 赵老师 teaches nothing; 语文 in the classes is not enough.
    expect(await listOf(await t.login('wang'))).toEqual([]);
    expect(await listOf(await t.login('zhao'))).toEqual([]);
    const chinese = await teacherOf('yuwen1', '语文', [c[0]!, c[1]!]);
    expect(await listOf(chinese.token)).toEqual([]);
    const other = await buildOtherSchool(t);
    expect(await listOf(other.token)).toEqual([]);
    const refused = await call(t, other.token, 'POST', URL, {
      rehearseBatchId: oneClass.batchId,
      settings: SCAN_SETTINGS,
    });
    expect(refused.status).toBe(404);
    expect((await t.get(URL)).statusCode).toBe(401);
  });
});
