/** 组卷中心 (/edit type=2) and 试卷设置 (/paperset): compose a paper with autosave and preview. */
export { ComposePage } from './components/compose-page';
export { PapersetPage } from './components/paperset-page';
export { PaperPreview } from './components/paper-preview';
