import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../../../shared/api';
import type { TestApp } from '../../../testing/test-app';
import { TEST_DIALECTS } from '../../../testing/test-db';
import { call } from '../../../testing/test-requests';
import { buildPng, buildWriteApp, upload } from '../question-write.fixture';
import { uploadImageBytes } from '../upload-images';
import { buildDocx, mfrac, mr } from './docx-build.fixture';

/** A teacher's paper as Word holds it: a title, four 大题, an image, an equation, a broken question. */
async function samplePaper(png: Buffer) {
  return buildDocx([
    '2025学年八年级数学期中练习',
    '一、选择题（每小题3分，共12分）',
    '1. 直角三角形两直角边分别为 3 和 4，则斜边长为（　　）',
    'A. 5　　B. 6　　C. 7　　D. 8',
    '答案：A',
    '解析：由勾股定理得 5。',
    ['2．如图，下列说法正确的是（　　）', { png }],
    'A．甲',
    'B．乙',
    'C．丙',
    'D．丁',
    '【答案】B',
    '【解析】看图可知。',
    ['3、计算 ', { omml: mfrac('1', '2') + mr('×4') }, ' 的值是（　　）'],
    'A、1  B、2  C、3  D、4',
    '答案：B',
    '4. 下列各数中是质数的是（　　）',
    '答案：E',
    '二、判断题',
    '5. 三边之比为 1:2:3 的三角形是直角三角形。（　　）',
    '答案：错',
    '三、填空题',
    '6. 若 x+1=3，则 x=______。（4分）',
    '答案：2',
    '四、解答题',
    '7. 已知直角三角形的两边长，求第三边。（10分）',
    '（1）若两直角边为 6 和 8，求斜边；（5分）',
    '（2）若斜边为 13，一直角边为 5，求另一直角边。（5分）',
    '答案：（1）10；（2）12',
    '解析：勾股定理。',
  ]);
}

