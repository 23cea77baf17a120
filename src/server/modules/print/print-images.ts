import type { ImageLoader } from '../../../print';
import type { ServerContext } from '../../context';
import {
  MAX_IMAGE_BYTES,
  TOO_MANY_PIXELS,
  questionImageBytes,
  withinPixels,
} from '../bank/question-image.service';

/**
 * The server's image source for printing: only stored seed and upload images, each checked for
 * its size and its width × height (from the header) before pdf-lib decodes it. data: URLs and
 * outside addresses are refused, so a paper cannot smuggle an image bomb into a print.
 */
export const storedImageLoader =
  (ctx: ServerContext): ImageLoader =>
  async (src) => {
    if (!/^(seed|upload):/.test(src)) return { ok: false, reason: '图片须通过上传插入' };
    const bytes = await questionImageBytes(ctx, src);
    if (!bytes) return { ok: false, reason: '图片不存在' };
    if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, reason: '图片不能超过 5 MB' };
    if (!(await withinPixels(bytes))) return { ok: false, reason: TOO_MANY_PIXELS };
    return { ok: true, bytes };
  };
