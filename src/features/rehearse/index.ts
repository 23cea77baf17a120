/** 错题重练 (/rehearse): wrong-question lists, the review schedule, personalised practice. */
export { RehearsePage } from './components/rehearse-page';
