import { readFile } from 'node:fs/promises';
import type { ImageLoader } from '../../../print';
import type { ServerContext } from '../../context';
import { uploadImagePath } from '../bank/bank.routes';
import { seedImagePath } from '../bank/seed/seed.loader';

/** `seed:x.png`, `upload:y.jpg` or their served URL `/api/bank/images/<scheme>/<name>`. */
const IMAGE_SRC =
  /^(?:(seed|upload):|(?:https?:\/\/[^/]+)?\/api\/bank\/images\/(seed|upload)\/)([\w.-]+)$/;

/** Reads question images from disk (seed images and uploads) so every printed paper carries its figures. */
export const questionImageLoader =
  (ctx: ServerContext): ImageLoader =>
  async (src) => {
    const m = IMAGE_SRC.exec(src);
    const scheme = m?.[1] ?? m?.[2];
    const name = m?.[3] ?? '';
    const path =
      scheme === 'seed' ? seedImagePath(name) : scheme ? uploadImagePath(ctx, name) : null;
    if (!path) return { ok: false, reason: `图片不存在：${src.slice(0, 60)}` };
    try {
      return { ok: true, bytes: new Uint8Array(await readFile(path)) };
    } catch {
      return { ok: false, reason: `图片不存在：${src.slice(0, 60)}` };
    }
  };
