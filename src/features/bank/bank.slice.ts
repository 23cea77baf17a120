import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The chosen 学段 / 学科 / 教材 (spec client state `stageSubIdObj`). */
export interface StageSubIdObj {
  stageId: string;
  subjectId: string;
  textbookId: string;
}

/** Which tree the bank browses by (spec client state "chapter type", default booknode). */
export type ChapterType = 'booknode' | 'knowledge';

/** The bank's client state. */
export interface BankState {
  stageSubIdObj: StageSubIdObj | null;
  chapterType: ChapterType;
}

/** Where the choice is remembered between visits. */
export const BANK_CHOICE_KEY = 'zy.bank.stageSubIdObj';

/** The remembered choice, or null when none (or unreadable). */
export function loadChoice(storage: Storage = localStorage): StageSubIdObj | null {
  try {
    const v = JSON.parse(storage.getItem(BANK_CHOICE_KEY) ?? 'null') as StageSubIdObj | null;
    return v && typeof v.subjectId === 'string' && typeof v.stageId === 'string' ? v : null;
  } catch {
    return null;
  }
}

const initialState = (): BankState => ({
  stageSubIdObj: typeof localStorage === 'undefined' ? null : loadChoice(),
  chapterType: 'booknode',
});

const slice = createSlice({
  name: 'bank',
  initialState,
  reducers: {
    /** Chooses 学段 / 学科 / 教材 and remembers it. */
    chooseStageSubject(state, action: PayloadAction<StageSubIdObj>) {
      state.stageSubIdObj = action.payload;
    },
    /** Switches between the 章节 (booknode) and 知识点 trees. */
    setChapterType(state, action: PayloadAction<ChapterType>) {
      state.chapterType = action.payload;
    },
  },
});

/** The bank slice's reducer (the app mounts it under `bank`). */
export const bankReducer = slice.reducer;
/** The bank slice's actions. */
export const { chooseStageSubject, setChapterType } = slice.actions;

/** The part of the root state the bank reads. */
export interface BankRootState {
  bank: BankState;
}
/** The chosen 学段 / 学科 / 教材. */
export const selectStageSubIdObj = (s: BankRootState) => s.bank.stageSubIdObj;
/** The tree the bank browses by. */
export const selectChapterType = (s: BankRootState) => s.bank.chapterType;
