import { describe, expect, it } from 'vitest';
import type { PaperQuestion, QuestionKind } from '../../layout';
import {
  moveQuestion,
  moveSection,
  replaceQuestion,
  setPartScore,
  setScore,
  setSectionScore,
  splitScore,
} from './arrange';
import {
  addQuestion,
  chineseNumeral,
  emptyPaper,
  removeKind,
  removeQuestion,
  sectionHeader,
  totals,
  zeroScoreWarning,
} from './compose';
import { paperDoc } from './paper.schema';

let n = 0;
/** A placed question of a kind, with overrides. */
export function buildQuestion(
  kind: QuestionKind,
  over: Partial<PaperQuestion> = {},
): Omit<PaperQuestion, 'no'> {
  n += 1;
  return {
    id: `pq${n}`,
    questionId: `q${n}`,
    kind,
    score: kind === 'single' ? 2 : 10,
    stem: [{ t: 'text', v: `第${n}题题干` }],
    options:
      kind === 'single'
        ? ['A', 'B', 'C', 'D'].map((label) => ({ label, content: [{ t: 'text', v: label }] }))
        : [],
    key: kind === 'single' ? 'A' : '',
    answer: [],
    analysis: [],
    parts: [],
    card: {},
    ...over,
  };
}

const build = (kinds: QuestionKind[]) =>
  kinds.reduce((d, k) => addQuestion(d, buildQuestion(k)), emptyPaper('p1'));

describe('paper composition', () => {
  it('groups by kind in kind order and numbers 小题 across the paper', () => {
    const doc = build(['solve', 'single', 'blank', 'single', 'solve', 'single']);
    expect(doc.sections.map((s) => s.kind)).toEqual(['single', 'blank', 'solve']);
    expect(doc.sections.flatMap((s) => s.questions.map((q) => q.no))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(sectionHeader(doc.sections[0]!, 0)).toBe('一、选择题（共3题，共6分）');
    expect(sectionHeader(doc.sections[2]!, 2)).toBe('三、解答题（共2题，共20分）');
    expect(totals(doc)).toMatchObject({ count: 6, marks: 36 });
    expect(paperDoc.safeParse(doc).success).toBe(true);
  });

  it('does not add the same bank question twice', () => {
    const q = buildQuestion('single');
    const doc = addQuestion(addQuestion(emptyPaper('p'), q), { ...q, id: 'other' });
    expect(totals(doc).count).toBe(1);
  });

  it('writes Chinese numerals', () => {
    expect([1, 9, 10, 12, 20, 21].map(chineseNumeral)).toEqual([
      '一',
      '九',
      '十',
      '十二',
      '二十',
      '二十一',
    ]);
  });

  it('removes questions and kinds, dropping empty sections and renumbering', () => {
    let doc = build(['single', 'single', 'blank', 'solve']);
    doc = removeKind(doc, 'blank');
    expect(doc.sections.map((s) => s.kind)).toEqual(['single', 'solve']);
    const first = doc.sections[0]!.questions[0]!;
    doc = removeQuestion(doc, first.questionId);
    expect(doc.sections.flatMap((s) => s.questions.map((q) => q.no))).toEqual([1, 2]);
  });

  it('moves sections and questions, only between sections of the same kind', () => {
    let doc = build(['single', 'single', 'single', 'solve']);
    const [sel, solve] = doc.sections;
    doc = moveSection(doc, solve!.id, 0);
    expect(doc.sections.map((s) => s.kind)).toEqual(['solve', 'single']);
    expect(doc.sections[0]!.questions[0]!.no).toBe(1);
    const last = sel!.questions[2]!;
    doc = moveQuestion(doc, last.id, sel!.id, 0);
    expect(doc.sections[1]!.questions.map((q) => q.id)[0]).toBe(last.id);
    expect(moveQuestion(doc, last.id, solve!.id, 0)).toBe(doc);
  });

  it('sets scores of questions, parts and whole sections', () => {
    const withParts = buildQuestion('solve', {
      parts: [
        { label: '(1)', score: 4, stem: [], answer: [] },
        { label: '(2)', score: 6, stem: [], answer: [] },
      ],
    });
    let doc = addQuestion(build(['single', 'single']), withParts);
    doc = setSectionScore(doc, doc.sections[0]!.id, 3);
    expect(totals(doc).marks).toBe(16);
    doc = setPartScore(doc, withParts.id, 1, 8);
    expect(doc.sections[1]!.questions[0]!.score).toBe(12);
    doc = setScore(doc, withParts.id, 9);
    expect(doc.sections[1]!.questions[0]!.parts.map((p) => p.score)).toEqual([4.5, 4.5]);
    expect(splitScore(7, 3)).toEqual([2, 2, 3]);
  });

  it('warns about 0-point questions and parts, and says nothing when every score counts', () => {
    const withParts = buildQuestion('solve', {
      parts: [
        { label: '(1)', score: 4, stem: [], answer: [] },
        { label: '(2)', score: 6, stem: [], answer: [] },
      ],
    });
    let doc = addQuestion(build(['single', 'single']), withParts);
    expect(zeroScoreWarning(doc)).toBeNull();
    doc = setScore(doc, doc.sections[0]!.questions[1]!.id, 0);
    doc = setPartScore(doc, withParts.id, 1, 0);
    expect(zeroScoreWarning(doc)).toBe(
      '第2、3(2)题分值为 0 分，不计入总分，阅卷时也不给分；请设置分值，或确认这些题不计分',
    );
  });

  it('replaces a question keeping its place and score', () => {
    let doc = build(['single', 'single']);
    const target = doc.sections[0]!.questions[0]!;
    const next = buildQuestion('single', { score: 99 });
    doc = replaceQuestion(doc, target.id, next);
    const placed = doc.sections[0]!.questions[0]!;
    expect(placed).toMatchObject({ id: target.id, no: 1, score: 2, questionId: next.questionId });
  });
});
