import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { layoutCard } from '../../../layout';
import type { CardSpec } from '../../../shared/paper';
import { writeSheet } from '../../lib/xlsx';
import { upload } from '../../testing/multipart';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';

/** A district exam's card: 10 单选, 2 多选, 5 判断, 3 填空, 2 选做解答, 1 作文 on A3 in three columns. */
const SPEC: CardSpec = {
  title: '区统考 数学',
  subjectId: 'junior-math',
  size: 'A3',
  columns: 3,
  studentId: 'both',
  idDigits: 8,
  multiPartialShare: 0.5,
  sections: [
    {
      type: 'objective',
      kind: 'single',
      count: 10,
      options: 4,
      score: 3,
      keys: 'ABCDABCDAB'.split(''),
    },
    { type: 'objective', kind: 'multi', count: 2, options: 5, score: 4, keys: ['AC', 'BDE'] },
    { type: 'objective', kind: 'judge', count: 5, options: 2, score: 2, keys: 'TFTFT'.split('') },
    { type: 'subjective', kind: 'blank', count: 3, score: 4, optional: false },
    { type: 'subjective', kind: 'solve', count: 2, score: 12, boxHeight: 60, optional: true },
    { type: 'subjective', kind: 'essay', count: 1, score: 20, essayChars: 300, optional: false },
  ],
};

describe.each(TEST_DIALECTS)('答题卡制作 on %s', (dialect) => {
  let t: TestApp;
  let teacher: string;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    teacher = await t.login('teacher');
  });
  afterEach(async () => {
    await t.close();
  });

  it('saves a card as a paper of 作业列表 that prints; edits after printing make a new version', async () => {
    const missing = {
      ...SPEC,
      sections: [{ ...SPEC.sections[0]!, keys: ['A', '', 'E'] } as CardSpec['sections'][number]],
    };
    const refused = await call(t, teacher, 'POST', '/api/teacher/answer-card', { spec: missing });
    expect(refused.body.message).toBe(
      '第 2 题还没有答案；第 3 题的答案不在选项中；第 4 题还没有答案 等 9 处',
    );

    const saved = await call<{
      id: string;
      questionCount: number;
      fullMarks: number;
      status: string;
      doc: never;
    }>(t, teacher, 'POST', '/api/teacher/answer-card', { spec: SPEC });
    expect(saved.body.message).toBe('答题卡已保存到作业列表');
    expect(saved.body.data).toMatchObject({
      questionCount: 23,
      fullMarks: 30 + 8 + 10 + 12 + 24 + 20,
      status: '草稿',
    });
    const id = saved.body.data.id;
    const list = await call<{ list: { id: string; title: string }[] }>(
      t,
      teacher,
      'GET',
      '/api/teacher/paper/list',
    );
    expect(list.body.data.list[0]).toMatchObject({ id, title: '区统考 数学' });

    const layout = layoutCard(saved.body.data.doc);
    expect(layout.pages[0]!.columns).toHaveLength(3);
    const kinds = layout.pages.flatMap((p) => p.elements.map((e) => e.kind));
    for (const k of [
      'id-bubbles',
      'barcode-area',
      'objective-group',
      'subjective-box',
      'essay-grid',
      'optional-choice',
    ])
      expect(kinds).toContain(k);

    const pdf = await t.app.inject({
      method: 'POST',
      url: '/api/teacher/print/card',
      headers: { authorization: `Bearer ${teacher}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ paperId: id }),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect(
      (await call<CardSpec>(t, teacher, 'GET', `/api/teacher/answer-card/${id}`)).body.data,
    ).toEqual(SPEC);
    const changed = { ...SPEC, title: '区统考 数学（补考）' };
    const updated = await call<{ version: number; title: string }>(
      t,
      teacher,
      'PUT',
      `/api/teacher/answer-card/${id}`,
      { spec: changed },
    );
    expect(updated.body.data).toMatchObject({ version: 2, title: '区统考 数学（补考）' });
    const director = await t.login('director');
    expect((await call(t, director, 'GET', `/api/teacher/answer-card/${id}`)).status).toBe(200);
  });

  it('imports keys from .xlsx or text, one question a row', async () => {
    const xlsx = await writeSheet(
      '答案',
      ['题号', '答案'],
      [
        [1, 'A'],
        [2, 'bd'],
        [3, '对'],
      ],
    );
    const a = await upload(t, teacher, '/api/teacher/answer-card/keys', [
      { name: '答案.xlsx', bytes: xlsx },
    ]);
    expect(a.json().data).toEqual([
      { no: 1, key: 'A' },
      { no: 2, key: 'BD' },
      { no: 3, key: 'T' },
    ]);
    const txt = await upload(t, teacher, '/api/teacher/answer-card/keys', [
      { name: 'keys.csv', bytes: Buffer.from('题号,答案\n2,C\n1，B\n') },
    ]);
    expect(txt.json().data).toEqual([
      { no: 1, key: 'B' },
      { no: 2, key: 'C' },
    ]);
    const none = await upload(t, teacher, '/api/teacher/answer-card/keys', [
      { name: 'x.txt', bytes: Buffer.from('hello') },
    ]);
    expect(none.json().message).toBe('文件中没有读到答案：每行应为“题号, 答案”，如“1, A”');
  });
});
