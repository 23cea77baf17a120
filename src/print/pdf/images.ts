import type { PDFDocument, PDFImage } from 'pdf-lib';

/** Image bytes for a `src`, or why there are none. */
export type ImageLoadResult = { ok: true; bytes: Uint8Array } | { ok: false; reason: string };
/** Fetches the bytes of an image `src` (PNG or JPEG). */
export type ImageLoader = (src: string) => Promise<ImageLoadResult>;

/** Reads `data:image/…;base64,` URLs; anything else is reported as not loadable. */
export const dataUrlImageLoader: ImageLoader = async (src) => {
  const match = /^data:image\/[\w+.-]+;base64,(.*)$/s.exec(src);
  if (!match) return { ok: false, reason: `不支持的图片地址：${src.slice(0, 60)}` };
  const binary = atob((match[1] ?? '').replace(/\s+/g, ''));
  return { ok: true, bytes: Uint8Array.from(binary, (c) => c.charCodeAt(0)) };
};

const isPng = (b: Uint8Array): boolean =>
  b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array): boolean => b[0] === 0xff && b[1] === 0xd8;

/** An embedded image, or the reason it is missing (drawn as an empty frame). */
export type EmbeddedImage = { ok: true; image: PDFImage } | { ok: false; reason: string };

/** Loads and embeds each distinct image once. */
export const embedImages = async (
  doc: PDFDocument,
  srcs: Iterable<string>,
  loader: ImageLoader,
): Promise<Map<string, EmbeddedImage>> => {
  const unique = [...new Set(srcs)];
  const embedded = await Promise.all(
    unique.map(async (src): Promise<EmbeddedImage> => {
      const loaded = await loader(src).catch((e: unknown) => ({
        ok: false as const,
        reason: String(e),
      }));
      if (!loaded.ok) return loaded;
      try {
        if (isPng(loaded.bytes)) return { ok: true, image: await doc.embedPng(loaded.bytes) };
        if (isJpeg(loaded.bytes)) return { ok: true, image: await doc.embedJpg(loaded.bytes) };
        return { ok: false, reason: '图片不是 PNG 或 JPEG' };
      } catch (e) {
        return { ok: false, reason: `图片无法解码：${String(e)}` };
      }
    }),
  );
  return new Map(unique.map((src, i) => [src, embedded[i] ?? { ok: false, reason: '未加载' }]));
};
