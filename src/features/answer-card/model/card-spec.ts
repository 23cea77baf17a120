import { cardColumnChoices, layoutCard, type CardLayout, type PaperSize } from '../../../layout';
import { specToDoc, type CardSpec, type CardSpecSection } from '../../../shared/paper';

/** A new card: 10 单选 (4 options, 3 分) and 2 解答 (10 分) on A4, barcode and 考号 bubbles. */
export const newSpec = (subjectId = ''): CardSpec => ({
  title: '',
  subjectId,
  size: 'A4',
  studentId: 'both',
  idDigits: 8,
  multiPartialShare: 0.5,
  sections: [
    { type: 'objective', kind: 'single', count: 10, options: 4, score: 3, keys: [] },
    { type: 'subjective', kind: 'solve', count: 2, score: 10, optional: false },
  ],
});

/** A section added by the maker's buttons. */
export const newSection = (type: CardSpecSection['type']): CardSpecSection =>
  type === 'objective'
    ? { type, kind: 'single', count: 5, options: 4, score: 3, keys: [] }
    : { type, kind: 'solve', count: 1, score: 10, optional: false };

/** The card of a spec as print will lay it out (null when the spec cannot be laid out yet). */
export function previewLayout(spec: CardSpec): CardLayout | null {
  try {
    return layoutCard(specToDoc({ ...spec, title: spec.title || '答题卡' }, 'preview'));
  } catch {
    return null;
  }
}

/** The spec with its size changed; columns fall back to the size's default when not offered. */
export function withSize(spec: CardSpec, size: PaperSize): CardSpec {
  const cols = cardColumnChoices(size);
  return {
    ...spec,
    size,
    columns: spec.columns && cols.includes(spec.columns) ? spec.columns : cols[0],
  };
}

/** Keys imported by question number, written into the objective sections they fall in. */
export function applyKeys(spec: CardSpec, keys: { no: number; key: string }[]): CardSpec {
  const byNo = new Map(keys.map((k) => [k.no, k.key]));
  let no = 0;
  return {
    ...spec,
    sections: spec.sections.map((s) => {
      const first = no + 1;
      no += s.count;
      if (s.type !== 'objective') return s;
      return {
        ...s,
        keys: Array.from({ length: s.count }, (_, i) => byNo.get(first + i) ?? s.keys[i] ?? ''),
      };
    }),
  };
}

/** Total marks and questions of a spec. */
export const specTotals = (spec: CardSpec) => ({
  questions: spec.sections.reduce((n, s) => n + s.count, 0),
  marks: spec.sections.reduce((n, s) => n + s.count * s.score, 0),
});
