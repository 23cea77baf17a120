import { describe, expect, it } from 'vitest';
import { rect, type RectMm } from '../../layout';
import { decodeOnePage } from '../testing/decoded';
import { fitSheet } from '../testing/fitted';
import { handMarkSvg, type HandMark } from '../synthetic/hand-marks';
import { renderScan, type ScanFaults } from '../synthetic/synthetic-scan';
import { bubbleSvg, buildSheet } from '../synthetic/synthetic-sheet';
import { scoreBubbles } from './bubbles.stage';
import { calibrate } from './calibrate';
import { decideChoice, type ChoiceDecision } from './decide';
import { buildWhiteMap } from './white-map';

const LABELS = ['A', 'B', 'C', 'D'];
/** Option rect of row `q`, option `o`: the layout's 5.5 × 3.2 mm bubbles, 7.5 mm pitch, 6 mm rows. */
const optionRect = (q: number, o: number): RectMm =>
  rect(30 + (q % 2) * 90 + o * 7.5, 30 + Math.floor(q / 2) * 6, 5.5, 3.2);

/** A hand mark, or a student's oval fill in light pencil (#a8 gray, 85–105% of the bubble). */
type Mark = HandMark | 'light-oval';
type Marks = Partial<Record<'A' | 'B' | 'C' | 'D', Mark>>;
interface Case {
  name: string;
  marks: Marks;
  multiple?: boolean;
  want: Pick<ChoiceDecision, 'status' | 'selected'>;
}
const review = (...selected: string[]) => ({ status: 'review' as const, selected });
const answered = (...selected: string[]) => ({ status: 'answered' as const, selected });

/** Each case is one question row; every row's other options stay empty. */
const CASES: Case[] = [
  { name: 'zig-zag pencil fill', marks: { B: 'zigzag' }, want: answered('B') },
  { name: 'fill drawn as loops', marks: { C: 'loops' }, want: answered('C') },
  { name: 'two-pass scribble', marks: { A: 'scribble' }, want: answered('A') },
  { name: 'dense 2B (50% darker)', marks: { D: 'dense-2b' }, want: answered('D') },
  { name: 'light 2B (35% darker)', marks: { B: 'light-2b' }, want: answered('B') },
  { name: 'pen fill', marks: { A: 'pen-fill' }, want: answered('A') },
  { name: 'light pencil oval', marks: { C: 'light-oval' }, want: answered('C') },
  {
    name: 'multi-select, a full fill and a light oval',
    marks: { A: 'pen-fill', D: 'light-oval' },
    multiple: true,
    want: answered('A', 'D'),
  },
  {
    name: 'a light oval beside a fill on a single choice',
    marks: { B: 'light-oval', C: 'zigzag' },
    want: { status: 'multiple', selected: ['B', 'C'] },
  },
  { name: 'sloppy fill past the bubble', marks: { C: 'sloppy' }, want: answered('C') },
  {
    name: 'new fill beside a poor erasure',
    marks: { A: 'erased-poorly', C: 'zigzag' },
    want: answered('C'),
  },
  {
    name: 'a poor erasure alone',
    marks: { B: 'erased-poorly' },
    want: { status: 'blank', selected: [] },
  },
  { name: 'tick leaving the bubble', marks: { B: 'tick-out' }, want: review('B') },
  { name: 'pen tick', marks: { C: 'tick-pen' }, want: review('C') },
  { name: 'pen cross', marks: { A: 'cross-pen' }, want: review('A') },
  { name: 'pencil cross', marks: { D: 'cross-pencil' }, want: review('D') },
  { name: 'a dot', marks: { B: 'dot' }, want: review('B') },
  { name: 'a faint mark (27% darker)', marks: { C: 'faint' }, want: review('C') },
  {
    name: 'multi-select, every option light 2B',
    marks: { A: 'light-2b', B: 'light-2b', C: 'light-2b', D: 'light-2b' },
    multiple: true,
    want: answered('A', 'B', 'C', 'D'),
  },
  {
    name: 'multi-select, one dense and two light',
    marks: { A: 'dense-2b', C: 'light-2b', D: 'light-2b' },
    multiple: true,
    want: answered('A', 'C', 'D'),
  },
  {
    name: '双选 with a zig-zag and loops',
    marks: { A: 'zigzag', B: 'loops' },
    multiple: true,
    want: answered('A', 'B'),
  },
  {
    name: 'two fills on a single choice, one lighter',
    marks: { B: 'light-2b', D: 'pen-fill' },
    want: { status: 'multiple', selected: ['B', 'D'] },
  },
  { name: 'blank', marks: {}, want: { status: 'blank', selected: [] } },
];

const sheet = buildSheet({
  shapes: CASES.flatMap((c, q) =>
    LABELS.flatMap((l, o) => {
      const r = optionRect(q, o);
      const mark = c.marks[l as keyof Marks];
      const frame = `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="none" stroke="#e03a3a" stroke-width="0.25"/>`;
      if (mark === 'light-oval')
        return [bubbleSvg(r, 'light', '#e03a3a', { dx: 0.3, dy: -0.2, coverage: 0.88, ink: '' })];
      return [(mark ? handMarkSvg(r, mark, q * 4 + o + 1) : '') + frame];
    }),
  ),
});

const read = async (faults: Partial<ScanFaults>): Promise<ChoiceDecision[]> => {
  const page = await decodeOnePage(await renderScan(sheet, faults));
  const { fit, black } = fitSheet(page, sheet);
  const ink = { white: buildWhiteMap(page.image, Math.round(page.dpi / 4)), black };
  const rows = CASES.map((_, q) =>
    scoreBubbles(
      page.image,
      fit,
      LABELS.map((l, o) => ({ id: `${q}${l}`, rect: optionRect(q, o) })),
      ink,
      page.dpi,
    ),
  );
  const cal = calibrate(rows.flat());
  return rows.map((row, q) =>
    decideChoice(
      row.map((s, o) => ({ value: LABELS[o]!, ...s })),
      CASES[q]!.multiple ?? false,
      cal,
    ),
  );
};

describe('hand-made marks against the page’s empty bubbles', () => {
  it.each<[string, Partial<ScanFaults>]>([
    ['clean 300 dpi', {}],
    ['turned 1°, noise and blur', { rotateDeg: 1, noise: 5, blur: 0.7 }],
    ['200 dpi, washed out', { dpi: 200, contrast: 0.6 }],
    ['150 dpi, blurred', { dpi: 150, blur: 1.2 }],
    ['300 dpi, contrast 0.35×, JPEG 45', { contrast: 0.35, quality: 45, noise: 3 }],
  ])(
    'reads fills, sends ticks, crosses, dots and faint marks to review: %s',
    async (_n, faults) => {
      const got = await read(faults);
      const table = CASES.map((c, q) => ({
        name: c.name,
        status: got[q]!.status,
        selected: got[q]!.selected,
      }));
      expect(table).toEqual(CASES.map((c) => ({ name: c.name, ...c.want })));
    },
  );
});
