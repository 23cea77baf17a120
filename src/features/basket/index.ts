/** 试题篮: its state slice, the helper bar entry and popover, and the add/remove toggle. */
export {
  basketReducer,
  stageSubjectChanged,
  selectBasketCount,
  selectInBasket,
  type BasketState,
  type StageSubject,
  type WithBasket,
} from './basket.slice';
export { BasketEntry, type BasketEntryProps } from './components/basket-entry';
export { BasketSummary, composeHref } from './components/basket-summary';
export { BasketToggle } from './components/basket-toggle';
export { useBasketActions, type BasketActions, type BasketQuestionRef } from './hooks/use-basket';
