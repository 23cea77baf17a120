import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BasketInfo } from '../../shared/api';

/** The 学段 + 学科 the teacher is working in (the spec's stageSubIdObj). */
export interface StageSubject {
  stageId: string;
  subjectId: string;
}

/** Spec section 4: the 试题篮 held in client state. */
export interface BasketState {
  /** The basket as the server last sent it; null when empty (the state is cleared). */
  info: BasketInfo | null;
  /** The basket paper (paperInfo id) the popover shows. */
  currentId: string | null;
  stageSubject: StageSubject | null;
  /** The server's message of the last 清空全部. */
  message: string | null;
}

const initialState: BasketState = {
  info: null,
  currentId: null,
  stageSubject: null,
  message: null,
};

const matches = (info: BasketInfo, ss: StageSubject | null) =>
  ss
    ? info.paperInfo.find((p) => p.stageId === ss.stageId && p.subjectId === ss.subjectId)
    : undefined;

/** The paper that becomes current: the one of the stage + subject, else the previous one, else the first. */
function pickCurrent(info: BasketInfo, previous: string | null, ss: StageSubject | null) {
  const kept = info.paperInfo.find((p) => p.id === previous);
  return (matches(info, ss) ?? kept ?? info.paperInfo[0])?.id ?? null;
}

/** Stores a new basket, or clears the state when it is empty. */
function refresh(state: BasketState, info: BasketInfo | null) {
  if (!info || info.sumCount <= 0 || info.paperInfo.length === 0) {
    state.info = null;
    state.currentId = null;
    return;
  }
  state.currentId = pickCurrent(info, state.currentId, state.stageSubject);
  state.info = info;
}

const slice = createSlice({
  name: 'basket',
  initialState,
  reducers: {
    /** Refresh after loading (also after adding and deleting a 题型: the answer is the basket). */
    basketLoaded(state, action: PayloadAction<BasketInfo>) {
      refresh(state, action.payload);
    },
    /** Refresh after 清空全部: that paper's basket is gone; the server's message is kept. */
    basketCleared(state, action: PayloadAction<{ paperInfoId: string; message: string }>) {
      const { paperInfoId, message } = action.payload;
      state.message = message;
      const info = state.info;
      if (!info) return;
      const removed = (info.type[paperInfoId] ?? []).reduce((n, row) => n + row.questionCount, 0);
      const type = { ...info.type };
      delete type[paperInfoId];
      refresh(state, {
        ...info,
        sumCount: info.sumCount - removed,
        paperInfo: info.paperInfo.filter((p) => p.id !== paperInfoId),
        type,
      });
    },
    /** Refresh after deleting a question: only when the answer carries data. */
    basketQuestionDeleted(state, action: PayloadAction<BasketInfo | null | undefined>) {
      if (action.payload) refresh(state, action.payload);
    },
    /** The teacher switched 学段/学科: the basket paper of that pair becomes current. */
    stageSubjectChanged(state, action: PayloadAction<StageSubject>) {
      state.stageSubject = action.payload;
      const found = state.info ? matches(state.info, action.payload) : undefined;
      if (found) state.currentId = found.id;
    },
    /** The popover's paper selector. */
    currentPaperChosen(state, action: PayloadAction<string>) {
      const found = state.info?.paperInfo.find((p) => p.id === action.payload);
      if (!found) return;
      state.currentId = found.id;
      state.stageSubject = { stageId: found.stageId, subjectId: found.subjectId };
    },
  },
});

export const {
  basketLoaded,
  basketCleared,
  basketQuestionDeleted,
  stageSubjectChanged,
  currentPaperChosen,
} = slice.actions;
/** The basket reducer; the app mounts it under `basket`. */
export const basketReducer = slice.reducer;

/** The part of the app state this feature reads. */
export interface WithBasket {
  basket: BasketState;
}

/** The whole basket state. */
export const selectBasket = (root: WithBasket) => root.basket;
/** The badge number: every question in every basket paper. */
export const selectBasketCount = (root: WithBasket) => root.basket.info?.sumCount ?? 0;
/** The basket paper the popover shows. */
export const selectCurrentPaper = (root: WithBasket) =>
  root.basket.info?.paperInfo.find((p) => p.id === root.basket.currentId) ?? null;
const NO_ROWS: BasketInfo['type'][string] = [];
/** 题型/数量 rows of the current paper. */
export const selectCurrentTypes = (root: WithBasket) =>
  (root.basket.currentId && root.basket.info?.type[root.basket.currentId]) || NO_ROWS;
/** Whether a bank question is in the basket. */
export const selectInBasket = (root: WithBasket, questionId: string) =>
  root.basket.info?.questionIds.includes(questionId) ?? false;
