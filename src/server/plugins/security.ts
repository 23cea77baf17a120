import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/** Dynamsoft Web TWAIN's local scanning service (HTTP and HTTPS ports, with their WebSockets). */
const DWT_SERVICE = [
  'http://127.0.0.1:18622',
  'https://127.0.0.1:18623',
  'ws://127.0.0.1:18622',
  'wss://127.0.0.1:18623',
];

const OPTIONS: FastifyHelmetOptions = {
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
};

/** The headers @fastify/helmet sends with OPTIONS, asked once of a throwaway instance. */
async function helmetHeaders(): Promise<[string, string][]> {
  const probe = Fastify();
  await probe.register(helmet, OPTIONS);
  probe.get('/', async () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.entries(res.headers)
    .filter(([k]) => !own.has(k))
    .map(([k, v]) => [k, String(v)]);
}

/**
 * Security headers on every answer (helmet's): a CSP allowing only our own origin — scripts (plus
 * WebAssembly for the recogniser and Dynamsoft), workers (pdf.js) and fonts (KaTeX, bundled);
 * styles also inline (antd's CSS-in-JS and KaTeX's style attributes); images from our origin,
 * data: and blob: (previews and pdf.js pages) — never framed, nosniff, and no referrer sent to
 * other sites. The headers are the same on every answer, so they are computed once at start:
 * @fastify/helmet rebuilt them (parsing the CSP directives) on each request.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = await helmetHeaders();
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [k, v] of headers) reply.raw.setHeader(k, v);
    done();
  });
}

/** CSP for a stored image served as is (a school's logo): it can show itself and run nothing. */
export const IMAGE_ONLY_CSP =
  "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";
