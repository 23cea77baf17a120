import { describe, expect, it } from 'vitest';
import { JUDGE_OPTIONS } from '../../../shared/api';
import { buildBankQuestion } from '../bank.fixture';
import {
  bankValues,
  importedValues,
  editorProblems,
  editorRules,
  newValues,
  toQuestionInput,
  type EditorValues,
} from './editor.values';

const values = (overrides: Partial<EditorValues> = {}): EditorValues => ({
  ...newValues('junior-math', new Date('2026-03-01')),
  stem: '题干',
  options: ['A', 'B', 'C', 'D'].map((label) => ({ label, text: `选项${label}` })),
  answerKey: 'A',
  ...overrides,
});

describe('editorRules.answerKey', () => {
  const check = (kind: EditorValues['kind'], key: string) =>
    editorRules.answerKey(key, values({ kind, answerKey: key }));

  it('takes one answer for 单选 and 判断, exactly two for 双选, two or more for 多选', () => {
    expect(check('single', 'B')).toBe(true);
    expect(check('single', 'AB')).toBe('单选题只能有一个正确答案');
    expect(check('single', '')).toBe('请选择正确答案');
    expect(check('double', 'CA')).toBe(true);
    expect(check('double', 'A')).toBe('双选题须恰好选两个正确答案');
    expect(check('double', 'ABC')).toBe('双选题须恰好选两个正确答案');
    expect(check('multi', 'ABD')).toBe(true);
    expect(check('multi', 'D')).toBe('多选题至少选两个正确答案');
    expect(check('judge', 'F')).toBe(true);
    expect(check('judge', '')).toBe('请选择正确或错误');
    expect(check('single', 'E')).toBe('答案「E」不是有效的选项');
    expect(check('solve', '')).toBe(true);
  });
});

describe('editorRules.parts and options', () => {
  const part = (score: number, stem = '小题') => ({ label: '(1)', score, stem, answer: '' });

  it('wants the parts’ scores to add up to the 分值 and every part to have a stem', () => {
    const v = values({ kind: 'solve', score: 10 });
    expect(editorRules.parts([part(4), part(6)], v)).toBe(true);
    expect(editorRules.parts([part(4), part(5)], v)).toBe(
      '小题分值之和（9分）应等于总分值（10分）',
    );
    expect(editorRules.parts([part(4), part(6, ' ')], v)).toBe('小题的题干不能为空');
    expect(editorRules.parts([], v)).toBe(true);
  });

  it('wants two or more filled options for choice questions only', () => {
    expect(editorRules.options([{ label: 'A', text: '甲' }], values())).toBe(
      '选择题至少需要两个选项',
    );
    expect(
      editorRules.options(
        [
          { label: 'A', text: '甲' },
          { label: 'B', text: '' },
        ],
        values(),
      ),
    ).toBe('选项 B 的内容不能为空');
    expect(editorRules.options([], values({ kind: 'blank' }))).toBe(true);
    expect(editorRules.stem('  ')).toBe('请填写题干');
    expect(editorRules.score(0)).toBe('请填写分值');
  });
});

describe('toQuestionInput', () => {
  it('fixes 判断 options, drops options and key of subjective kinds and fills the key answer', () => {
    expect(toQuestionInput(values({ kind: 'judge', answerKey: 'T' }))).toMatchObject({
      options: JUDGE_OPTIONS,
      answerKey: 'T',
      answer: [{ t: 'text', v: '正确' }],
    });
    expect(
      toQuestionInput(values({ kind: 'solve', answerKey: 'A', answer: '$x=1$' })),
    ).toMatchObject({
      options: [],
      answerKey: '',
      answer: [{ t: 'tex', v: 'x=1' }],
    });
    expect(toQuestionInput(values({ kind: 'multi', answerKey: 'CA' }))).toMatchObject({
      answerKey: 'AC',
      answer: [{ t: 'text', v: 'AC' }],
    });
    expect(toQuestionInput(values({ kind: 'essay', essayChars: 800 })).card).toEqual({
      essayChars: 800,
    });
  });

  it('gives back a bank question’s content through the editor unchanged', () => {
    const q = buildBankQuestion({
      stem: [
        { t: 'text', v: '若 ' },
        { t: 'tex', v: 'x^2=4' },
        { t: 'text', v: '，则 x=' },
        { t: 'blank' },
      ],
    });
    const input = toQuestionInput(bankValues(q));
    expect(input).toMatchObject({
      stem: q.stem,
      options: q.options,
      answerKey: q.answerKey,
      answer: q.answer,
      analysis: q.analysis,
      chapterIds: ['math.ch1.s1'],
      knowledgeIds: ['kp.math.pythagoras.theorem'],
    });
    expect(editorProblems(bankValues(q))).toEqual([]);
  });

  it('offers options A–D to fill when an imported choice question came without any', () => {
    const q = buildBankQuestion();
    const v = importedValues(
      {
        index: 4,
        kind: 'single',
        stem: q.stem,
        options: [],
        answerKey: 'E',
        answer: [{ t: 'text', v: 'E' }],
        analysis: [],
        score: 3,
        parts: [],
        card: {},
        problems: [],
      },
      'junior-math',
    );
    expect(v.options).toEqual(['A', 'B', 'C', 'D'].map((label) => ({ label, text: '' })));
    expect(v).toMatchObject({ subjectId: 'junior-math', answerKey: 'E', answer: '' });
    expect(editorProblems(v)).toContain('选项 A 的内容不能为空');
  });
});
