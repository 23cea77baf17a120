import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../../tests/support/pdf-tools';
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

describe.each(TEST_DIALECTS)('grade documents of a marked paper on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let paper: Awaited<ReturnType<typeof buildMarkingPaper>>;
  beforeAll(async () => {
    t = await buildMarkingApp(dialect);
    token = await t.login();
    paper = await buildMarkingPaper(t);
    await scanClassDirect(t, paper, '初二(1)班', { students: 5, absent: [5] });
  });
  afterAll(() => t.close());

  const post = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/teacher/print/grade',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('has nothing to print until a student is final; then prints sheets from the final scores', async () => {
    const early = await post({ paperId: paper.id, document: 'summary' });
    expect(early.statusCode).toBe(409);
    await markEverything(t, token, paper.id);
    const table = await call<{
      rows: { name: string; state: string; total: number | null }[];
    }>(t, token, 'GET', `/api/teacher/marking/papers/${paper.id}/scores`);
    const present = table.body.data.rows.filter((r) => r.state === '已完成');
    expect(present).toHaveLength(4);
    expect(table.body.data.rows.filter((r) => r.state === '缺考')).toHaveLength(1);
    const cls = await classId(t, '初二(1)班');
    const sheet = await post({
      paperId: paper.id,
      document: 'sheet',
      classId: cls,
      order: 'examNo',
      slipsPerPage: 'auto',
    });
    expect(sheet.statusCode).toBe(200);
    const text = await pdfText(sheet.rawPayload);
    for (const r of present) {
      expect(text).toContain(r.name);
      expect(text).toContain(String(r.total));
    }
    expect(text).toContain('缺考');
    const status = await t.get(`/api/teacher/print/grade/${paper.id}/status`, token);
    expect(status.json().data).toMatchObject({ ready: true, classes: [{ name: '初二(1)班' }] });
    const summary = await post({ paperId: paper.id, document: 'summary' });
    expect(summary.statusCode).toBe(200);
    expect(await pdfText(summary.rawPayload)).toContain('初二(1)班');
  });
});
