/** 扫描 (/scan): scan settings, Dynamsoft and file acquisition, live progress, 异常处理, reconciliation, objective scores, printer check read-back. */
export { scanningReducer, type ScanningState, type WithScanning } from './scanning.slice';
