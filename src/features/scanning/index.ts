/** 扫描 (/scan): scan settings, Dynamsoft and file acquisition, live progress, 异常处理, reconciliation, objective scores, printer check read-back. */
export { ScanPage, NEEDS_YEAR } from './components/scan-page';
export type { ScannerConfig } from './hooks/use-scanner';
export { scanningReducer, type ScanningState, type WithScanning } from './scanning.slice';
