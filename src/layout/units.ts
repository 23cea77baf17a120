/** Branded length units: the model is in millimetres; only print makes points, only scan makes pixels. */
declare const unitBrand: unique symbol;
type Brand<T, B extends string> = T & { readonly [unitBrand]: B };

/** A length in millimetres (the layout model's unit, top-left origin). */
export type Mm = Brand<number, 'mm'>;
/** A length in PDF points (1/72 inch); made only by print. */
export type Pt = Brand<number, 'pt'>;
/** A length in image pixels; made only by scan. */
export type Px = Brand<number, 'px'>;

/** Millimetres per inch. */
export const MM_PER_INCH = 25.4;

/** Brands a number as millimetres. */
export const mm = (n: number): Mm => n as Mm;
/** Brands a number as points. */
export const pt = (n: number): Pt => n as Pt;
/** Brands a number as pixels. */
export const px = (n: number): Px => n as Px;

/** Converts millimetres to PDF points. */
export const mmToPt = (v: Mm): Pt => pt((v * 72) / MM_PER_INCH);
/** Converts PDF points to millimetres. */
export const ptToMm = (v: Pt): Mm => mm((v * MM_PER_INCH) / 72);
/** Converts millimetres to pixels at a resolution in dots per inch. */
export const mmToPx = (v: Mm, dpi: number): Px => px((v * dpi) / MM_PER_INCH);
/** Converts pixels at a resolution in dots per inch to millimetres. */
export const pxToMm = (v: Px, dpi: number): Mm => mm((v * MM_PER_INCH) / dpi);

/** A point in millimetres, top-left origin, y down. */
export interface PointMm {
  x: Mm;
  y: Mm;
}

/** An axis-aligned rectangle in millimetres, top-left origin. */
export interface RectMm {
  x: Mm;
  y: Mm;
  w: Mm;
  h: Mm;
}

/** Builds a rectangle from plain numbers in millimetres. */
export const rect = (x: number, y: number, w: number, h: number): RectMm => ({
  x: mm(x),
  y: mm(y),
  w: mm(w),
  h: mm(h),
});
