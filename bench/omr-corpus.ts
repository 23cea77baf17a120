/**
 * OMR accuracy corpus: synthetic page-1 cards of a real layoutCard(buildPaper()), each question
 * marked by a seeded scenario (full, blank, light, half, erased then refilled, 多涂, tick, cross;
 * sets for 多选) and each sheet degraded (150–300 dpi, ±3° or 180°, 97–103%, shift, blur, noise,
 * JPEG 40–90, contrast down to 0.35×, some 1-bit) or photographed with a phone on a desk (a tenth,
 * drawn from a seed of their own so the scans stay as tuned). Counts answers read right, sent to
 * review, and silent errors (wrong and not flagged: must be zero).
 */
import sharp from 'sharp';
import { buildPaper, examNoBubbleId, layoutCard, type ObjectiveItem } from '../src/layout';
import { decodeScan, recognisePage, type ObjectiveOutcome } from '../src/scan';
import { buildCardMarks, cardSheet } from '../src/scan/synthetic/card-sheet';
import { renderScan, type ScanFaults } from '../src/scan/synthetic/synthetic-scan';
import {
  photographSheet,
  randomPhotoFaults,
  type PhotoFaults,
} from '../src/scan/synthetic/phone-photo';
import type { BubbleMark, Hand } from '../src/scan/synthetic/synthetic-sheet';
import type { HandMark } from '../src/scan/synthetic/hand-marks';

/** The file re-encoded without a resolution (JPEG says 72 dpi, PNG nothing; 1-bit through the browser's gray JPEG). */
const withoutDpi = async (bytes: Buffer, bitonal: boolean): Promise<Buffer> => {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const raw = sharp(data, { raw: info });
  return bitonal
    ? raw.grayscale().jpeg({ quality: 92 }).toBuffer()
    : raw.jpeg({ quality: 85 }).toBuffer();
};

type Scenario =
  | 'full'
  | 'blank'
  | 'light'
  | 'half'
  | 'erased'
  | 'double'
  | 'tick'
  | 'cross'
  | 'set'
  | 'set+light'
  | 'hand-fill'
  | 'hand-erased+fill'
  | 'hand-ask'
  | 'hand-set';
/** What a question must read as; `also` lists other answers that are not errors (a faint extra mark). */
interface Truth {
  scenario: Scenario;
  /** 'ask': a careful person would look (tick, cross, dot, faint mark): only review is right. */
  status: 'answered' | 'blank' | 'multiple' | 'ask';
  answer: string;
  also: string[];
}

const rng = (seed: number) => () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 4294967296;
const pickOf = <T>(r: () => number, weighted: [T, number][]): T => {
  let x = r() * weighted.reduce((s, [, w]) => s + w, 0);
  for (const [v, w] of weighted) if ((x -= w) < 0) return v;
  return weighted[0]![0];
};
const SINGLE: [Scenario, number][] = [
  ['full', 45],
  ['blank', 12],
  ['light', 10],
  ['half', 8],
  ['erased', 8],
  ['double', 7],
  ['tick', 5],
  ['cross', 5],
  ['hand-fill', 14],
  ['hand-erased+fill', 5],
  ['hand-ask', 8],
];
/** Stroke-built fills (hand-marks.ts) and the marks a person must look at. */
const HAND_FILLS: HandMark[] = [
  'zigzag',
  'loops',
  'scribble',
  'dense-2b',
  'light-2b',
  'pen-fill',
  'sloppy',
];
const HAND_ASK: HandMark[] = ['tick-out', 'tick-pen', 'cross-pen', 'cross-pencil', 'dot', 'faint'];
const MULTI: [Scenario, number][] = [
  ['set', 70],
  ['blank', 10],
  ['set+light', 10],
  ['erased', 10],
  ['hand-set', 15],
];

