import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { precompressFile } from './precompress.vite';

const INDEX_HTML = '<!doctype html><html><body><div id="root">作业与网阅</div></body></html>';
/** The real service worker, as the web build copies it from public/. */
const WORKER = new URL('../../../public/service-worker.js', import.meta.url);

const BIG_JS = Array.from(
  { length: 400 },
  (_, i) => `export const v${i} = '作业与网阅 ${i}';`,
).join('\n');

/** A built app as `vite build` leaves it: index.html, public/ files and hashed assets. */
function writeBuiltApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'zy-web-'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  copyFileSync(WORKER, join(dir, 'service-worker.js'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
  writeFileSync(join(dir, 'assets', 'big-def456.js'), BIG_JS);
  return dir;
}

describe('the built app and history fallback', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = writeBuiltApp();
    t = await buildTestApp('sqlite', { WEB_DIR: webDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('serves /service-worker.js as JavaScript, revalidated on every load', async () => {
    const res = await t.get('/service-worker.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(readFileSync(WORKER, 'utf8'));
    expect(res.body).toContain("addEventListener('fetch'");
  });

  it('answers index.html for page paths that are not files (history fallback)', async () => {
    for (const path of ['/paperlist', '/analysis/grade', '/printBarcode?paperId=p1', '/nowhere']) {
      const res = await t.get(path);
      expect([path, res.statusCode]).toEqual([path, 200]);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(INDEX_HTML);
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the build-time .br or .gz the browser accepts, varying on Accept-Encoding', async () => {
    await precompressFile(join(webDir, 'assets', 'big-def456.js'));
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/big-def456.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(BIG_JS.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
  });

  it('answers an unknown /api path with 404 and the Chinese message, never index.html', async () => {
    const token = await t.login();
    for (const res of [await t.get('/api/nope', token), await t.get('/api/system/nope')]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: '很抱歉，资源未找到' });
    }
  });

  it('does not fall back for other methods', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/paperlist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: '很抱歉，资源未找到' });
  });
});

describe('without a built app', () => {
  it('answers page paths with the 404 body instead of a missing index.html', async () => {
    const t = await buildTestApp('sqlite', { WEB_DIR: join(tmpdir(), 'zy-web-none') });
    try {
      const res = await t.get('/paperlist');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: '很抱歉，资源未找到' });
    } finally {
      await t.close();
    }
  });
});
