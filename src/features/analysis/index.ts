/** 学情分析: 年级学情 (/analysis/grade) and 班级学情 (/analysis/class). */
export { GradeAnalysisPage } from './components/grade-page';
export { ClassAnalysisPage } from './components/class-page';
