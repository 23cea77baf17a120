import { cpSync, createReadStream, existsSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { DWT_RESOURCES_PATH } from './dwt.types.js';

const TYPES: Record<string, string> = {
  js: 'text/javascript',
  css: 'text/css',
  wasm: 'application/wasm',
  json: 'application/json',
};

/**
 * Serves Dynamsoft Web TWAIN's dist (library resources and the local-service installers) under
 * /dwt: from node_modules during development, and copied into the build's /dwt at build time,
 * only when VITE_DWT_PRODUCT_KEY is set (without a licence the scanner path is off; the copy is
 * about 120 MB because the installers are in it). Node only: used by vite.config.ts, which imports
 * it (and it its one import) with a `.js` extension, as Vite's native config loader requires.
 */
export function dwtResources(root: string): Plugin {
  const source = resolve(root, 'node_modules/dwt/dist');
  let outDir = '';
  let licensed = false;
  return {
    name: 'dwt-resources',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      licensed = Boolean(config.env.VITE_DWT_PRODUCT_KEY);
    },
    configureServer(server) {
      server.middlewares.use(DWT_RESOURCES_PATH, (req, res, next) => {
        const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
        const file = join(source, path);
        if (!file.startsWith(source + sep) || !existsSync(file) || !statSync(file).isFile()) {
          return next();
        }
        const ext = file.split('.').pop() ?? '';
        res.setHeader('content-type', TYPES[ext] ?? 'application/octet-stream');
        createReadStream(file).pipe(res);
      });
    },
    closeBundle() {
      if (!licensed || !outDir || !existsSync(source)) return;
      cpSync(source, join(outDir, DWT_RESOURCES_PATH), {
        recursive: true,
        filter: (from) => !from.startsWith(join(source, 'types')),
      });
    },
  };
}
