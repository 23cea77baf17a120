/** Paper flow: a paper laid out into pages, columns, blocks and lines (pure, in mm). */
export * from './flow.types';
export { flowPaper } from './paper-flow';
export type { PaperFlowOptions } from './paper.blocks';
export { END_ANSWERS_TITLE } from './paper.blocks';
export { chineseNumeral } from './numerals';
export { sectionHeading, sectionName } from './section.blocks';
export { questionLead } from './question.blocks';
export { examInfoText, PAPER_DEFAULT_NOTICE } from './header.blocks';
export { answerRuns, keyText } from './answer-runs';
export { optionsPerRow } from './options.rows';
export { pageNumberText } from './page-numbers.stage';
export { STYLES as PAPER_STYLES } from './flow-style';
export { flowAnswerKey, KEY_TITLES, type AnswerKeyOptions } from './answer-key.flow';
export { KEY_TABLE_GROUP } from './key-table.rows';
