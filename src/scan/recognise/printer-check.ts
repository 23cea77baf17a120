import { MM_PER_INCH, layoutPrinterCheck, type FiducialElement } from '../../layout';
import { buildWhiteMap } from '../bubbles/white-map';
import { applyHomography } from '../core/homography';
import { decodeScan } from '../decode/decode.stage';
import { findFiducials } from '../fiducials/fiducials.stage';
import { decideOrientation } from '../orientation/orientation.stage';
import { orientationPrior } from '../orientation/prior';

/** How a printer printed the check page: scale per axis, offset of the content from the sheet centre, rotation. */
export interface PrinterMeasure {
  scaleX: number;
  scaleY: number;
  /** Content centre minus sheet centre, mm; positive = right / down on the printed page. */
  offsetXmm: number;
  offsetYmm: number;
  rotationDeg: number;
}

const OPPOSITE = { tl: 'br', tr: 'bl', bl: 'tr', br: 'tl' } as const;

/**
 * Reads a scanned printer check page (layoutPrinterCheck): fiducials, orientation and fit give the
 * printer's scale and offset, assuming the scan shows the whole sheet at its stated resolution.
 */
export const readPrinterCheck = async (
  bytes: Uint8Array,
): Promise<({ ok: true } & PrinterMeasure) | { ok: false; reason: string }> => {
  const decoded = await decodeScan(bytes, { page: 0 });
  if (!decoded.ok) return decoded;
  const first = decoded.pages[0];
  if (!first?.ok) return { ok: false, reason: first?.reason ?? '文件中没有页面' };
  const page = first.page;
  const layout = layoutPrinterCheck('A4');
  const fiducials = layout.elements.filter((e): e is FiducialElement => e.kind === 'fiducial');
  const cue = layout.elements.find((e) => e.kind === 'orientation-cue')?.rect ?? null;
  const k = page.dpi / MM_PER_INCH;
  const found = findFiducials(page.image, {
    expected: fiducials.map((f) => f.centre),
    sideMm: fiducials[0]?.rect.w ?? 5,
    dpi: page.dpi,
    prior: orientationPrior(0, layout.sheet, k),
  });
  if (found.reason || found.ink === null)
    return { ok: false, reason: `校准页${found.reason ?? '定位块过浅'}` };
  const centreOf = new Map(fiducials.map((f) => [f.corner, f.centre]));
  const marks = found.marks.flatMap((m, i) => {
    const f = fiducials[i]!;
    const opposite = centreOf.get(OPPOSITE[f.corner]);
    return m && opposite ? [{ layout: f.centre, opposite, image: m.centre }] : [];
  });
  const ink = { white: buildWhiteMap(page.image, Math.round(6 * k)), black: found.ink };
  const o = decideOrientation({
    image: page.image,
    dpi: page.dpi,
    marks,
    guessDeg: 0,
    cue,
    ink,
    qr: null,
  });
  if (!o.ok) return { ok: false, reason: `校准页${o.reason}` };
  const c = { x: layout.sheet.width / 2, y: layout.sheet.height / 2 };
  const at = (dx: number, dy: number) =>
    applyHomography(o.fit.toImage, { x: c.x + dx, y: c.y + dy });
  const [p0, px, py] = [at(0, 0), at(1, 0), at(0, 1)];
  const turned = o.orientation === 180 ? -1 : 1;
  const dx = (p0.x / k - page.image.width / k / 2) * turned;
  const dy = (p0.y / k - page.image.height / k / 2) * turned;
  const angle = (Math.atan2(px.y - p0.y, px.x - p0.x) * 180) / Math.PI - o.orientation;
  return {
    ok: true,
    scaleX: Math.hypot(px.x - p0.x, px.y - p0.y) / k,
    scaleY: Math.hypot(py.x - p0.x, py.y - p0.y) / k,
    offsetXmm: dx,
    offsetYmm: dy,
    rotationDeg: ((angle + 540) % 360) - 180,
  };
};
