import { afterEach, describe, expect, it } from 'vitest';
import type { Reconciliation } from '../../../shared/api/scan';
import { TEST_DIALECTS } from '../../testing/test-db';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { call } from '../../testing/test-requests';
import { addSchoolTeacher } from '../../testing/schools';
import { buildScanClass, buildScanPaper } from './testing/scan.fixture';

describe.each(TEST_DIALECTS)('收卷核对 标记缺考 on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('marks a missing student 缺考 (absent in the totals), undoes it, and refuses a teacher outside the rule', async () => {
    t = await buildTestApp(dialect);
    const token = await t.login('teacher');
    // Not printed, so no page is expected: the missing list is scan-results.test's; here the 缺考.
    const paper = await buildScanPaper(t);
    const klass = await buildScanClass(t, '缺考测试班', 3, '309');
    const student = klass.students[1]!;
    const reconcile = async () =>
      (
        await call<Reconciliation>(
          t,
          token,
          'GET',
          `/api/teacher/scan/reconciliation?paperId=${paper.id}&classIds=${klass.id}`,
        )
      ).body.data;
    const totals = () =>
      t.ctx.db
        .selectFrom('studentTotals')
        .selectAll()
        .where('paperId', '=', paper.id)
        .where('studentId', '=', student.id)
        .executeTakeFirst();
    const mark = (absent: boolean, as = token) =>
      call<{ studentId: string; absent: boolean }>(t, as, 'POST', '/api/teacher/scan/absences', {
        paperId: paper.id,
        studentId: student.id,
        absent,
      });

    const before = await reconcile();
    expect(before.absentStudents).toBe(0);
    expect(await totals()).toBeUndefined();

    const outsider = await addSchoolTeacher(t, 'outsider');
    const refused = await mark(true, outsider.token);
    expect(refused.status).toBe(403);
    expect(await totals()).toBeUndefined();

    const marked = await mark(true);
    expect(marked.status).toBe(200);
    expect(marked.body.data).toEqual({ studentId: student.id, absent: true });
    expect(await totals()).toMatchObject({ absent: 1, total: null, complete: 0 });
    const after = await reconcile();
    expect(after.absentStudents).toBe(1);
    expect(after.markedAbsent).toEqual([
      {
        studentId: student.id,
        name: student.name,
        examNo: student.examNo,
        className: '缺考测试班',
      },
    ]);
    expect((await mark(true)).status).toBe(200);
    expect((await reconcile()).absentStudents).toBe(1);

    expect((await mark(false, outsider.token)).status).toBe(403);
    expect((await totals())?.absent).toBe(1);

    const undone = await mark(false);
    expect(undone.status).toBe(200);
    expect(await totals()).toBeUndefined();
    const again = await reconcile();
    expect(again.absentStudents).toBe(0);
    expect(again.markedAbsent).toEqual([]);
  });
});
