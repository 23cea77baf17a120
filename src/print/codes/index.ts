/** Codes drawn as vectors: Code 128 bars and QR modules as filled rectangles. */
export * from './code128';
export * from './qr';
export * from './draw-codes';