describe.each(TEST_DIALECTS)('Word import on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let preview: ImportPreview;
  let png: Buffer;
  beforeAll(async () => {
    t = await buildWriteApp(dialect);
    token = await t.login('teacher');
    png = await buildPng(300, 150);
    const res = await upload(
      t,
      token,
      '/api/teacher/bank/import/docx',
      '期中.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      await samplePaper(png),
    );
    expect(res.statusCode).toBe(200);
    preview = res.json().data;
  });
  afterAll(async () => t.close());

  it('recognises numbered questions with the kind of their 大题, options, keys and 解析', () => {
    const qs = preview.questions;
    expect(qs.map((q) => q.kind)).toEqual([
      'single',
      'single',
      'single',
      'single',
      'judge',
      'blank',
      'solve',
    ]);
    expect(qs[0]).toMatchObject({
      index: 1,
      stem: [{ t: 'text', v: '直角三角形两直角边分别为 3 和 4，则斜边长为（　　）' }],
      options: ['5', '6', '7', '8'].map((v, i) => ({
        label: 'ABCD'[i],
        content: [{ t: 'text', v }],
      })),
      answerKey: 'A',
      analysis: [{ t: 'text', v: '由勾股定理得 5。' }],
      score: 3,
      problems: [],
    });
    expect(qs[1]?.options.map((o) => o.label).join('')).toBe('ABCD');
    expect(qs[1]).toMatchObject({ answerKey: 'B', analysis: [{ t: 'text', v: '看图可知。' }] });
    expect(qs[4]).toMatchObject({
      answerKey: 'F',
      options: [{ label: 'T' }, { label: 'F' }],
      score: 2,
    });
    expect(qs[5]).toMatchObject({
      stem: [{ t: 'text', v: '若 x+1=3，则 x=' }, { t: 'blank' }, { t: 'text', v: '。' }],
      answer: [{ t: 'text', v: '2' }],
      score: 4,
    });
    expect(qs[6]).toMatchObject({
      score: 10,
      parts: [
        { label: '(1)', score: 5, stem: [{ t: 'text', v: '若两直角边为 6 和 8，求斜边；' }] },
        { label: '(2)', score: 5 },
      ],
      problems: [],
    });
  });

  it('keeps the embedded image as a stored upload with its size', async () => {
    const img = preview.questions[1]?.stem.find((r) => r.t === 'img');
    expect(img).toMatchObject({ t: 'img', w: 79.4, h: 39.7 });
    const name = img?.t === 'img' ? img.src.replace(/^upload:/, '') : '';
    expect(name).toMatch(/^[0-9a-f]{64}\.png$/);
    expect(await uploadImageBytes(t.ctx, name)).toEqual(png);
    expect((await t.get(`/api/bank/images/upload/${name}`)).statusCode).toBe(200);
  });

  it('turns a Word equation into TeX and lists what the teacher must look at', () => {
    expect(preview.questions[2]?.stem).toEqual([
      { t: 'text', v: '计算 ' },
      { t: 'tex', v: '\\frac{1}{2}\\times 4' },
      { t: 'text', v: ' 的值是（　　）' },
    ]);
    expect(preview.questions[2]?.problems).toEqual([
      '第3题含 Word 公式，已转为 TeX，请在预览中核对',
    ]);
    expect(preview.questions[3]?.problems).toEqual([
      '第4题未识别到选项',
      '第4题：答案「E」不是有效的选项',
    ]);
    expect(preview.warnings).toEqual([
      '已跳过第一题之前的 1 段文字（如试卷标题、注意事项）',
      '1 道题未标分值，已按题型默认分值填写，请核对',
    ]);
  });

  it('saves the corrected questions as the teacher’s own and refuses one still broken', async () => {
    const broken = await call(t, token, 'POST', '/api/teacher/bank/import/save', {
      subjectId: 'junior-math',
      questions: preview.questions,
    });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('第4题：选择题至少需要两个选项');
    const unscored = await call(t, token, 'POST', '/api/teacher/bank/import/save', {
      subjectId: 'junior-math',
      questions: [{ ...preview.questions[0], score: 0 }],
    });
    expect([unscored.status, unscored.body.message]).toEqual([400, '第1题：请填写分值']);
    const fixed = preview.questions.map((q) =>
      q.index === 4 ? { ...q, options: preview.questions[0]!.options, answerKey: 'A' } : q,
    );
    const saved = await call<{ ids: string[] }>(t, token, 'POST', '/api/teacher/bank/import/save', {
      subjectId: 'junior-math',
      chapterId: 'math.ch1.s1',
      knowledgeIds: ['kp.math.pythagoras.theorem'],
      source: '期中练习',
      questions: fixed,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.ids).toHaveLength(7);
    const mine = await call<{ total: number }>(
      t,
      token,
      'GET',
      '/api/teacher/bank/questions?subjectId=junior-math&mine=true&keyword=质数',
    );
    expect(mine.body.data.total).toBe(1);
    const other = await call<{ total: number }>(
      t,
      await t.login('director'),
      'GET',
      '/api/teacher/bank/questions?subjectId=junior-math&keyword=质数',
    );
    expect(other.body.data.total).toBe(0);
  });

  it('reads underlined spaces as a blank', async () => {
    const doc = await buildDocx([
      '一、填空题',
      ['1. 勾股定理：', { omml: mr('a²+b²=') }, { underline: '        ' }, '。'],
      '答案：c²',
    ]);
    const res = await upload(
      t,
      token,
      '/api/teacher/bank/import/docx',
      '填空.docx',
      'application/octet-stream',
      doc,
    );
    expect(res.json().data.questions[0]).toMatchObject({
      kind: 'blank',
      stem: [
        { t: 'text', v: '勾股定理：' },
        { t: 'tex', v: 'a^2+b^2=' },
        { t: 'blank', len: 8 },
        { t: 'text', v: '。' },
      ],
    });
  });

  it('refuses a file that is not a .docx in Chinese', async () => {
    for (const data of [Buffer.from('不是 Word 文件'), (await samplePaper(png)).subarray(0, 300)]) {
      const res = await upload(
        t,
        token,
        '/api/teacher/bank/import/docx',
        '坏.docx',
        'application/octet-stream',
        data,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('无法读取该 Word 文件，请确认是 .docx 格式');
    }
  });
});
