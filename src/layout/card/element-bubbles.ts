import type { Bubble, CardElement, CardElementKind, CardElementOf } from './card-element.types';

type BubblesOf<K extends CardElementKind> = (el: CardElementOf<K>) => Bubble[];

const none = (): Bubble[] => [];

const BUBBLES: { [K in CardElementKind]: BubblesOf<K> } = {
  fiducial: none,
  'orientation-cue': none,
  'page-code': none,
  text: none,
  'student-info': none,
  'barcode-area': none,
  'id-bubbles': (el) => el.columns.flatMap((c) => c.bubbles),
  'absent-mark': (el) => [el.bubble],
  'objective-group': (el) => el.questions.flatMap((q) => q.bubbles),
  'subjective-box': none,
  'essay-grid': none,
  'optional-choice': (el) => el.bubbles,
};

/** Every bubble of an element (考号 digits, 缺考, options, 选做 choices), in reading order. */
export function elementBubbles(el: CardElement): Bubble[] {
  const get = BUBBLES[el.kind] as BubblesOf<typeof el.kind>;
  return get(el);
}
