/** 数据中心: the grade director's reports (学科统计, 作业批改报表, 班级均分及小题对比). */
export { SubjectPage } from './components/subject-page';
export { CorrectScorePage } from './components/correct-score-page';
export { AverageScorePage } from './components/average-score-page';
