/** Public surface of the sheet model shared by print and scan. */
export * from './units';
export * from './paper-sizes';
export * from './paper';
export * from './geometry';
export * from './frame/page-frame';
export * from './frame/seal-gutter';
export * from './page-code/page-code';
export * from './card/card-element.types';
export * from './card/card.types';
export * from './card/card.constants';
export * from './card/card.layout';
export * from './card/card-check';
export * from './card/card-ids';
export * from './card/element-bubbles';
export {
  cardColumnChoices,
  cardFrame,
  layoutFiducials,
  type CardFrame,
} from './card/page-marks.layout';
export { subjectiveBoxHeight, blankLines } from './card/subjective.layout';
export { essayCellRect } from './card/essay.layout';
export { optionLabels } from './card/objective.layout';
export { DEFAULT_NOTICE } from './card/student.layout';
export * from './testing/paper.factory';
export { restore, tryRestore, InvalidCardLayoutError } from './card/restore';
export { cardLayoutSchema } from './card/card.schema';
export * from './paper-flow';
export * from './labels/label-sheets';
export * from './labels/labels.layout';
export * from './printer-check/printer-check.layout';
