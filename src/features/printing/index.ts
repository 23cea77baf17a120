/**
 * 打印: papers, keys, answer cards (blank and per class), labels, QR codes, the printer check page,
 * and grades (score sheets, report slips, grade summary; a test print with invented data).
 */
export { PRINT_TABS, tabPath, type PrintTab } from './model/print-tabs';
