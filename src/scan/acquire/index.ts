/**
 * Browser acquisition, the second public entry of scan (src/scan/index.ts is the Node-only
 * recogniser that imports sharp and must never reach the browser bundle): the Dynamsoft Web TWAIN
 * adapter, file and folder import, and the spec's image rules applied before upload.
 */
export type { AcquireOrigin, AcquireSettings, AcquiredFile, SkippedFile } from './acquire.types';
export { imagePlan, planIsEmpty, type ImagePlan } from './image-rules';
export { applyImageRules, JPEG_QUALITY, type RuledImage } from './image-encode';
export {
  importFiles,
  importKind,
  pickedName,
  UNSUPPORTED_FILE,
  type ImportItem,
  type NamedFile,
} from './file-import';
export { takeDrop } from './dropped-files';
export {
  connectDwt,
  NO_LICENCE,
  SERVICE_MISSING,
  type ConnectResult,
  type InstallerLink,
} from './dwt-connect';
export {
  detectScanners,
  NO_SCANNER,
  SCANNER_FAILED,
  scanPages,
  type DetectResult,
  type ScanOutcome,
  type ScannerItem,
} from './dwt-session';
export { loadDwt } from './dwt-load';
export { DWT_RESOURCES_PATH, type DwtGlobal, type DwtScanner } from './dwt.types';
