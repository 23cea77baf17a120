import type { SizeMm } from '../geometry';
import type { StudentIdMode } from '../paper';
import type { PaperSize } from '../paper-sizes';
import type { RectMm } from '../units';
import type { CardElement, CardElementKind } from './card-element.types';

/** Version of the card layout model; bump it and teach restore() to upgrade the old one. */
export const CARD_LAYOUT_VERSION = 1;

/** One printed page of an answer card. */
export interface CardPage {
  /** Page number from 1; odd pages are fronts, page 2 is the back of sheet 1. */
  index: number;
  side: 'front' | 'back';
  /** The answer columns of the page (one on A4/B4/16K, two on A3/8K). */
  columns: RectMm[];
  elements: CardElement[];
}

/** A laid-out answer card: every element print draws and scan reads, in mm. */
export interface CardLayout {
  kind: 'card';
  version: typeof CARD_LAYOUT_VERSION;
  paperId: string;
  paperVersion: number;
  size: PaperSize;
  sheet: SizeMm;
  pages: CardPage[];
}

/** Overrides of the paper's settings when laying out a card (e.g. to preview another size). */
export interface CardLayoutOptions {
  size?: PaperSize;
  studentId?: StudentIdMode;
  /** Digits of the 考号 grid, clamped to 4–12. */
  idDigits?: number;
  /** Answer columns per page (see cardColumnChoices); the size's default otherwise. */
  columns?: number;
  /** 注意事项 lines; the paper's notice (one item per line) or the default when absent. */
  notice?: string[];
}

/** Every element kind, in drawing order; a new kind does not compile until it is listed. */
export const CARD_ELEMENT_KINDS = Object.keys({
  fiducial: true,
  'orientation-cue': true,
  'page-code': true,
  text: true,
  'student-info': true,
  'barcode-area': true,
  'id-bubbles': true,
  'absent-mark': true,
  'objective-group': true,
  'subjective-box': true,
  'essay-grid': true,
  'optional-choice': true,
} satisfies Record<CardElementKind, true>) as CardElementKind[];

/** Distributes Omit over a union. */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
/** A card element before its id is given (ids derive from content, see card-ids.ts). */
export type CardElementDraft = WithoutId<CardElement>;
