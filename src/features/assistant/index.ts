/** 作业助手: 数据分析, 作业讲评, 作业详情 and 作业报告 of one marked homework (/assistant/*). */
export { AssistantAnalysisPage } from './components/analysis-page';
export { AssistantCommentaryPage } from './components/commentary-page';
export { AssistantDetailsPage } from './components/details-page';
export { AssistantReportPage } from './components/report-page';
export { ASSISTANT_TABS } from './components/assistant-frame';
