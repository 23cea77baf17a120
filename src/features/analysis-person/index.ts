/** 学生学情 (/analysis/person): one student's history, a paper in detail and the questions got wrong. */
export { PersonPage } from './components/person-page';
