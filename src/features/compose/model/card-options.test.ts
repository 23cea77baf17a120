import { describe, expect, it } from 'vitest';
import { paperQuestions, subjectiveBoxHeight, type PaperDoc } from '../../../layout';
import { buildDoc } from '../compose.fixture';
import {
  boxHeightError,
  CARD_MESSAGES,
  defaultBoxHeight,
  essayCharsError,
  groupError,
  groupName,
  groupQuestions,
  optionalGroups,
  setQuestionCard,
  subjectiveQuestions,
  ungroup,
} from './card-options';
import { composeDoc } from './compose.reducer';

const cards = (doc: PaperDoc) => Object.fromEntries(paperQuestions(doc).map((q) => [q.id, q.card]));
const byId = (doc: PaperDoc, id: string) => paperQuestions(doc).find((q) => q.id === id)!;

describe('answer-card options of questions', () => {
  it('bounds box heights and essay lengths with Chinese messages', () => {
    expect(boxHeightError(15)).toBeNull();
    expect(boxHeightError(400)).toBeNull();
    for (const bad of [14, 401, 40.5, Number.NaN]) {
      expect(boxHeightError(bad)).toBe('答题框高度为 15～400 毫米的整数');
    }
    expect(essayCharsError(100)).toBeNull();
    expect(essayCharsError(2000)).toBeNull();
    for (const bad of [99, 2001, 800.5]) {
      expect(essayCharsError(bad)).toBe('作文格数为 100～2000 的整数');
    }
  });

  it("gives layout's default height whatever the teacher set", () => {
    const doc = setQuestionCard(buildDoc(), 'q6', { boxHeight: 90 });
    const q = byId(doc, 'q6');
    expect(subjectiveBoxHeight(q)).toBe(90);
    expect(defaultBoxHeight(q)).toBe(subjectiveBoxHeight({ ...q, card: {} }));
    expect(defaultBoxHeight(q)).toBe(16 + 4.5 * 12);
  });

  it('lists subjective questions only, in number order', () => {
    expect(subjectiveQuestions(buildDoc()).map((q) => q.no)).toEqual([4, 5, 6]);
  });

  it('groups questions of one kind and score, names the group and removes it', () => {
    const doc = buildDoc({ single: 2, solve: 3, essay: 1 });
    const grouped = groupQuestions(doc, ['q4', 'q5']);
    const [g] = optionalGroups(grouped);
    expect(g!.questions.map((q) => q.no)).toEqual([4, 5]);
    expect(groupName(g!)).toBe('第 4、5 题（解答，12分）');
    expect(cards(grouped)).toMatchObject({
      q4: { optionalGroup: 'g1' },
      q5: { optionalGroup: 'g1' },
    });
    const second = groupQuestions(setQuestionCard(grouped, 'q6', { boxHeight: 50 }), ['q3', 'q6']);
    expect(second).not.toBe(grouped);
    expect(optionalGroups(ungroup(grouped, 'g1'))).toEqual([]);
    expect(cards(ungroup(grouped, 'g1')).q4).toEqual({});
  });

  it('refuses groups of one question, mixed kinds or scores, and essays', () => {
    const doc = buildDoc({ blank: 1, solve: 2, essay: 2 });
    const qs = (...ids: string[]) => paperQuestions(doc).filter((q) => ids.includes(q.id));
    expect(groupError(qs('q2'))).toBe(CARD_MESSAGES.groupTooSmall);
    expect(groupError(qs('q1', 'q2'))).toBe('选做题须为同一题型、同一分值的题目');
    expect(groupError(qs('q4', 'q5'))).toBe(CARD_MESSAGES.groupMixed);
    const rescored = composeDoc(doc, { type: 'setScore', id: 'q3', score: 10 });
    expect(groupQuestions(rescored, ['q2', 'q3'])).toBe(rescored);
    expect(groupQuestions(doc, ['q2', 'q3'])).not.toBe(doc);
  });
});

describe('composeDoc with answer-card actions', () => {
  it('sets a valid card and ignores out-of-bounds values', () => {
    const doc = buildDoc();
    const set = composeDoc(doc, { type: 'setCard', id: 'q6', card: { boxHeight: 80 } });
    expect(byId(set, 'q6').card).toEqual({ boxHeight: 80 });
    expect(composeDoc(doc, { type: 'setCard', id: 'q6', card: { boxHeight: 5 } })).toBe(doc);
  });

  it('dissolves a 选做 group left with one question', () => {
    let doc = buildDoc({ solve: 3 });
    doc = composeDoc(doc, { type: 'groupQuestions', ids: ['q1', 'q2'] });
    expect(optionalGroups(doc)).toHaveLength(1);
    doc = composeDoc(doc, { type: 'removeQuestion', id: 'q1' });
    expect(optionalGroups(doc)).toEqual([]);
    expect(paperQuestions(doc).every((q) => q.card.optionalGroup === undefined)).toBe(true);
  });
});
