/**
 * Draws the seed bank's figures: every `*.svg` in this folder becomes a `*.png` beside it
 * (white background, 16-colour palette, about 600 px wide).
 * Run: node --import tsx src/server/modules/bank/seed/images/generate.ts
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const dir = fileURLToPath(new URL('.', import.meta.url));

/** Converts one SVG source into its PNG and returns the PNG's byte size. */
export async function svgToPng(svgFile: string, pngFile: string): Promise<number> {
  const svg = await readFile(svgFile);
  const png = await sharp(svg)
    .flatten({ background: '#ffffff' })
    .png({ palette: true, colors: 16, compressionLevel: 9 })
    .toBuffer();
  await writeFile(pngFile, png);
  return png.length;
}

const names = (await readdir(dir)).filter((f) => f.endsWith('.svg')).sort();
for (const name of names) {
  const bytes = await svgToPng(`${dir}${name}`, `${dir}${name.replace(/\.svg$/, '.png')}`);
  process.stdout.write(`${name.replace(/\.svg$/, '.png')} ${Math.round(bytes / 1024)} KB\n`);
}
