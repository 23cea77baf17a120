import { describe, expect, it } from 'vitest';
import { parseKeys, specProblems, specToDoc, type CardSpec } from './answer-card';

describe('answer card maker rules', () => {
  it('reads typed keys for single, judge and multiple choice', () => {
    expect(parseKeys('abcd a', 'single')).toEqual(['A', 'B', 'C', 'D', 'A']);
    expect(parseKeys('对错√×TF', 'judge')).toEqual(['T', 'F', 'T', 'F', 'T', 'F']);
    expect(parseKeys('ca, BD；ace', 'multi')).toEqual(['AC', 'BD', 'ACE']);
  });

  it('numbers questions across sections, groups 选做 and names the problems', () => {
    const spec: CardSpec = {
      title: '周练',
      subjectId: 'junior-math',
      size: 'A4',
      studentId: 'bubbles',
      idDigits: 8,
      multiPartialShare: 0.5,
      sections: [
        { type: 'objective', kind: 'single', count: 2, options: 4, score: 3, keys: ['A'] },
        { type: 'subjective', kind: 'solve', count: 2, score: 10, optional: true },
      ],
    };
    expect(specProblems(spec)).toEqual(['第 2 题还没有答案']);
    const doc = specToDoc(spec, 'p1');
    expect(doc.sections.map((s) => s.title)).toEqual([
      '一、选择题（共2题，共6分）',
      '二、选做题（2选1）（共2题，共20分）',
    ]);
    expect(doc.sections[1]!.questions.map((q) => [q.no, q.card.optionalGroup])).toEqual([
      [3, '选做2'],
      [4, '选做2'],
    ]);
  });
});
