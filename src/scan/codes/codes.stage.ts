import { MM_PER_INCH } from '../../layout';
import { boundsOf, quadPx, type QuadPx } from '../core/geometry';
import type { Vec2 } from '../core/homography';
import { clampBox, grayImage, type PixelBox } from '../core/image';
import type { DecodedPage } from '../decode/decode.stage';
import { readSourceRegion } from '../decode/page-source';
import type { ReadResult } from 'zxing-wasm/reader';
import { zxingRead, type CodeFormat } from './zxing';

/** What to look for and where: a region of the geometry image (e.g. a mapped layout rect). */
export interface CodeRequest {
  format: CodeFormat;
  /** Points (geometry px) whose bounds are the region of interest. */
  region: readonly Vec2[];
  /** Margin around the region, mm (default 4). */
  marginMm?: number;
  /** Accepts a decoded text (e.g. a valid page code); others are skipped as foreign codes. */
  accept?: (text: string) => boolean;
  /** Which attempts of the ladder to make (default all). */
  attempts?: readonly CodeAttempt[];
}

/** Which attempt read the code: the region on the geometry image, at full resolution, a wider region, the whole page. */
export type CodeAttempt = 'roi' | 'roi-full' | 'wide' | 'page';

/** A code read from the page; corners in geometry px in the symbol's own order (top-left first). */
export interface CodeRead {
  text: string;
  format: CodeFormat;
  corners: QuadPx;
  attempt: CodeAttempt;
}

/** The codes stage's answer: the code, or why none was read. */
export type CodeResult = { found: true; code: CodeRead } | { found: false; reason: string };

/** Full-resolution reads are reduced to at most this resolution (zxing needs ~3 px per module). */
const FULL_DPI_CAP = 300;

type Reader = (box: PixelBox) => Promise<{ text: string; corners: Corners }[]>;
type Corners = readonly [Vec2, Vec2, Vec2, Vec2];

const cornersOf = (p: ReadResult['position'], map: (v: Vec2) => Vec2): Corners => [
  map(p.topLeft),
  map(p.topRight),
  map(p.bottomRight),
  map(p.bottomLeft),
];

const onGeometry =
  (page: DecodedPage, format: CodeFormat, thorough: boolean): Reader =>
  async (box) =>
    (await zxingRead(page.image, box, format, thorough)).map((r) => ({
      text: r.text,
      corners: cornersOf(r.position, (p) => ({ x: p.x + box.left, y: p.y + box.top })),
    }));

const onSource =
  (page: DecodedPage, format: CodeFormat): Reader =>
  async (box) => {
    const s = page.scale;
    const full = clampBox(
      page.source,
      box.left * s,
      box.top * s,
      (box.left + box.width) * s,
      (box.top + box.height) * s,
    );
    if (!full) return [];
    const reduce = Math.max(1, page.source.dpi / FULL_DPI_CAP);
    const region = await readSourceRegion(page.source, full, reduce);
    const k = full.width / region.width;
    const image = grayImage(region.width, region.height, region.data);
    const whole = { left: 0, top: 0, width: region.width, height: region.height };
    return (await zxingRead(image, whole, format, false)).map((r) => ({
      text: r.text,
      corners: cornersOf(r.position, (p) => ({
        x: (p.x * k + full.left) / s,
        y: (p.y * k + full.top) / s,
      })),
    }));
  };

/**
 * Codes stage: reads a QR or Code128 in a region of interest, first on the geometry image (QR only),
 * then at full resolution, then in a region three times as wide, and (QR only) on the whole page.
 */
export const readCode = async (page: DecodedPage, request: CodeRequest): Promise<CodeResult> => {
  const { format } = request;
  const margin = ((request.marginMm ?? 4) * page.dpi) / MM_PER_INCH;
  const b = boundsOf(request.region);
  const grow = (m: number): PixelBox | null =>
    clampBox(page.image, b.x0 - m, b.y0 - m, b.x1 + m, b.y1 + m);
  const wideMargin = margin + Math.max(b.x1 - b.x0, b.y1 - b.y0);
  const qr = format === 'QRCode';
  const ladder: [CodeAttempt, Reader, PixelBox | null][] = [
    ['roi', onGeometry(page, format, false), qr ? grow(margin) : null],
    ['roi-full', onSource(page, format), grow(margin)],
    ['wide', onSource(page, format), grow(wideMargin)],
    ['page', onGeometry(page, format, true), qr ? grow(Infinity) : null],
  ];
  let foreign = 0;
  const allowed = request.attempts ?? ['roi', 'roi-full', 'wide', 'page'];
  for (const [attempt, read, box] of ladder) {
    if (!box || !allowed.includes(attempt)) continue;
    for (const hit of await read(box)) {
      if (request.accept && !request.accept(hit.text)) {
        foreign++;
        continue;
      }
      return {
        found: true,
        code: { text: hit.text, format, corners: quadPx(hit.corners), attempt },
      };
    }
  }
  const what = format === 'QRCode' ? '二维码' : '条形码';
  return {
    found: false,
    reason: foreign > 0 ? `${what}不是本系统印制的（读到 ${foreign} 个外来码）` : `未读到${what}`,
  };
};

/** Clockwise angle (degrees, 0–360) of a code's top edge in the image: how the page is turned. */
export const codeAngle = (code: CodeRead): number => {
  const [tl, tr] = code.corners;
  const deg = (Math.atan2(tr.y - tl.y, tr.x - tl.x) * 180) / Math.PI;
  return (deg + 360) % 360;
};
