/** Paper composition shared by the browser (/edit) and the server (basket, save). */
export * from './paper.schema';
export * from './compose';
export * from './arrange';
export * from './from-bank';
export * from './answer-card';
