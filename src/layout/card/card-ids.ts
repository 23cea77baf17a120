import type {
  CardElement,
  CardElementKind,
  CardElementOf,
  ElementPart,
} from './card-element.types';
import type { CardElementDraft } from './card.types';

type IdRule<K extends CardElementKind> = (el: Omit<CardElementOf<K>, 'id'>, page: number) => string;

const partSuffix = (part: ElementPart): string => (part.count > 1 ? `-part${part.index}` : '');

/** How each kind's id derives from its content, so ids stay stable across layouts. */
const ID_RULES: { [K in CardElementKind]: IdRule<K> } = {
  fiducial: (el, page) => `p${page}-fiducial-${el.corner}`,
  'orientation-cue': (_el, page) => `p${page}-cue`,
  'page-code': (_el, page) => `p${page}-code`,
  text: (el, page) => `p${page}-${el.role}${el.ref ? `-${el.ref}` : ''}`,
  'student-info': () => 'student-info',
  'barcode-area': () => 'barcode-area',
  'id-bubbles': () => 'exam-no',
  'absent-mark': () => 'absent',
  'objective-group': (el) => `group-${el.questions[0]?.questionId ?? ''}`,
  'subjective-box': (el) => `box-${el.questions[0]?.questionId ?? ''}${partSuffix(el.part)}`,
  'essay-grid': (el) => `essay-${el.questionId}${partSuffix(el.part)}`,
  'optional-choice': (el) => `choice-${el.group}`,
};

/** The stable id of an element on a page (1-based), derived from its kind and content. */
export function cardElementId(el: CardElementDraft, page: number): string {
  const rule = ID_RULES[el.kind] as IdRule<typeof el.kind>;
  return rule(el, page);
}

/** Gives a drafted element its id. */
export const withId = (el: CardElementDraft, page: number): CardElement =>
  ({ id: cardElementId(el, page), ...el }) as CardElement;

/** Id of an objective option bubble, e.g. `q7-B`. */
export const optionBubbleId = (questionId: string, value: string): string =>
  `${questionId}-${value}`;
/** Id of a 考号 bubble: digit column (0-based) and value. */
export const examNoBubbleId = (digit: number, value: number): string => `exam-no-${digit}-${value}`;
/** Id of the 缺考 bubble. */
export const ABSENT_BUBBLE_ID = 'absent-bubble';
/** Id of a 选做题 bubble. */
export const choiceBubbleId = (group: string, questionId: string): string =>
  `choice-${group}-${questionId}`;
