/** The routed page of 扫描, loaded with its route (React.lazy in src/app), never by the shell. */
export { ScanPage, NEEDS_YEAR } from './components/scan-page';
export type { ScannerConfig } from './hooks/use-scanner';
