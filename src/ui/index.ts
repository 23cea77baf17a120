/** Shared browser pieces for app and features. */
export * from './http';
export { RichText } from './rich-text/rich-text';
