/** Spec section 9: the rem base of the mobile and large-screen pages. */
export const LAYOUT = {
  /** The width used for the rem base is capped at this many CSS pixels. */
  maxWidth: 540,
  /** The root font size is the (capped) width divided by this. */
  fontDivisor: 10,
  /** Window resizes are applied after this quiet time, in ms. */
  resizeDebounceMs: 300,
} as const;

/** Popover widths of the helper bar, in CSS pixels. */
export const POPOVER_WIDTH = { basket: 368, mobileQr: 190 } as const;

/** Root font size in px for a viewport width: min(width, 540) / 10. */
export function remBase(viewportWidth: number): number {
  return Math.min(viewportWidth, LAYOUT.maxWidth) / LAYOUT.fontDivisor;
}
