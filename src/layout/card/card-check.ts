import { contains, expand, intersects, rectR } from '../geometry';
import { OBJECTIVE_GROUP_SIZE, paperQuestions, type PaperDoc } from '../paper';
import type { CardElement } from './card-element.types';
import type { CardLayout, CardPage } from './card.types';
import { FIDUCIAL_CLEAR } from './card.constants';
import { elementBubbles } from './element-bubbles';

/** Distance every element keeps from the sheet edges (scanners crop near the edge). */
export const PRINTABLE_INSET = 5;

/** Pairs of items whose rects overlap, named by id. */
function overlaps<T extends { id: string; rect: CardElement['rect'] }>(items: T[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < items.length; i++)
    for (let j = i + 1; j < items.length; j++)
      if (intersects(items[i]!.rect, items[j]!.rect))
        out.push(`${items[i]!.id} overlaps ${items[j]!.id}`);
  return out;
}

/** Geometry problems of one page: edges, fiducial clearance, overlaps, page marks. */
function pageProblems(layout: CardLayout, page: CardPage): string[] {
  const at = `page ${page.index}: `;
  const { width, height } = layout.sheet;
  const printable = rectR(
    PRINTABLE_INSET,
    PRINTABLE_INSET,
    width - 2 * PRINTABLE_INSET,
    height - 2 * PRINTABLE_INSET,
  );
  const out: string[] = [];
  const els = page.elements;
  const fiducials = els.filter((e) => e.kind === 'fiducial');
  for (const el of els) {
    if (!contains(printable, el.rect))
      out.push(`${el.id} is within ${PRINTABLE_INSET} mm of the sheet edge`);
    for (const b of elementBubbles(el))
      if (!contains(el.rect, b.rect)) out.push(`${b.id} lies outside ${el.id}`);
    for (const f of fiducials)
      if (f !== el && intersects(expand(f.rect, FIDUCIAL_CLEAR), el.rect))
        out.push(`${el.id} is too close to ${f.id}`);
    if (el.kind === 'objective-group' && el.questions.length > OBJECTIVE_GROUP_SIZE)
      out.push(`${el.id} is too large`);
  }
  out.push(...overlaps(els), ...overlaps(els.flatMap(elementBubbles)));
  const count = (kind: CardElement['kind']) => els.filter((e) => e.kind === kind).length;
  if (fiducials.length !== 4) out.push('4 fiducials expected');
  if (count('orientation-cue') !== 1) out.push('one orientation cue expected');
  const codes = els.filter((e) => e.kind === 'page-code');
  if (codes.length !== 1 || codes[0]!.code.page !== page.index)
    out.push('one page code of this page expected');
  return out.map((p) => at + p);
}

/** Where each question is answered: element ids of objective groups, boxes and essays. */
function answeredIn(layout: CardLayout): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const note = (questionId: string, id: string) =>
    seen.set(questionId, [...(seen.get(questionId) ?? []), id]);
  for (const el of layout.pages.flatMap((p) => p.elements)) {
    if (el.kind === 'objective-group') el.questions.forEach((q) => note(q.questionId, el.id));
    if (el.kind === 'subjective-box' && el.part.index === 1)
      el.questions.forEach((q) => note(q.questionId, el.id));
    if (el.kind === 'essay-grid' && el.part.index === 1) note(el.questionId, el.id);
  }
  return seen;
}

/** Lists what is wrong with a card layout (empty when sound); with the paper, checks coverage. */
export function cardLayoutProblems(layout: CardLayout, paper?: PaperDoc): string[] {
  const out = layout.pages.flatMap((p) => pageProblems(layout, p));
  const ids = layout.pages.flatMap((p) =>
    p.elements.flatMap((e) => [e.id, ...elementBubbles(e).map((b) => b.id)]),
  );
  const unique = new Set<string>();
  const dup = new Set(ids.filter((id) => unique.size === unique.add(id).size));
  if (dup.size > 0) out.push(`duplicate ids: ${[...dup].join(', ')}`);
  if (paper) {
    const seen = answeredIn(layout);
    for (const q of paperQuestions(paper)) {
      const where = seen.get(q.id) ?? [];
      if (where.length !== 1) out.push(`question ${q.no} is answered in ${where.length} places`);
    }
  }
  return out;
}
