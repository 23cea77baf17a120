/** Public surface of scan: recognition stages (image → result) and the page orchestrator. */
export * from './core/image';
export * from './core/geometry';
export { applyHomography, invertHomography, type Homography, type Vec2 } from './core/homography';
export * from './decode/decode.stage';
export * from './decode/page-source';
export * from './decode/scan-size';
export { pageScanImage } from './decode/pdf-images';
export { resolveDpi } from './decode/dpi';
export * from './fiducials/fiducials.stage';
export * from './fit/fit.stage';
export * from './orientation/orientation.stage';
export { orientationPrior } from './orientation/prior';
export * from './codes/codes.stage';
export { loadZxing, type CodeFormat } from './codes/zxing';
export * from './bubbles/bubbles.stage';
export * from './bubbles/white-map';
export * from './bubbles/decide';
export * from './bubbles/exam-no';
export * from './crops/crops.stage';
export * from './crops/answer-crops';
export * from './crops/answer-ink';
export * from './recognise/page-result.types';
export * from './recognise/recognise-page';
export {
  defaultPageCodeHints,
  findPageCode,
  type PageCodeHint,
  type PageCodeFind,
} from './recognise/page-code.step';
export * from './recognise/printer-check';
