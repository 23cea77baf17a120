import type { CardElement, CardElementKind, CardElementOf, PageCode } from '../../layout';
import {
  drawEssayGrid,
  drawObjectiveGroup,
  drawOptionalChoice,
  drawSubjectiveBox,
} from './answers.draw';
import type { PrintCanvas } from './canvas';
import { drawPageCode, drawSolid, drawTextElement } from './marks.draw';
import type { PrintStudent } from './print-student';
import {
  drawAbsentMark,
  drawBarcodeArea,
  drawIdBubbles,
  drawStudentInfo,
  stampBarcodeArea,
  stampIdBubbles,
  stampStudentInfo,
} from './student.draw';

/** What differs from card to card: the page code and, on a personalised card, the student. */
export interface CardStamp {
  /** The page's code; it carries the student's 考号 when personalised. */
  code: PageCode;
  student?: PrintStudent;
}

/** How one element kind prints: its part in the shared template and its per-card stamp. */
interface ElementPrinter<K extends CardElementKind> {
  template(c: PrintCanvas, el: CardElementOf<K>, personalised: boolean): void;
  stamp?(c: PrintCanvas, el: CardElementOf<K>, stamp: CardStamp): void;
}

const nothing = (): void => undefined;

/** A stamp that only applies to personalised cards. */
const forStudent =
  <K extends CardElementKind>(
    draw: (c: PrintCanvas, el: CardElementOf<K>, s: PrintStudent) => void,
  ): NonNullable<ElementPrinter<K>['stamp']> =>
  (c, el, stamp) => {
    if (stamp.student) draw(c, el, stamp.student);
  };

/** Every element kind's printer: a new kind does not compile until it is listed here. */
const PRINTERS: { [K in CardElementKind]: ElementPrinter<K> } = {
  fiducial: { template: drawSolid },
  'orientation-cue': { template: drawSolid },
  'page-code': { template: nothing, stamp: (c, el, s) => drawPageCode(c, el, s.code) },
  text: { template: drawTextElement },
  'student-info': {
    template: drawStudentInfo,
    stamp: forStudent(stampStudentInfo),
  },
  'barcode-area': {
    template: drawBarcodeArea,
    stamp: forStudent(stampBarcodeArea),
  },
  'id-bubbles': {
    template: drawIdBubbles,
    stamp: forStudent(stampIdBubbles),
  },
  'absent-mark': { template: drawAbsentMark },
  'objective-group': { template: drawObjectiveGroup },
  'subjective-box': { template: drawSubjectiveBox },
  'essay-grid': { template: drawEssayGrid },
  'optional-choice': { template: drawOptionalChoice },
};

const printerOf = (el: CardElement) => PRINTERS[el.kind] as ElementPrinter<typeof el.kind>;

/** Tells whether an element has a part in the shared template (a page code has none). */
export const hasTemplate = (el: CardElement): boolean => printerOf(el).template !== nothing;

/** Draws the parts of card elements that every copy shares (everything but codes and names). */
export const drawCardTemplate = (
  c: PrintCanvas,
  elements: readonly CardElement[],
  personalised: boolean,
): void => {
  for (const el of elements) printerOf(el).template(c, el, personalised);
};

/** Draws the parts of card elements that differ per copy: page QR, name, class, 考号 codes. */
export const drawCardStamp = (
  c: PrintCanvas,
  elements: readonly CardElement[],
  stamp: CardStamp,
): void => {
  for (const el of elements) printerOf(el).stamp?.(c, el, stamp);
};
