import { describe, expect, it } from 'vitest';
import { buildProblem } from '../scanning.fixture';
import { doubtfulQuestions, normaliseAnswer, otherPageId, pagePick } from './problem-detail';

describe('problem details', () => {
  it('reads the 页码异常 choices, the 重复扫描 pair and the 客观题异常 questions', () => {
    const page = buildProblem({ kind: '页码异常', detail: { versions: [1, 2], pages: 2 } });
    expect(pagePick(page)).toEqual({ versions: [1, 2], pages: 2 });
    expect(otherPageId(buildProblem({ kind: '重复扫描', detail: { otherPageId: 'pg9' } }))).toBe(
      'pg9',
    );
    expect(otherPageId(buildProblem({ kind: '重复扫描', detail: {} }))).toBeNull();
    const questions = buildProblem({
      detail: {
        questions: [
          { questionId: 'q5', no: 5, status: 'multiple', read: 'AB', reason: '多涂' },
          { questionId: 'q2', no: 2, status: 'blank', read: '', reason: '空涂' },
        ],
      },
    });
    expect(doubtfulQuestions(questions).map((q) => q.no)).toEqual([2, 5]);
    expect(doubtfulQuestions(buildProblem({ detail: { questions: 'x' } }))).toEqual([]);
  });

  it('normalises a typed answer to sorted capital letters without repeats', () => {
    expect(['ca', ' b ', 'AAB', '', 'c,a'].map(normaliseAnswer)).toEqual([
      'AC',
      'B',
      'AB',
      '',
      'AC',
    ]);
  });
});
