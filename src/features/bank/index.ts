/** The question bank: browser (选题), question authoring (新建 / 衍生 / 编辑) and Word import. */
export {
  bankReducer,
  chooseStageSubject,
  setChapterType,
  selectStageSubIdObj,
  selectChapterType,
  type BankState,
  type BankRootState,
  type StageSubIdObj,
  type ChapterType,
} from './bank.slice';
export type { BankQuestion } from '../../shared/api';
