import { describe, expect, it } from 'vitest';
import { finishDraft } from './finish.stage';
import { htmlLines } from './html-lines.stage';
import { findQuestions } from './questions.stage';
import { splitAtMarks } from './split.stage';

/** mammoth-like HTML from paragraphs. */
const html = (...ps: string[]) => ps.map((p) => `<p>${p}</p>`).join('');
const parse = (source: string) => {
  const { drafts, warnings } = findQuestions(splitAtMarks(htmlLines(source, [])));
  return { questions: drafts.map((d, i) => finishDraft(d, i + 1)), warnings };
};

describe('findQuestions + finishDraft', () => {
  it('judges kinds by content when there are no 大题 headers', () => {
    const { questions } = parse(
      html(
        '1. 下列说法正确的有（　　）',
        'A. 甲 B. 乙 C. 丙 D. 丁',
        '答案：A、C',
        '2. 对顶角相等。（　　）',
        '答案：√',
        '3. 3 的平方是________。',
        '答案：9',
        '4. 解方程 x+1=2。',
        '答案：x=1',
      ),
    );
    expect(questions.map((q) => [q.kind, q.answerKey])).toEqual([
      ['multi', 'AC'],
      ['judge', 'T'],
      ['blank', ''],
      ['solve', ''],
    ]);
    expect(questions[2]?.stem).toEqual([
      { t: 'text', v: '3 的平方是' },
      { t: 'blank', len: 8 },
      { t: 'text', v: '。' },
    ]);
  });

  it('reads answers written at the end of the paper (卷尾答案)', () => {
    const { questions, warnings } = parse(
      html(
        '1. 1+1=（　　）',
        'A. 1 B. 2',
        '2. 2+2=（　　）',
        'A. 3 B. 4',
        '参考答案',
        '1. B',
        '2. B',
        '【解析】2+2=4',
        '9. A',
      ),
    );
    expect(questions.map((q) => q.answerKey)).toEqual(['B', 'B']);
    expect(questions[1]?.analysis).toEqual([{ t: 'text', v: '2+2=4' }]);
    expect(warnings).toContain('文末答案第9题没有对应的题目');
  });

  it('numbers by （1） when the paper does, and by Word’s own list numbering', () => {
    const paren = parse(
      html('（1）勾股定理是什么？', '答案：a²+b²=c²', '（2）直角三角形斜边最长吗？', '答案：是'),
    );
    expect(paren.questions.map((q) => q.kind)).toEqual(['solve', 'solve']);
    const list = parse(
      '<ol><li>三角形内角和是多少度？</li><li>正方形有几条边？</li></ol><p>答案：4</p>',
    );
    expect(list.questions.map((q) => q.stem)).toEqual([
      [{ t: 'text', v: '三角形内角和是多少度？' }],
      [{ t: 'text', v: '正方形有几条边？' }],
    ]);
    expect(list.questions[0]?.problems).toEqual(['第1题未找到答案']);
  });

  it('says what it could not understand', () => {
    const { questions, warnings } = parse(
      html(
        '一、选择题',
        '1. 选项标签重复（　　）',
        'A. 甲 B. 乙 B. 丙',
        '答案：A',
        '3. 单选却给了两个答案（　　）',
        'A. 甲 B. 乙',
        '答案：AB',
        '二、其他',
        '4. 没有答案的题',
        '三、作文',
        '5. 以“成长”为题写一篇不少于 600 字的作文。',
        '答案：略',
      ),
    );
    expect(questions[0]?.problems).toEqual([
      '第1题的选项标签重复或不连续，请核对',
      '第1题：选项须从 A 起依次编号',
    ]);
    expect(questions[1]).toMatchObject({
      kind: 'multi',
      problems: ['第2题答案有多个选项，已按多选题处理'],
    });
    expect(questions[2]?.problems).toEqual(['第3题未找到答案']);
    expect(questions[3]).toMatchObject({ kind: 'essay', score: 40, card: { essayChars: 800 } });
    expect(warnings).toEqual([
      '题号不连续：第1题之后是第3题',
      '大题“其他”未能判断题型，已按各题内容判断',
    ]);
  });

  it('takes superscripts, Word equations and images from the HTML', () => {
    const lines = htmlLines(
      '<p>x<sup>2</sup>=⟦公式0⟧<img src="docx-image:0" /></p><p>A. 1<br />B. 2</p>',
      [{ tex: '\\frac{1}{4}', display: false, exact: false }],
    );
    expect(lines.map((l) => l.runs)).toEqual([
      [
        { t: 'text', v: 'x' },
        { t: 'tex', v: '^{2}' },
        { t: 'text', v: '=' },
        { t: 'tex', v: '\\frac{1}{4}' },
        { t: 'img', src: 'docx-image:0', w: 1, h: 1 },
      ],
      [{ t: 'text', v: 'A. 1' }],
      [{ t: 'text', v: 'B. 2' }],
    ]);
    expect(lines[0]?.formulas).toEqual([false]);
  });

  it('splits 【答案】/【解析】 written on the question’s own line and skips paper parts', () => {
    const { questions, warnings } = parse(
      html(
        '第Ⅰ卷（选择题）',
        '1. 1+2=（　　） A. 2 B. 3【答案】B【解析】1+2=3',
        '第Ⅱ卷（非选择题）',
        '二、解答题（共10分）',
        '注意：解答应写出文字说明。',
        '2. 求 x 的值。（本小题满分10分） 答案：x=2',
      ),
    );
    expect(questions[0]).toMatchObject({
      stem: [{ t: 'text', v: '1+2=（　　）' }],
      options: [
        { label: 'A', content: [{ t: 'text', v: '2' }] },
        { label: 'B', content: [{ t: 'text', v: '3' }] },
      ],
      answer: [{ t: 'text', v: 'B' }],
      analysis: [{ t: 'text', v: '1+2=3' }],
    });
    expect(questions[1]).toMatchObject({
      kind: 'solve',
      score: 10,
      stem: [{ t: 'text', v: '求 x 的值。' }],
      answer: [{ t: 'text', v: 'x=2' }],
    });
    expect(warnings).toEqual(['已跳过大题之间的 1 段说明文字']);
  });
});