/** Marks one question by a scenario and returns its truth. */
const markQuestion = (
  q: ObjectiveItem,
  r: () => number,
  bitonal: boolean,
  marks: Record<string, BubbleMark>,
  strokes: Record<string, HandMark>,
): Truth => {
  const options = q.bubbles;
  const at = (k: number) => options[k % options.length]!;
  const i = Math.floor(r() * options.length);
  let scenario = pickOf(r, q.multiple ? MULTI : SINGLE);
  if (bitonal && ['light', 'half', 'tick', 'cross', 'set+light', 'hand-ask'].includes(scenario))
    scenario = q.multiple ? 'set' : 'full';
  const kinds = bitonal ? HAND_FILLS.filter((k) => k !== 'light-2b') : HAND_FILLS;
  const fillKind = (): HandMark => kinds[Math.floor(r() * kinds.length)]!;
  const answered = (vals: string[], also: string[] = []): Truth => ({
    scenario,
    status: 'answered',
    answer: [...vals].sort().join(''),
    also,
  });
  switch (scenario) {
    case 'blank':
      return { scenario, status: 'blank', answer: '', also: [] };
    case 'double':
      marks[at(i).id] = marks[at(i + 1).id] = 'full';
      return { scenario, status: 'multiple', answer: '', also: [] };
    case 'erased':
      marks[at(i).id] = 'full';
      if (!bitonal) marks[at(i + 1).id] = 'erased';
      return answered([at(i).value]);
    case 'set':
    case 'set+light': {
      const set = [at(i), at(i + 2)];
      set.forEach((b) => (marks[b.id] = 'full'));
      if (scenario === 'set') return answered(set.map((b) => b.value));
      marks[at(i + 1).id] = 'light';
      return answered(
        set.map((b) => b.value),
        [
          [...set, at(i + 1)]
            .map((b) => b.value)
            .sort()
            .join(''),
        ],
      );
    }
    case 'hand-fill':
      strokes[at(i).id] = fillKind();
      return answered([at(i).value]);
    case 'hand-erased+fill':
      strokes[at(i).id] = fillKind();
      if (!bitonal) strokes[at(i + 1).id] = 'erased-poorly';
      return answered([at(i).value]);
    case 'hand-ask':
      strokes[at(i).id] = HAND_ASK[Math.floor(r() * HAND_ASK.length)]!;
      return { scenario, status: 'ask', answer: '', also: [] };
    case 'hand-set': {
      const set = options.filter(() => r() < 0.6);
      const chosen = set.length ? set : [at(i)];
      chosen.forEach((b) => (strokes[b.id] = fillKind()));
      return answered(chosen.map((b) => b.value));
    }
    default:
      marks[at(i).id] = scenario === 'full' ? 'full' : scenario;
      return answered([at(i).value]);
  }
};

/** A student's fill: an ellipse of 85–105% of the bubble, up to 0.4 mm off centre, 2B to HB gray. */
const handOf = (r: () => number): Hand => ({
  dx: r() * 0.8 - 0.4,
  dy: r() * 0.6 - 0.3,
  coverage: 0.85 + r() * 0.2,
  ink: pickOf(r, [
    ['#222222', 2],
    ['#333333', 2],
    ['#474747', 1],
    ['#5a5a5a', 1],
  ]),
});

/** A sheet's degradations, seeded. */
const faultsOf = (r: () => number): Partial<ScanFaults> & { bitonal: boolean; noDpi: boolean } => {
  const bitonal = r() < 0.1;
  const upside = r() < 0.1;
  return {
    noDpi: r() < 0.25,
    dpi: pickOf(r, [
      [150, 1],
      [200, 1],
      [300, 2],
    ]),
    rotateDeg: (upside ? 180 : 0) + (r() * 6 - 3),
    scale: 0.97 + r() * 0.06,
    shiftMm: { x: r() * 6 - 3, y: r() * 6 - 3 },
    bedMm: 4,
    blur: pickOf(r, [
      [0, 2],
      [0.6, 1],
      [1.2, 1],
    ]),
    noise: r() * 8,
    contrast: bitonal
      ? 1
      : pickOf(r, [
          [1, 2],
          [0.7, 1],
          [0.35, 1],
        ]),
    quality: Math.round(40 + r() * 50),
    bitonal,
    format: bitonal ? 'png' : 'jpeg',
  };
};

/** Figures of a corpus run. */
export interface CorpusFigures {
  sheets: number;
  answers: number;
  correct: number;
  review: number;
  silent: string[];
  /** Per scenario: [count, correct, review, silent]. */
  byScenario: Record<string, [number, number, number, number]>;
  sheetsClean: number;
  pageFailures: string[];
  examNo: { right: number; review: number; silent: number };
  /** The phone photos among the sheets: [sheets, answers, correct, review, silent, pages not located]. */
  photos: [number, number, number, number, number, number];
}

/** A sheet photographed with a phone instead of scanned: the card at 200 dpi, then the photo. */
const photographed = async (
  sheet: Parameters<typeof renderScan>[0],
  faults: PhotoFaults,
  n: number,
): Promise<Buffer> => {
  const png = await renderScan(sheet, { dpi: 200, format: 'png' });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raster = { data, width: info.width, height: info.height };
  return (await photographSheet(raster, faults, n + 1)).bytes;
};

