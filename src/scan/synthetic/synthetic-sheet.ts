import QRCode from 'qrcode';
import { layoutFiducials, mm, type RectMm } from '../../layout';

/** How a student marked a bubble in a synthetic sheet. */
export type BubbleMark = 'blank' | 'full' | 'half' | 'light' | 'erased' | 'tick' | 'cross';

/** A synthetic sheet for tests and benchmarks: size, paper colour and SVG shapes in mm. */
export interface SheetSpec {
  widthMm: number;
  heightMm: number;
  paper: string;
  /** Fiducial squares: centre and side in mm. */
  fiducials: { x: number; y: number; side: number }[];
  /** Further SVG fragments drawn in mm coordinates. */
  shapes: string[];
}

/** The layout's four corner fiducials of a sheet (centres FIDUCIAL_INSET from the edges). */
export const cornerFiducials = (widthMm: number, heightMm: number): SheetSpec['fiducials'] =>
  layoutFiducials({ width: mm(widthMm), height: mm(heightMm) }).map((f) => ({
    x: f.centre.x,
    y: f.centre.y,
    side: f.rect.w,
  }));

/** Builds a sheet spec: A4 portrait, off-white paper, four corner fiducials, unless overridden. */
export const buildSheet = (overrides: Partial<SheetSpec> = {}): SheetSpec => {
  const widthMm = overrides.widthMm ?? 210;
  const heightMm = overrides.heightMm ?? 297;
  return {
    widthMm,
    heightMm,
    paper: '#f5f3ee',
    fiducials: cornerFiducials(widthMm, heightMm),
    shapes: [],
    ...overrides,
  };
};

const rectSvg = (x: number, y: number, w: number, h: number, fill: string): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`;

/** A hand-made fill: an ellipse (coverage 1 ≈ the bubble's rect), offset in mm, and the pencil's gray. */
export interface Hand {
  dx: number;
  dy: number;
  coverage: number;
  ink: string;
}

const frameSvg = (r: RectMm, outline: string): string =>
  `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="none" stroke="${outline}" stroke-width="0.25"/>`;

const handFill = (r: RectMm, mark: 'full' | 'light' | 'erased', hand: Hand): string => {
  const ink = mark === 'full' ? hand.ink : mark === 'light' ? '#a8a8a8' : '#dcd9d4';
  const rx = (r.w / 2) * hand.coverage * 1.12;
  const ry = (r.h / 2) * hand.coverage * 1.2;
  return `<ellipse cx="${r.x + r.w / 2 + hand.dx}" cy="${r.y + r.h / 2 + hand.dy}" rx="${rx}" ry="${ry}" fill="${ink}"/>`;
};

/** One option bubble: a red (or given) outline and the student's mark inside. */
export const bubbleSvg = (
  r: RectMm,
  mark: BubbleMark,
  outline = '#e03a3a',
  hand?: Hand,
): string => {
  if (hand && (mark === 'full' || mark === 'light' || mark === 'erased'))
    return handFill(r, mark, hand) + frameSvg(r, outline);
  const frame = frameSvg(r, outline);
  const line = (x0: number, y0: number, x1: number, y1: number): string =>
    `<line x1="${r.x + x0 * r.w}" y1="${r.y + y0 * r.h}" x2="${r.x + x1 * r.w}" y2="${r.y + y1 * r.h}" stroke="#1e1e1e" stroke-width="0.5" stroke-linecap="round"/>`;
  const fills: Record<BubbleMark, string> = {
    blank: '',
    full: rectSvg(r.x - 0.2, r.y - 0.2, r.w + 0.4, r.h + 0.4, '#2b2b2b'),
    half: rectSvg(r.x, r.y, r.w * 0.6, r.h, '#2b2b2b'),
    light: rectSvg(r.x, r.y, r.w, r.h, '#a4a4a4'),
    erased: rectSvg(r.x, r.y, r.w, r.h, '#dedbd6'),
    tick: line(0.15, 0.55, 0.4, 0.85) + line(0.4, 0.85, 0.9, 0.1),
    cross: line(0.1, 0.1, 0.9, 0.9) + line(0.9, 0.1, 0.1, 0.9),
  };
  return fills[mark] + frame;
};

/** A QR code of `text` filling a square at (x, y) of side `size` mm. */
export const qrSvg = async (text: string, x: number, y: number, size: number): Promise<string> => {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
  const modules = Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1] ?? 1);
  const body = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return `<g transform="translate(${x} ${y}) scale(${size / modules})">${body}</g>`;
};

/** The sheet as an SVG of `dpi` pixels per inch (or, standalone = false, its printed content only, in mm). */
export const sheetSvg = (
  spec: SheetSpec,
  dpi: number,
  transform = '',
  standalone = true,
): string => {
  const marks = spec.fiducials.map((f) =>
    rectSvg(f.x - f.side / 2, f.y - f.side / 2, f.side, f.side, '#141414'),
  );
  const content = `<g transform="${transform}">${marks.join('')}${spec.shapes.join('')}</g>`;
  if (!standalone) return content;
  const w = Math.round((spec.widthMm / 25.4) * dpi);
  const h = Math.round((spec.heightMm / 25.4) * dpi);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${spec.widthMm} ${spec.heightMm}">` +
    `<rect width="${spec.widthMm}" height="${spec.heightMm}" fill="${spec.paper}"/>${content}</svg>`
  );
};
