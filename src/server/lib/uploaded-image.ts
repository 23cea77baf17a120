import sharp from 'sharp';
import { fail } from './app-error';

/**
 * Turns an uploaded picture (PNG, JPEG, GIF, WebP or SVG) into a small PNG data URL that fits in
 * `box` pixels (logos and avatars travel with the user object, so they are kept small).
 */
export async function imageDataUrl(
  bytes: Uint8Array,
  box: { width: number; height: number; cover?: boolean },
): Promise<string> {
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta || !['png', 'jpeg', 'gif', 'webp', 'svg'].includes(meta.format ?? '')) {
    throw fail.badRequest('请上传 PNG、JPG、GIF、WebP 或 SVG 图片');
  }
  const png = await sharp(bytes, { density: 144 })
    .resize(box.width, box.height, {
      fit: box.cover ? 'cover' : 'inside',
      withoutEnlargement: !box.cover,
    })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
