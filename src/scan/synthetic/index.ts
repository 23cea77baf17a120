/**
 * Scan images drawn in pure Node from a card layout (no PDF rasteriser): the demo exam's filled
 * cards and the test corpora. Node only (sharp), like scan/index.ts.
 */
export { buildCardMarks, cardSheet, type CardMarks } from './card-sheet';
export { renderScan, buildScanFaults, type ScanFaults } from './synthetic-scan';
export { encodeScan, addScanNoise, type ScanEncoding } from './scan-encode';
export { bubbleSvg, qrSvg, sheetSvg, type BubbleMark, type SheetSpec } from './synthetic-sheet';
export {
  buildPhotoFaults,
  photographSheet,
  randomPhotoFaults,
  type PhotoFaults,
} from './phone-photo';
