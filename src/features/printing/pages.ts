/** The routed pages of 打印, loaded with their routes (React.lazy in src/app), never by the shell. */
export { PrintPage } from './components/print-page';
export { GradePrintPage } from './components/grade-print-page';
