import { describe, expect, it } from 'vitest';
import { fromBankQuestion, sectionHeader, totals } from '../../../shared/paper';
import { buildBankQuestion, buildDoc } from '../compose.fixture';
import { composeDoc } from './compose.reducer';

const numbers = (doc: ReturnType<typeof buildDoc>) =>
  doc.sections.flatMap((s) => s.questions.map((q) => `${q.no}:${q.id}`));

describe('composeDoc', () => {
  it('reorders 大题 and renumbers 小题 across the paper', () => {
    const doc = buildDoc();
    const solve = doc.sections[2]!;
    const next = composeDoc(doc, { type: 'moveSection', sectionId: solve.id, to: 0 });
    expect(next.sections.map((s) => s.kind)).toEqual(['solve', 'single', 'blank']);
    expect(numbers(next)).toEqual(['1:q6', '2:q1', '3:q2', '4:q3', '5:q4', '6:q5']);
    expect(sectionHeader(next.sections[0]!, 0)).toBe('一、解答题（共1题，共12分）');
  });

  it('reorders questions inside their 大题', () => {
    const doc = buildDoc();
    const single = doc.sections[0]!;
    const next = composeDoc(doc, { type: 'moveQuestion', id: 'q3', sectionId: single.id, to: 0 });
    expect(numbers(next).slice(0, 3)).toEqual(['1:q3', '2:q1', '3:q2']);
  });

  it('sets scores of questions, parts and whole 大题, keeping the running total', () => {
    let doc = buildDoc();
    expect(totals(doc)).toMatchObject({ count: 6, marks: 3 * 3 + 2 * 4 + 12 });
    doc = composeDoc(doc, { type: 'setScore', id: 'q1', score: 5 });
    expect(totals(doc).marks).toBe(31);
    doc = composeDoc(doc, { type: 'setSectionScore', sectionId: doc.sections[0]!.id, score: 4 });
    expect(sectionHeader(doc.sections[0]!, 0)).toBe('一、选择题（共3题，共12分）');
    expect(totals(doc).marks).toBe(32);
  });

  it('gives each part its score and the question their sum', () => {
    const base = buildDoc({ solve: 1 });
    const withParts = {
      ...base,
      sections: base.sections.map((s) => ({
        ...s,
        questions: s.questions.map((q) => ({
          ...q,
          parts: [
            { label: '(1)', score: 6, stem: [], answer: [] },
            { label: '(2)', score: 6, stem: [], answer: [] },
          ],
        })),
      })),
    };
    const doc = composeDoc(withParts, { type: 'setPartScore', id: 'q1', part: 1, score: 8 });
    expect(doc.sections[0]!.questions[0]).toMatchObject({ score: 14 });
  });

  it('ignores scores that are negative, too large or not numbers', () => {
    const doc = buildDoc();
    for (const score of [-1, 201, Number.NaN]) {
      expect(composeDoc(doc, { type: 'setScore', id: 'q1', score })).toBe(doc);
      expect(composeDoc(doc, { type: 'setPartScore', id: 'q1', part: 0, score })).toBe(doc);
    }
  });

  it('renames a 大题 unless the name is empty or too long', () => {
    const doc = buildDoc();
    const id = doc.sections[0]!.id;
    expect(
      composeDoc(doc, { type: 'renameSection', sectionId: id, title: ' 单项选择题 ' }),
    ).toMatchObject({ sections: [{ title: '单项选择题' }, {}, {}] });
    expect(composeDoc(doc, { type: 'renameSection', sectionId: id, title: '  ' })).toBe(doc);
    expect(composeDoc(doc, { type: 'renameSection', sectionId: id, title: '题'.repeat(31) })).toBe(
      doc,
    );
  });

  it('deletes a question, dropping its 大题 when it empties', () => {
    const doc = composeDoc(buildDoc(), { type: 'removeQuestion', id: 'q6' });
    expect(doc.sections.map((s) => s.kind)).toEqual(['single', 'blank']);
    expect(totals(doc).count).toBe(5);
  });

  it('replaces a question with a similar one in the same place with the same score', () => {
    const next = fromBankQuestion(buildBankQuestion({ score: 9 }));
    const doc = composeDoc(buildDoc(), { type: 'replaceQuestion', id: 'q2', next });
    expect(doc.sections[0]!.questions[1]).toMatchObject({
      id: 'q2',
      no: 2,
      score: 3,
      questionId: 'bank-new',
      key: 'B',
    });
  });

  it('replaces the settings', () => {
    const doc = buildDoc();
    const settings = { ...doc.settings, size: 'A3' as const, sealLine: true };
    expect(composeDoc(doc, { type: 'setSettings', settings }).settings).toBe(settings);
  });
});
