import sharp from 'sharp';
import { encodePageCode, type CardLayout, type RectMm } from '../../../layout';
import {
  addScanNoise,
  bubbleSvg,
  buildCardMarks,
  cardSheet,
  qrSvg,
  sheetSvg,
} from '../../../scan/synthetic';
import { seeded, type StudentPlan } from './demo-exam.plan';

/** Resolution of the demo scans: a school scanner's usual setting. */
export const DEMO_DPI = 150;

/** Handwriting-like pen lines across a box (more lines for a fuller answer), as SVG in mm. */
function handwriting(area: RectMm, share: number, rand: () => number): string {
  const lines = Math.max(1, Math.round(1 + share * 5));
  const top = area.y + Math.min(9, area.h * 0.25);
  const height = area.y + area.h - 3 - top;
  const out: string[] = [];
  for (let l = 0; l < lines; l++) {
    const y = top + ((l + 0.5) * height) / lines;
    const width = area.w * (0.45 + rand() * 0.45);
    const pts = Array.from({ length: 16 }, (_, i) => {
      const x = area.x + 4 + (i / 15) * width;
      return `${x.toFixed(2)},${(y + (rand() - 0.5) * Math.min(5, height / lines)).toFixed(2)}`;
    });
    out.push(
      `<polyline points="${pts.join(' ')}" fill="none" stroke="#1c1c2a" stroke-width="0.45" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }
  return out.join('');
}

/** A page as printed (every element but the personal QR) on the scanner, grey pixels. */
interface BlankPage {
  data: Buffer;
  width: number;
  height: number;
}

/** How askew a sheet lies on the glass (degrees): one of a few, so each blank is drawn once. */
const SKEWS = [-0.4, 0.3];

const blanks = new WeakMap<CardLayout, Map<string, Promise<BlankPage>>>();

/** Turns the sheet's content about its centre (SVG, mm). */
const turn = (layout: CardLayout, deg: number) =>
  `rotate(${deg} ${layout.sheet.width / 2} ${layout.sheet.height / 2})`;

/** The printed page without its QR, askew, rasterised once per paper page and skew. */
function blankPage(layout: CardLayout, pageNo: number, deg: number): Promise<BlankPage> {
  const pages = blanks.get(layout) ?? new Map<string, Promise<BlankPage>>();
  blanks.set(layout, pages);
  const key = `${pageNo}:${deg}`;
  const hit = pages.get(key);
  if (hit) return hit;
  const made = (async () => {
    const page = layout.pages.find((p) => p.index === pageNo)!;
    const elements = page.elements.filter((el) => el.kind !== 'page-code');
    const printed = { ...layout, pages: [{ ...page, elements }] };
    const spec = await cardSheet(printed, pageNo, buildCardMarks());
    const { data, info } = await sharp(Buffer.from(sheetSvg(spec, DEMO_DPI, turn(layout, deg))))
      .flatten({ background: spec.paper })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    addScanNoise(data, 3, pageNo);
    return { data, width: info.width, height: info.height };
  })();
  pages.set(key, made);
  return made;
}

/**
 * A student's filled card page as a scanner gives it (grey JPEG): the printed page, the
 * personalised QR, the chosen options filled, the 缺考 bubble when absent, and handwriting in each
 * answer box not left blank, slightly askew. Only the student's ink is drawn per sheet; the
 * printed page is drawn once per paper.
 */
export async function demoScan(
  layout: CardLayout,
  pageNo: number,
  examNo: string,
  plan: StudentPlan,
  seed: number,
): Promise<Buffer> {
  const page = layout.pages.find((p) => p.index === pageNo);
  if (!page) throw new Error(`no page ${pageNo}`);
  const rand = seeded(seed);
  const ink: string[] = [];
  const fill = (r: RectMm) => ink.push(bubbleSvg(r, 'full', 'none'));
  for (const el of page.elements) {
    if (el.kind === 'page-code') {
      const s = el.quietZone;
      const code = encodePageCode({ ...el.code, examNo });
      ink.push(await qrSvg(code, el.qr.x + s, el.qr.y + s, el.qr.w - 2 * s));
    }
    if (el.kind === 'absent-mark' && plan.absent) fill(el.bubble.rect);
    if (plan.absent) continue;
    if (el.kind === 'objective-group')
      for (const q of el.questions) {
        const chosen = plan.choices[q.questionId];
        for (const b of q.bubbles) if (chosen?.includes(b.value)) fill(b.rect);
      }
    if (el.kind === 'subjective-box') {
      const box = plan.boxes[el.questions[0]?.questionId ?? ''];
      if (box && !box.blank) ink.push(handwriting(el.rect, box.share, rand));
    }
  }
  const deg = SKEWS[Math.floor(rand() * SKEWS.length)]!;
  const blank = await blankPage(layout, pageNo, deg);
  const { width, height } = blank;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${layout.sheet.width} ${layout.sheet.height}"><g transform="${turn(layout, deg)}">${ink.join('')}</g></svg>`;
  const over = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
  // The ink over the printed page (alpha blend of the grey ink on the paper's grey).
  const out = Buffer.from(blank.data);
  for (let i = 0, n = out.length; i < n; i++) {
    const a = over[i * 4 + 3]!;
    if (a) out[i] = (out[i]! * (255 - a) + over[i * 4]! * a) / 255;
  }
  return sharp(out, { raw: { width, height, channels: 1 } })
    .withMetadata({ density: DEMO_DPI })
    .jpeg({ quality: 82 })
    .toBuffer();
}
