import { describe, expect, it } from 'vitest';
import type { BankCatalog } from '../../../shared/api';
import { buildCatalog } from '../bank.fixture';
import { choiceOf, firstChoice } from './catalog-bar';

const withEmptyPrimary = (): BankCatalog => [
  {
    stageId: 'primary',
    stageName: '小学',
    subjects: [{ id: 'primary-chinese', name: '语文', questionCount: 0, textbooks: [] }],
  },
  ...buildCatalog(),
];

describe('firstChoice', () => {
  it('starts where there are questions', () => {
    expect(firstChoice(withEmptyPrimary())).toEqual({
      stageId: 'junior',
      subjectId: 'junior-math',
      textbookId: 'math.general.g8a',
    });
  });

  it('keeps the 学段 asked for, even an empty one', () => {
    expect(firstChoice(withEmptyPrimary(), 'primary')).toEqual({
      stageId: 'primary',
      subjectId: 'primary-chinese',
      textbookId: '',
    });
  });
});

describe('choiceOf', () => {
  it('finds the 学段 of a subject and falls back to its first textbook', () => {
    expect(choiceOf(buildCatalog(), 'junior-physics', 'nope')).toEqual({
      stageId: 'junior',
      subjectId: 'junior-physics',
      textbookId: 'physics.general.g8a',
    });
    expect(choiceOf(buildCatalog(), 'unknown')).toBeNull();
  });
});
