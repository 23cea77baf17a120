/** 答题卡制作 (/answerCard without a paperId). */
export { AnswerCardPage } from './components/answer-card-page';
