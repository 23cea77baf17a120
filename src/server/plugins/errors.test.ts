import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app';

const CHINESE = /[\u4e00-\u9fff]/;

describe('errors the router and the body parsers raise', () => {
  let t: TestApp;
  let token: string;
  let batchUrl: string;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    token = await t.login('teacher');
    batchUrl = '/api/teacher/scan/batches/nosuchbatch0000/files';
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, contentType: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });
  const part = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n` +
    'Content-Type: image/jpeg\r\n\r\nabc';

  it.each([
    ['no boundary', 'multipart/form-data', part('b')],
    ['a truncated body', 'multipart/form-data; boundary=b', part('b')],
    ['a mismatched boundary', 'multipart/form-data; boundary=zzz', `${part('b')}\r\n--b--\r\n`],
    [
      'a malformed part header',
      'multipart/form-data; boundary=b',
      '--b\r\nnonsense\r\n\r\nx\r\n--b--',
    ],
  ])('answers 400 in Chinese to multipart with %s', async (_, type, body) => {
    for (const url of [
      batchUrl,
      '/api/materials/nosuchorg/papers',
      '/api/teacher/bank/import/docx',
    ]) {
      const res = await post(url, type, body);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(Object.keys(res.json()), url).toEqual(['message']);
      expect(res.json().message, url).toMatch(CHINESE);
    }
  });

  it.each([
    ['a long path parameter', `/api/teacher/paper/${'a'.repeat(500)}`, 414],
    ['bad URL encoding', '/api/teacher/paper/%E0%A4%A', 400],
  ])('answers %s in Chinese without echoing the URL', async (_, url, status) => {
    const res = await t.get(url, token);
    expect(res.statusCode).toBe(status);
    expect(Object.keys(res.json())).toEqual(['message']);
    expect(res.json().message).toMatch(CHINESE);
    expect(res.body).not.toContain(url.slice(5, 40));
  });

  it('answers oversized headers 431 in Chinese', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/api/health', headers: { 'x-big': 'a'.repeat(40_000) } },
        (r) => {
          let body = '';
          r.setEncoding('utf8');
          r.on('data', (c: string) => (body += c));
          r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(res.status).toBe(431);
    expect(Object.keys(JSON.parse(res.body) as object)).toEqual(['message']);
    expect(res.body).toMatch(CHINESE);
  });
});
