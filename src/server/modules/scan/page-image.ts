import { rect, restore, type CardLayout, type RectMm } from '../../../layout';
import {
  cropRegion,
  decodeScan,
  openSource,
  type PageResult,
  type PageSource,
} from '../../../scan';
import { fail } from '../../lib/app-error';
import type { LayoutPayload } from './batch-context';

const restored = new WeakMap<LayoutPayload, CardLayout>();

/** A printed layout restored once (kept while its payload is cached). */
export const layoutOf = (payload: LayoutPayload): CardLayout => {
  const hit = restored.get(payload);
  if (hit) return hit;
  const layout = restore(JSON.parse(payload.json) as unknown);
  restored.set(payload, layout);
  return layout;
};

/**
 * Where a page's pixels are: its own file when the upload was split into pages (read alone, whatever
 * the upload's size), else the upload itself at the page's index.
 */
export const pageBlob = (row: {
  pageBlobKey: string | null;
  blobKey: string;
  pageIndex: number;
}): { key: string; page: number } =>
  row.pageBlobKey ? { key: row.pageBlobKey, page: 0 } : { key: row.blobKey, page: row.pageIndex };

/** The full-resolution source of one page of stored bytes (that page alone decoded), or null. */
export async function pageSourceOf(
  bytes: Uint8Array,
  pageIndex: number,
): Promise<PageSource | null> {
  const decoded = await decodeScan(bytes, { page: pageIndex });
  if (!decoded.ok) return null;
  const page = decoded.pages.find((p) => (p.ok ? p.page.index : p.index) === pageIndex);
  return page?.ok ? page.page.source : null;
}

/** The page as a JPEG, scaled to `width` px (never enlarged), as uploaded (not turned). */
export async function pageJpeg(source: PageSource, width?: number): Promise<Buffer> {
  let pipe = openSource(source);
  if (!source.raw) pipe = pipe.flatten({ background: '#ffffff' });
  if (width && width < source.width) pipe = pipe.resize({ width });
  return pipe.jpeg({ quality: 82 }).toBuffer();
}

const union = (rs: RectMm[]): RectMm => {
  const x0 = Math.min(...rs.map((r) => r.x));
  const y0 = Math.min(...rs.map((r) => r.y));
  const x1 = Math.max(...rs.map((r) => r.x + r.w));
  const y1 = Math.max(...rs.map((r) => r.y + r.h));
  return rect(x0, y0, x1 - x0, y1 - y0);
};

/**
 * Where to crop on a card page: an element by id (answer box, essay grid, objective group…), an
 * objective question by id (its number and bubbles), or one bubble by id; null when none matches.
 */
export const cropRectOf = (layout: CardLayout, pageNo: number, element: string): RectMm | null => {
  const page = layout.pages.find((p) => p.index === pageNo);
  if (!page) return null;
  for (const el of page.elements) {
    if (el.id === element) return el.rect;
    if (el.kind !== 'objective-group') continue;
    for (const q of el.questions) {
      if (q.questionId === element) return union([q.noRect, ...q.bubbles.map((b) => b.rect)]);
      const bubble = q.bubbles.find((b) => b.id === element);
      if (bubble) return bubble.rect;
    }
  }
  return null;
};

/** A full-resolution crop (JPEG, turned upright) of a region of a recognised page. */
export async function cropJpeg(
  source: PageSource,
  result: PageResult,
  region: RectMm,
  marginMm: number,
): Promise<Uint8Array> {
  if (!result.fit) throw fail.badRequest('该页未能定位，无法裁切');
  const crop = await cropRegion(source, result.fit, { rect: region, marginMm, quality: 90 });
  if (!crop.ok) throw fail.badRequest(crop.reason);
  return crop.jpeg;
}
