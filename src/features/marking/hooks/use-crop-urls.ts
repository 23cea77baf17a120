import { markingApi } from '../api/marking.api';

/** Answer images fetched (signed in) as object URLs, kept by API URL so a prefetched image shows at once. */
const cache = new Map<string, Promise<string>>();

/** The object URL of an answer image (fetched once). */
export const cropObjectUrl = (url: string): Promise<string> => {
  let hit = cache.get(url);
  if (!hit) {
    hit = markingApi.crop(url).then((blob) => URL.createObjectURL(blob));
    hit.catch(() => cache.delete(url));
    cache.set(url, hit);
  }
  return hit;
};

/** Frees images no longer shown (keeps at most the last `keep`). */
export const trimCropCache = (keep = 40): void => {
  while (cache.size > keep) {
    const [url, p] = cache.entries().next().value!;
    cache.delete(url);
    void p.then((u) => URL.revokeObjectURL(u)).catch(() => undefined);
  }
};
