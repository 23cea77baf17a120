/** 学情分析 metrics: one definition of every figure for server, browser and large screen. */
export * from './analysis.types';
export * from './settings';
export * from './descriptive';
export * from './ranking';
export * from './rates';
export * from './bands';
export * from './summary';
export * from './results';
export * from './questions';
export * from './knowledge';
export * from './options';
export * from './critical';
export * from './standard-scores';
export * from './definitions';
export * from './analyse-exam';
