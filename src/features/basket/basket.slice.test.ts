import { describe, expect, it } from 'vitest';
import { buildBasketInfo, SAMPLE_TYPES } from './basket.fixture';
import {
  basketCleared,
  basketLoaded,
  basketQuestionDeleted,
  basketReducer,
  currentPaperChosen,
  selectBasketCount,
  selectCurrentPaper,
  selectCurrentTypes,
  selectInBasket,
  stageSubjectChanged,
  type BasketState,
} from './basket.slice';

const start = (): BasketState => basketReducer(undefined, { type: 'init' });
const root = (basket: BasketState) => ({ basket });
const physics = { id: 'paper-phy', subjectId: 'junior-physics', subjectName: '物理' };
const twoPapers = () =>
  buildBasketInfo([
    {},
    { paper: physics, types: [{ dataName: '单选', questionCount: 2, typeId: 1 }] },
  ]);

describe('basket slice (spec section 4)', () => {
  it('stores the basket after loading and makes the first paper current', () => {
    const state = basketReducer(start(), basketLoaded(buildBasketInfo()));
    expect(selectBasketCount(root(state))).toBe(16);
    expect(selectCurrentPaper(root(state))?.id).toBe('paper-math');
    expect(selectCurrentTypes(root(state))).toEqual(SAMPLE_TYPES);
    expect(selectInBasket(root(state), 'paper-math-t1-q1')).toBe(true);
    expect(selectInBasket(root(state), 'elsewhere')).toBe(false);
  });

  it('clears its state when the basket is empty', () => {
    const loaded = basketReducer(start(), basketLoaded(buildBasketInfo()));
    const empty = basketReducer(loaded, basketLoaded(buildBasketInfo([], { sumCount: 0 })));
    expect(empty.info).toBeNull();
    expect(empty.currentId).toBeNull();
    expect(selectBasketCount(root(empty))).toBe(0);
    expect(selectCurrentTypes(root(empty))).toEqual([]);
  });

  it('clearing removes the current paper’s basket and keeps the server’s message', () => {
    const loaded = basketReducer(start(), basketLoaded(twoPapers()));
    const cleared = basketReducer(
      loaded,
      basketCleared({ paperInfoId: 'paper-math', message: '试题篮已清空' }),
    );
    expect(cleared.message).toBe('试题篮已清空');
    expect(cleared.info?.paperInfo.map((p) => p.id)).toEqual(['paper-phy']);
    expect(cleared.info?.type['paper-math']).toBeUndefined();
    expect(selectBasketCount(root(cleared))).toBe(2);
    expect(cleared.currentId).toBe('paper-phy');
  });

  it('clearing the last paper clears the state', () => {
    const loaded = basketReducer(start(), basketLoaded(buildBasketInfo()));
    const cleared = basketReducer(
      loaded,
      basketCleared({ paperInfoId: 'paper-math', message: '试题篮已清空' }),
    );
    expect(cleared.info).toBeNull();
    expect(cleared.currentId).toBeNull();
  });

  it('deleting a question refreshes only when the answer carries data', () => {
    const loaded = basketReducer(start(), basketLoaded(buildBasketInfo()));
    expect(basketReducer(loaded, basketQuestionDeleted(null))).toBe(loaded);
    expect(basketReducer(loaded, basketQuestionDeleted(undefined))).toBe(loaded);
    const fewer = buildBasketInfo([{ types: SAMPLE_TYPES.slice(1) }]);
    const next = basketReducer(loaded, basketQuestionDeleted(fewer));
    expect(selectBasketCount(root(next))).toBe(10);
    expect(selectCurrentTypes(root(next)).map((r) => r.dataName)).toEqual(['双选', '应用', '解答']);
  });

  it('makes the paper of the chosen stage and subject current, also across refreshes', () => {
    let state = basketReducer(start(), basketLoaded(twoPapers()));
    state = basketReducer(
      state,
      stageSubjectChanged({ stageId: 'junior', subjectId: 'junior-physics' }),
    );
    expect(selectCurrentPaper(root(state))?.subjectName).toBe('物理');
    state = basketReducer(state, basketLoaded(twoPapers()));
    expect(state.currentId).toBe('paper-phy');
    state = basketReducer(state, stageSubjectChanged({ stageId: 'senior', subjectId: 'x' }));
    expect(state.currentId).toBe('paper-phy');
  });

  it('remembers a stage and subject chosen before their paper exists', () => {
    let state = basketReducer(start(), basketLoaded(buildBasketInfo()));
    state = basketReducer(
      state,
      stageSubjectChanged({ stageId: 'junior', subjectId: 'junior-physics' }),
    );
    expect(state.currentId).toBe('paper-math');
    state = basketReducer(state, basketLoaded(twoPapers()));
    expect(state.currentId).toBe('paper-phy');
  });

  it('lets the popover choose a paper, which sets the stage and subject', () => {
    let state = basketReducer(start(), basketLoaded(twoPapers()));
    state = basketReducer(state, currentPaperChosen('paper-phy'));
    expect(state.stageSubject).toEqual({ stageId: 'junior', subjectId: 'junior-physics' });
    expect(basketReducer(state, currentPaperChosen('missing'))).toBe(state);
  });
});
