/** 打印: papers, keys, answer cards (blank and per class), labels, QR codes, the printer check page. */
export { PrintPage } from './components/print-page';
export { PRINT_TABS, tabPath, type PrintTab } from './model/print-tabs';
