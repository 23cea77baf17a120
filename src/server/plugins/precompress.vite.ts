import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Files worth compressing (fonts and images are compressed already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|wasm|ttf)$/;
/** Below this the headers outweigh the saving. */
const MIN_BYTES = 1024;

/** Every compressible file under `dir`, skipping `skip` (top-level folder names). */
async function compressibleFiles(dir: string, skip: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.includes(entry.name)) out.push(...(await compressibleFiles(path, [])));
    } else if (COMPRESSIBLE.test(entry.name) && (await stat(path)).size >= MIN_BYTES) {
      out.push(path);
    }
  }
  return out;
}

/**
 * Brotli's best quality is slow on big files (pdf.js' worker, the scanner SDK: seconds each on a
 * busy machine) and gains little there, so files over this get quality 9.
 */
const BROTLI_MAX_QUALITY_BYTES = 256 * 1024;

/** Writes `file.gz` (gzip level 9) and `file.br` (brotli quality 11, or 9 if large) beside `file`. */
export async function precompressFile(file: string): Promise<void> {
  const body = await readFile(file);
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: body.length > BROTLI_MAX_QUALITY_BYTES ? 9 : 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
}

/**
 * After `vite build`, writes a .gz and a .br beside every compressible file of the output (not
 * the /dwt scanner resources, whose installers are 120 MB), so the server sends them per
 * Accept-Encoding (@fastify/static `preCompressed`) without compressing on each request. Node only:
 * used by vite.config.ts with a `.js` extension, as Vite's native config loader requires.
 */
export function precompress(root: string): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = await compressibleFiles(outDir, ['dwt']);
        // zlib's async calls run on libuv's thread pool, four at a time.
        await Promise.all(files.map((file) => precompressFile(file)));
      },
    },
  };
}
