/** Codes drawn as vectors: Code 128 (encoded by bwip-js) bars and QR modules as filled rectangles. */
export * from './barcode';
export * from './qr';
export * from './draw-codes';
