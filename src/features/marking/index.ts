/** 网阅 (/correct, /write): tasks, 阅卷设置, the marking workspace, 质量监控, 问题卷, scores. */
export { CorrectPage } from './components/correct-page';
export { WritePage } from './components/write-page';