const verdict = (o: ObjectiveOutcome | undefined, t: Truth): 'correct' | 'review' | 'silent' => {
  if (!o) return 'silent';
  if (o.decision.review) return 'review';
  if (t.status === 'ask') return 'silent';
  const ok = o.decision.status === t.status && (o.answer === t.answer || t.also.includes(o.answer));
  return ok ? 'correct' : 'silent';
};

/** Runs the corpus: `sheets` cards from `seed`, a share of them (not 1-bit ones) phone photos. */
export const runCorpus = async (
  sheets: number,
  seed = 2024,
  photoShare = 0.1,
  /** Reads only this sheet (the others are drawn but not made): to look at one sheet again. */
  only?: number,
): Promise<CorpusFigures> => {
  const layout = layoutCard(buildPaper());
  const questions = layout.pages[0]!.elements.flatMap((e) =>
    e.kind === 'objective-group' ? e.questions : [],
  );
  const f: CorpusFigures = {
    sheets,
    answers: 0,
    correct: 0,
    review: 0,
    silent: [],
    byScenario: {},
    sheetsClean: 0,
    pageFailures: [],
    examNo: { right: 0, review: 0, silent: 0 },
    photos: [0, 0, 0, 0, 0, 0],
  };
  const r = rng(seed);
  // Photos draw from a generator of their own: the scanned sheets stay those the rules were tuned on.
  const pr = rng(seed ^ 0x5bd1e995);
  for (let n = 0; n < sheets; n++) {
    const faults = faultsOf(r);
    const marks: Record<string, BubbleMark> = {};
    const strokes: Record<string, HandMark> = {};
    const truths = questions.map((q) => markQuestion(q, r, faults.bitonal, marks, strokes));
    const examNo = Array.from({ length: 10 }, () => Math.floor(r() * 10)).join('');
    [...examNo].forEach((d, i) => (marks[examNoBubbleId(i, Number(d))] = 'full'));
    const hands: Record<string, Hand> = {};
    for (const id of Object.keys(marks)) hands[id] = handOf(r);
    const sheet = await cardSheet(layout, 1, buildCardMarks({ bubbles: marks, hands, strokes }));
    const photo = pr() < photoShare && !faults.bitonal ? randomPhotoFaults(pr) : null;
    if (only !== undefined && n !== only) continue;
    const scanned = photo ? await photographed(sheet, photo, n) : await renderScan(sheet, faults);
    // A quarter of the files carry no resolution, as chat tools and phone scan apps write them.
    const bytes = faults.noDpi && !photo ? await withoutDpi(scanned, faults.bitonal) : scanned;
    const decoded = await decodeScan(bytes);
    const page = decoded.ok && decoded.pages[0]?.ok ? decoded.pages[0].page : null;
    const result = page ? await recognisePage(page, () => layout) : null;
    const label = photo
      ? `#${n} 手机拍照 ${JSON.stringify(photo)}`
      : `#${n} ${JSON.stringify({ ...faults, shiftMm: undefined, bedMm: undefined })}`;
    if (photo) f.photos[0]++;
    if (!result || !['ok', '需复核'].includes(result.status)) {
      if (photo) f.photos[5]++;
      f.pageFailures.push(`${label}: ${result?.status ?? '图片异常'} ${result?.reason ?? ''}`);
      continue;
    }
    let clean = true;
    questions.forEach((q, i) => {
      const t = truths[i]!;
      const v = verdict(
        result.objective.find((o) => o.questionId === q.questionId),
        t,
      );
      f.answers++;
      const row = (f.byScenario[t.scenario] ??= [0, 0, 0, 0]);
      row[0]++;
      row[v === 'correct' ? 1 : v === 'review' ? 2 : 3]++;
      if (photo) f.photos[v === 'correct' ? 2 : v === 'review' ? 3 : 4]++;
      if (photo) f.photos[1]++;
      if (v === 'correct') f.correct++;
      else clean = false;
      if (v === 'review') f.review++;
      if (v === 'silent')
        f.silent.push(
          `${label} 第 ${q.no} 题 ${t.scenario}: 应为 ${t.status} ${t.answer}，读为 ${JSON.stringify(result.objective.find((o) => o.questionId === q.questionId)?.decision)}`,
        );
    });
    const s = result.student;
    if (s?.examNo === examNo) f.examNo.right++;
    else if (!s?.examNo) f.examNo.review++;
    else f.examNo.silent++;
    if (clean && s?.examNo === examNo) f.sheetsClean++;
  }
  return f;
};
