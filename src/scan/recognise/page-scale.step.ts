import { MM_PER_INCH, type CardPage, type PageCodeElement } from '../../layout';
import type { CodeRead } from '../codes/codes.stage';
import { distance as dist, scaleQuad } from '../core/geometry';
import { geometryImage, type DecodedPage } from '../decode/decode.stage';

/** A file's own resolution is believed unless the page code disagrees by more than this. */
const TAGGED_TOLERANCE = 0.12;
/** A guessed resolution gives way to the page code's from this difference. */
const GUESSED_TOLERANCE = 0.02;

/** Pixels per mm of the geometry image, measured on the QR symbol as read (its four sides). */
export const qrPxPerMm = (el: PageCodeElement, read: CodeRead): number => {
  const side = el.qr.w - 2 * el.quietZone;
  const [a, b, c, d] = read.corners;
  return (dist(a, b) + dist(b, c) + dist(c, d) + dist(d, a)) / 4 / side;
};

/**
 * The page at the resolution its page code shows: the card size the code names and the QR's printed
 * side give pixels per mm, so a scan without a resolution tag (or with a wrong one) is read at its
 * true scale. Returns the page (re-decoded when the scale changed) and the QR read in its pixels.
 */
export const rescaleByPageCode = async (
  page: DecodedPage,
  layoutPage: CardPage,
  read: CodeRead | null,
): Promise<{ page: DecodedPage; read: CodeRead | null }> => {
  const el = layoutPage.elements.find((e): e is PageCodeElement => e.kind === 'page-code');
  if (!el || !read) return { page, read };
  const measuredDpi = qrPxPerMm(el, read) * MM_PER_INCH;
  const ratio = measuredDpi / page.dpi;
  const tolerance = page.source.dpiGuessed ? GUESSED_TOLERANCE : TAGGED_TOLERANCE;
  if (!Number.isFinite(ratio) || Math.abs(ratio - 1) <= tolerance) return { page, read };
  const source = { ...page.source, dpi: page.source.dpi * ratio, dpiGuessed: true };
  // The geometry image at the resolution that was meant for it, now that the source's is known.
  const g = await geometryImage(source, page.dpi);
  const corners = scaleQuad(read.corners, page.scale / g.scale);
  return { page: { ...page, source, ...g }, read: { ...read, corners } };
};
