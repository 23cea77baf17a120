/** 作业列表 (/paperlist): the teacher's papers, filters, and assignment to classes. */
export { PaperListPage } from './components/paper-list-page';
