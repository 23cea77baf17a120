/** Fonts: Noto Sans SC, parsed once, embedded as subsets. */
export * from './font-loader';
export * from './font-set';
export { fontkitAdapter } from './fontkit-adapter';
