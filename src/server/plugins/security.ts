import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** Dynamsoft Web TWAIN's local scanning service (HTTP and HTTPS ports, with their WebSockets). */
const DWT_SERVICE = [
  'http://127.0.0.1:18622',
  'https://127.0.0.1:18623',
  'ws://127.0.0.1:18622',
  'wss://127.0.0.1:18623',
];

/**
 * Security headers on every answer (@fastify/helmet): a CSP allowing only our own origin —
 * scripts (plus WebAssembly for the recogniser and Dynamsoft), workers (pdf.js) and fonts
 * (KaTeX, bundled); styles also inline (antd's CSS-in-JS and KaTeX's style attributes); images
 * from our origin, data: and blob: (previews and pdf.js pages) — never framed, nosniff, and no
 * referrer sent to other sites.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        workerSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...DWT_SERVICE],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
}

/** CSP for a stored image served as is (a school's logo): it can show itself and run nothing. */
export const IMAGE_ONLY_CSP =
  "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";
